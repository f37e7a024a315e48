// `@forecourt/flows-core/checks`: the form checks every flow validates with (zod and the form
// schemas of validators), in their own entry so the app decides when they load: give them to
// `deps.checks`, or a function that loads them (a screen's first step then carries none of zod).
export type { FormChecks } from './checks/form-checks.ts';
export { formChecks } from './checks/form-checks.ts';
