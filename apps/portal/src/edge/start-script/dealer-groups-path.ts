import { apiBasePath, routes } from '@forecourt/contract/tables';

/**
 * The path of `allDealerGroups` below an environment's `api`, from the contract's routes (its
 * tables: no schema, so neither the start script nor the services chunk brings zod's endpoint
 * table). The start script's build puts it in as a constant (`__DEALER_GROUPS_PATH__`,
 * server/start-script.ts).
 */
export const dealerGroupsPath = apiBasePath + routes.allDealerGroups.path;
