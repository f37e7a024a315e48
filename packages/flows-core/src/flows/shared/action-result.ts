import type { StepGraph, StepRole } from './steps.ts';

/**
 * Why an action did nothing:
 * - `disposed`: the flow was disposed
 * - `done`: the flow finished (signed in, the username shown)
 * - `busy`: a call is in flight (no double submit)
 * - `wrong_step`: the action belongs to another step than the one showing
 * - `incomplete`: the step's form is not ready (`canSubmit` is false: a field, the captcha, the
 *   channel or the code's six digits missing)
 * - `cooling_down`: a new code inside the resend countdown (`resendInSeconds` says how long)
 * - `no_code`: no code is out to type, submit or send again (none asked for yet, its tries used)
 */
export type IgnoredReason =
  | 'disposed'
  | 'done'
  | 'busy'
  | 'wrong_step'
  | 'incomplete'
  | 'cooling_down'
  | 'no_code';

/**
 * What an action did: `{ ignored: false }` when it ran (its outcome, a failure included, is in
 * the state), or why it did nothing.
 */
export type ActionResult = { ignored: false } | { ignored: IgnoredReason };

/** The action ran. */
export const ran: ActionResult = { ignored: false };

/** The action did nothing, for `reason`. */
export function ignored(reason: IgnoredReason): ActionResult {
  return { ignored: reason };
}

/**
 * Why no action of a step with one of `roles` may run now, whatever its own conditions: the flow
 * is disposed or finished, a call is out, or a step of another role shows. Undefined when none
 * of these holds.
 */
export function blockedAt(
  kit: { isDisposed(): boolean },
  state: {
    status: 'idle' | 'submitting' | 'done';
    step: string;
    graph: Pick<StepGraph<string>, 'role'>;
  },
  ...roles: (StepRole | undefined)[]
): IgnoredReason | undefined {
  if (kit.isDisposed()) return 'disposed';
  if (state.status === 'done') return 'done';
  if (state.status === 'submitting') return 'busy';
  return roles.includes(state.graph.role[state.step]) ? undefined : 'wrong_step';
}
