// The README's sign-in with the reply check passed as it is: its schemas (zod) load up front.
export { createLoginFlow, createUserServiceClient } from '@forecourt/flows-core';
export { replyCheck } from '@forecourt/flows-core/reply-check';
