import type { Endpoint } from '@forecourt/contract';

/** The Hono route of a contract endpoint: '/getCustomerById/:id' for 'getCustomerById/{id}'. */
export function honoPath(endpoint: Pick<Endpoint, 'path'>): string {
  return `/${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`;
}
