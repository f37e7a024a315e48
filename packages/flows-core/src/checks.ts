// `@forecourt/flows-core/checks`: the checks that need zod, in their own entry so the app decides
// when they load: the form checks every flow validates with (the form schemas of validators), for
// `deps.checks`, and the reply check the client reads replies with (the contract's schemas), for
// `createUserServiceClient({ check })`. Give each, or a function that loads them (a screen's
// first step then carries none of zod).
export type { FormChecks } from './checks/form-checks.ts';
export { formChecks } from './checks/form-checks.ts';
export type { ReplyCheck } from './client/reply-check.ts';
export { replyCheck } from './client/reply-check.ts';
