import type { CodeValues } from '../code-step/code-step.ts';
import { codeFlags } from '../code-step/code-step.ts';
import { busyOf } from './base-actions.ts';
import type { CodeStepState, FlowFlags, FlowStateBase } from './flow-types.ts';
import { filled, firstBlank } from './selectors.ts';

type FlaggedState = FlowStateBase<string, CodeValues & Record<string, string>> & CodeStepState;

/**
 * The flags of any flow, by the role its declaration gives the current step: busy; what the
 * step's primary action waits for (the first step's missing value comes from the flow,
 * `waitingForFirst`, undefined when it may run; the channel step waits for a channel, a
 * registration's account step for its channel, passwords and terms, the username step for a
 * username); and whether it may run. The code step's flags are its own; after it (done, the
 * passkey offer) nothing is submitted.
 */
export function stepFlags<S extends FlaggedState>(
  state: S,
  waitingForFirst: (state: S) => string | undefined,
): FlowFlags {
  const busy = busyOf(state);
  const code = codeFlags(state);
  const waitingFor = waitingAt(state, waitingForFirst);
  if (waitingFor === null) return { busy, ...code };
  return { busy, ...code, canSubmit: !busy && waitingFor === undefined, waitingFor };
}

/** What the current step waits for; null where the code step's own flags hold. */
function waitingAt<S extends FlaggedState>(
  state: S,
  waitingForFirst: (state: S) => string | undefined,
): string | undefined | null {
  const { values } = state;
  switch (state.graph.role[state.step]) {
    case 'first':
      return waitingForFirst(state);
    case 'channel':
      return firstBlank(values, ['preferredComm']);
    case 'account':
      return accountWaitingFor(values);
    case 'username':
      return filled(values.username) ? undefined : 'username';
    default:
      return null;
  }
}

/**
 * What 'next' on the account step waits for, in the order the step shows it: an OTP channel, a
 * password and its verification, the terms accepted (REG-3); undefined when it may run.
 */
function accountWaitingFor(
  values: Readonly<
    Partial<Record<'preferredComm' | 'password' | 'verifyPassword' | 'termsConditions', string>>
  >,
): string | undefined {
  if (!filled(values.preferredComm)) return 'preferredComm';
  return (
    firstBlank(values, ['password', 'verifyPassword']) ??
    (values.termsConditions === 'Yes' ? undefined : 'termsConditions')
  );
}
