import { isPortalType, type PortalType } from '@forecourt/validators';
import { type Params, useParams } from './router.tsx';

/** True when the route's `$type` is a portal type (spec §2: customer, dealer or dealer-group). */
export function isPortalTypeParam(params: Params): boolean {
  return isPortalType(params.type ?? '');
}

/** True when the login route's `$userrole` asks for the admin variant (spec §2). */
export function isAdminRole(userrole: string): boolean {
  return userrole === 'admin';
}

/**
 * The portal type of the current route. The route table only matches a path whose `$type` is a
 * portal type, so a screen outside such a route is a wiring mistake.
 */
export function usePortalType(): PortalType {
  const type = useParams().type ?? '';
  if (!isPortalType(type)) throw new Error(`'${type}' is not a portal type`);
  return type;
}
