// `@forecourt/flows-core/reply-check`: the check the client reads replies with (the contract's
// request and reply schemas, zod), for `createUserServiceClient({ check })`. Its own entry, apart
// from the form checks: given as a function that loads it, it loads while the first request is out
// instead of before it leaves.
export type { ReplyCheck } from './client/reply-check.ts';
export { replyCheck } from './client/reply-check.ts';
