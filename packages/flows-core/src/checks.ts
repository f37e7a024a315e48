// `@forecourt/flows-core/checks`: the form checks every flow validates with (zod and the form
// schemas of validators), for `deps.checks`, in their own entry so the app decides when they load.
// Give them, or a function that loads them (a screen's first step then carries none of zod). The
// reply check is its own entry (`./reply-check`): a submit needs the form checks before its call
// leaves, the client needs the reply check only when the reply arrives.
export type { FormChecks } from './checks/form-checks.ts';
export { formChecks } from './checks/form-checks.ts';
