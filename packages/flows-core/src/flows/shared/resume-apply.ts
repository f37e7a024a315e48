import type { ApiFailure, ApiResult } from '../../client/api-result.ts';
import { handleRefusal } from './flow-handle.ts';
import type { FlowKit } from './flow-kit.ts';
import type { FlowStateBase } from './flow-types.ts';
import type { ResumeSpec, ResumeSteps } from './resume.ts';

type CodeValues = { preferredComm: string; otp: string; captchaResponse: string };
type ResumableState = FlowStateBase<number, CodeValues & Record<string, string>>;

/** What `applyResume` needs: the flow's machinery, its state before the call, and the answer. */
export interface ResumeAnswer<S extends ResumableState> {
  kit: FlowKit;
  get: () => S;
  set: (partial: Partial<S>) => void;
  spec: ResumeSpec<S>;
  steps: ResumeSteps;
  /** The state when the call went out. */
  before: S;
  flowHandle: string;
  result: ApiResult<'resumeFlow'>;
}

/**
 * Applies the service's answer to a resume (see `ResumeActions.resume`): the step, the values
 * it shows and the countdown; or forgets a refused handle, telling the person only when the
 * flow ended elsewhere or the call itself failed.
 */
export function applyResume<S extends ResumableState>(answer: ResumeAnswer<S>): void {
  const { kit, get, spec, steps, before, flowHandle, result } = answer;
  const patch = (partial: Partial<ResumableState>) => answer.set(partial as Partial<S>);
  const now = get();
  // Whatever the person did on step 0 meanwhile wins: a field typed, a call made.
  if (kit.isDisposed() || now.values !== before.values || now.status !== 'idle') return;
  if (now.step !== 0) return;
  if (!result.ok) {
    const refusal = handleRefusal(result);
    if (refusal !== undefined || result.kind === 'rejected') kit.handle.forget();
    // A flow finished in another tab says so; an expired or unknown handle is no news.
    if (refusal === 'ended' || (refusal === undefined && result.kind !== 'rejected'))
      kit.fail(result);
    return;
  }
  const resumed = result.reply.payload;
  const step = resumed?.step === 2 ? steps.codeStep : steps.channelStep;
  if (resumed === undefined || resumed.flow !== spec.flow || step === undefined) {
    kit.handle.forget();
    return;
  }
  kit.handle.keep(flowHandle);
  const values: S['values'] = {
    ...now.values,
    ...spec.restore?.(resumed),
    preferredComm: resumed.channel ?? '',
    otp: '',
  };
  const atCode = step === steps.codeStep;
  if (atCode) kit.countdown.getState().applyRetryAfter(resumed.resendAvailableInSeconds);
  else kit.countdown.getState().stop();
  patch({
    step,
    status: atCode ? 'awaitingCode' : 'idle',
    values,
    fieldErrors: {},
    error: undefined,
    ...(resumed.destinations ? { destinations: resumed.destinations } : {}),
  });
}

/**
 * The service refused the flow handle (the flow finished or started again in another tab, or it
 * expired): forget it and go back to step 0 with the service's message, keeping what was typed
 * there.
 */
export function startOver<S extends ResumableState>(
  kit: FlowKit,
  get: () => S,
  set: (partial: Partial<S>) => void,
  result: ApiFailure,
): void {
  if (kit.isDisposed()) return;
  kit.handle.forget();
  kit.countdown.getState().stop();
  set({
    step: 0,
    status: 'idle',
    destinations: undefined,
    values: { ...get().values, preferredComm: '', otp: '', captchaResponse: '' },
  } as Partial<S>);
  kit.fail(result);
}
