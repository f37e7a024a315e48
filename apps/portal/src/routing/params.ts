import { isPortalType, type PortalType } from '@forecourt/validators';
import { notFound, useParams } from '@tanstack/react-router';
import { type ComponentType, createElement, type ReactNode } from 'react';

/** Route parameters with the portal type checked. */
export type TypeParams = { type: PortalType };

/**
 * Parses `$type` (ROUTES-2: customer, dealer or dealer-group). Anything else is the not-found
 * route, never a screen built for a type that does not exist.
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

/**
 * The portal type of the current route. Every route with a `$type` parses it with
 * {@link portalTypeParams}, so a screen outside such a route is a wiring mistake.
 */
export function usePortalType(): PortalType {
  const type = useParams({ strict: false }).type ?? '';
  if (!isPortalType(type)) throw new Error(`'${type}' is not a portal type`);
  return type;
}

/**
 * The screen of a route with a `$type`: `View` of the route's portal type, made afresh (and its
 * flow with it) when the type changes.
 */
export function byPortalType(View: ComponentType<{ type: PortalType }>): () => ReactNode {
  return function PortalTypeScreen() {
    const type = usePortalType();
    return createElement(View, { key: type, type });
  };
}
