import type { ApiFailure, ApiResult } from '../../client/api-result.ts';
import type { FlowKit } from './flow-kit.ts';
import type { FlowStateBase } from './flow-types.ts';
import type { ResumeSpec } from './resume.ts';

type CodeValues = { preferredComm: string; otp: string; captchaResponse: string };
type ResumableState = FlowStateBase<string, CodeValues & Record<string, string>>;

/** What `applyResume` needs: the flow's machinery, its state before the call, and the answer. */
export interface ResumeAnswer<S extends ResumableState> {
  kit: FlowKit;
  get: () => S;
  set: (partial: Partial<S>) => void;
  spec: ResumeSpec<S>;
  /** The state when the call went out. */
  before: S;
  flowHandle: string;
  result: ApiResult<'resumeFlow'>;
}

/**
 * Applies the service's answer to a resume (see `CodeStepState.resume`): the step, the values it
 * shows and the countdown; or forgets a refused grant, telling the person only when the flow
 * ended elsewhere or the call itself failed.
 */
export function applyResume<S extends ResumableState>(answer: ResumeAnswer<S>): void {
  const { kit, get, spec, before, flowHandle, result } = answer;
  const patch = (partial: Record<string, unknown>) => answer.set(partial as Partial<S>);
  const now = get();
  // Whatever the person did on the first step meanwhile wins: a field typed, a call made.
  if (kit.isDisposed() || now.values !== before.values || now.status !== 'idle') return;
  if (now.step !== now.graph.first) return;
  if (!result.ok) {
    const refusal = result.refusal;
    const answered = result.code !== 'network' && result.code !== 'aborted';
    if (refusal !== undefined || answered) kit.handle.forget();
    // A flow finished in another tab says so; an expired or unknown grant is no news.
    if (refusal === 'ended' || !answered) kit.fail(result);
    return;
  }
  const resumed = result.reply.payload;
  const step = resumed?.step === 'code' ? spec.codeStep : spec.channelStep;
  if (resumed === undefined || resumed.flow !== spec.flow || step === undefined) {
    kit.handle.forget();
    return;
  }
  kit.handle.keep(flowHandle);
  const values = {
    ...now.values,
    ...spec.restore?.(resumed),
    preferredComm: resumed.channel ?? '',
    otp: '',
  };
  const atCode = step === spec.codeStep;
  if (atCode) {
    kit.countdown.getState().applyRetryAfter(resumed.resendAvailableInSeconds);
    kit.countdown.getState().expireIn(resumed.expiresInSeconds);
  } else kit.countdown.getState().stop();
  const channel = resumed.channel;
  patch({
    step,
    values,
    fieldErrors: {},
    error: undefined,
    ...(atCode
      ? {
          codeState: 'waiting',
          destination: channel === undefined ? undefined : resumed.destinations?.[channel],
        }
      : {}),
    ...(resumed.destinations ? { destinations: resumed.destinations } : {}),
  });
}

/**
 * The service refused the grant (the flow finished or started again in another tab, or it
 * expired): forget it and go back to the first step with the service's message, keeping what
 * was typed there.
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
    step: get().graph.first,
    status: 'idle',
    destinations: undefined,
    codeState: undefined,
    destination: undefined,
    triesLeft: undefined,
    values: { ...get().values, preferredComm: '', otp: '', captchaResponse: '' },
  } as unknown as Partial<S>);
  kit.fail(result);
}
