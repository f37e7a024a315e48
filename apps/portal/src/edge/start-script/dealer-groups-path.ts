import { apiBasePath, endpoints } from '@forecourt/contract';

/**
 * The path of `allDealerGroups` below an environment's `api`, from the contract. The start
 * script's build puts it in as a constant (`__DEALER_GROUPS_PATH__`, server/start-script.ts): the
 * contract's endpoint table would bring its schemas into the script.
 */
export const dealerGroupsPath = apiBasePath + endpoints.allDealerGroups.path;
