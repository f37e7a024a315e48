import type { ResumableFlow, ResumedFlow } from '@forecourt/contract';
import type { ApiFailure, ApiResult } from '../../client/api-result.ts';
import type { FlowKit } from './flow-kit.ts';
import type { FlowStateBase } from './flow-types.ts';
import { stepWith } from './steps.ts';

type CodeValues = { preferredComm: string; otp: string; captchaResponse: string };
type ResumableState = FlowStateBase<string, CodeValues & Record<string, string>>;

/** How a flow resumes from its grant (RESUME). */
export interface ResumeSpec<S extends ResumableState> {
  /** The flow a grant must belong to (another flow's grant is forgotten). */
  flow: ResumableFlow;
  /** Asks the service where the grant's flow stands. */
  resume(flowHandle: string): Promise<ApiResult<'resumeFlow'>>;
  /** Values the resumed step shows read-only (the username of a sign-in); none by default. */
  restore?(resumed: ResumedFlow): Partial<S['values']>;
}

/** Resuming, and starting over when the service refuses the grant. */
export interface ResumeActions {
  /** See `CodeStepState.resume`. */
  resume(): Promise<void>;
  /**
   * The service refused the grant (the flow finished or started again in another tab, or it
   * expired): forget it and go back to the first step with the service's message, keeping what
   * was typed there.
   */
  startOver(result: ApiFailure): void;
}

/** Builds `resume` and `startOver` over a flow's kit, `get` and `set`. */
export function createResumeActions<S extends ResumableState>(
  kit: FlowKit,
  get: () => S,
  set: (partial: Partial<S>) => void,
  spec: ResumeSpec<S> | undefined,
): ResumeActions {
  let asked = false;
  return {
    startOver: (result) => startOver(kit, get, set, result),
    async resume() {
      const flowHandle = kit.handle.stored();
      if (asked || !spec || !flowHandle) return;
      asked = true;
      const before = get();
      if (before.step !== before.graph.first || before.status !== 'idle' || kit.isDisposed())
        return;
      const result = await spec.resume(flowHandle).catch(() => undefined);
      if (result) applyResume({ kit, get, set, spec, before, flowHandle, result });
    },
  };
}

/** What `applyResume` needs: the flow's machinery, its state before the call, and the answer. */
interface ResumeAnswer<S extends ResumableState> {
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
function applyResume<S extends ResumableState>(answer: ResumeAnswer<S>): void {
  const { kit, get, spec, before, flowHandle, result } = answer;
  const patch = (partial: Record<string, unknown>) => answer.set(partial as Partial<S>);
  const now = get();
  // Whatever the person did on the first step meanwhile wins: a field typed, a call made.
  if (kit.isDisposed() || now.values !== before.values || now.status !== 'idle') return;
  if (now.step !== now.graph.first) return;
  if (!result.ok) {
    const refusal = result.code === 'step_expired' ? result.flowHandle : undefined;
    const answered = result.code !== 'network' && result.code !== 'aborted';
    if (refusal !== undefined || answered) kit.handle.forget();
    // A flow finished in another tab says so; an expired or unknown grant is no news.
    if (refusal === 'ended' || !answered) kit.fail(result);
    return;
  }
  const resumed = result.reply.payload;
  // The service names the step by its role: the flow's declaration has the step of that role (a
  // registration has no channel step: it resumes at its code only).
  const step = resumed && stepWith(now.graph, resumed.step === 'code' ? 'code' : 'channel');
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
  const atCode = now.graph.role[step] === 'code';
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
    maskedIdNumber: resumed.maskedIdNumber,
    ...(atCode
      ? {
          codeState: 'waiting',
          askedChannel: undefined,
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
function startOver<S extends ResumableState>(
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
    maskedIdNumber: undefined,
    codeState: undefined,
    destination: undefined,
    triesLeft: undefined,
    values: { ...get().values, preferredComm: '', otp: '', captchaResponse: '' },
  } as unknown as Partial<S>);
  kit.fail(result);
}
