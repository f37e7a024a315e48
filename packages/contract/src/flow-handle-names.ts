// The names of flow handles' flows and refusals as plain data, without schemas: a flow's first
// chunk reads a refusal without loading zod (see endpoint-names.ts for the same reason).

/** The flows a handle can resume. */
export const resumableFlows = [
  'sign-in',
  'id-sign-in',
  'forgot-username',
  'forgot-password',
  'registration',
] as const;

/** A resumable flow. */
export type ResumableFlow = (typeof resumableFlows)[number];

/** Why a handle is refused, in a failure reply's payload: `ended` (finished or replaced elsewhere) or `unknown` (expired, never issued). */
export const flowHandleRefusals = ['ended', 'unknown'] as const;

/** Why a handle was refused. */
export type FlowHandleRefusal = (typeof flowHandleRefusals)[number];
