// The README's sign-in with the form checks and the reply check loaded by functions: zod loads
// with the first submit and the contract's schemas with the first call, not up front.
export { createLoginFlow, createUserServiceClient } from '@forecourt/flows-core';
export const loadChecks = () => import('@forecourt/flows-core/checks');
export const loadReplyCheck = () => import('@forecourt/flows-core/reply-check');
