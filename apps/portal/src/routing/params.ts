import { isPortalType, type PortalType } from '@forecourt/validators';
import { notFound, useParams } from '@tanstack/react-router';

/** Route params with the portal type validated. */
export type TypeParams = { type: PortalType };

/**
 * Validates `$type` (spec §2: customer, dealer or dealer-group). Anything else is a not-found,
 * never a screen built for a type that does not exist.
 */
export const portalTypeParams = {
  parse(raw: Record<string, string>): TypeParams {
    const type = raw.type ?? '';
    if (!isPortalType(type)) throw notFound();
    return { type };
  },
  stringify(params: TypeParams): { type: string } {
    return { type: params.type };
  },
};

/** True when the login route's `$userrole` asks for the admin variant (spec §2). */
export function isAdminRole(userrole: string): boolean {
  return userrole === 'admin';
}

/** The validated portal type of the current route (the route's params parser already checked it). */
export function usePortalType(): PortalType {
  const params = useParams({ strict: false });
  const type = params.type ?? '';
  if (!isPortalType(type)) throw notFound();
  return type;
}

/** Route params of login/{type}/{userrole}. */
export type TypeRoleParams = TypeParams & { userrole: string };

/** Validates `$type` of login/{type}/{userrole}; any `$userrole` is kept (admin is the variant). */
export const portalTypeRoleParams = {
  parse(raw: Record<string, string>): TypeRoleParams {
    return { ...portalTypeParams.parse(raw), userrole: raw.userrole ?? '' };
  },
  stringify(params: TypeRoleParams): { type: string; userrole: string } {
    return { type: params.type, userrole: params.userrole };
  },
};
