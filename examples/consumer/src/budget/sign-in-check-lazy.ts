// The README's sign-in with the reply check (and the form checks) loaded by a function: zod loads
// with the first call, not up front.
export { createLoginFlow, createUserServiceClient } from '@forecourt/flows-core';
export const loadChecks = () => import('@forecourt/flows-core/checks');
