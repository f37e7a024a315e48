import type { EndpointName, ResumableFlow, ResumedFlow } from '@forecourt/contract';
import type { ApiFailure, ApiResult } from '../../client/api-result.ts';
import { handleRefusal } from './flow-handle.ts';
import type { FlowKit } from './flow-kit.ts';
import type { FlowStateBase } from './flow-types.ts';

type CodeValues = { preferredComm: string; otp: string; captchaResponse: string };
type ResumableState = FlowStateBase<number, CodeValues & Record<string, string>>;

/** How a flow resumes from its flow handle (issue 17). */
export interface ResumeSpec<S extends ResumableState> {
  /** The flow a handle must belong to (another flow's handle is forgotten). */
  flow: ResumableFlow;
  /** Asks the service where the handle's flow stands. */
  resume(flowHandle: string): Promise<ApiResult<'resumeFlow'>>;
  /** Values the resumed step shows read-only (the username of a sign-in); none by default. */
  restore?(resumed: ResumedFlow): Partial<S['values']>;
}

/** The flow's own step for the service's step (1 channel, 2 code), and which is its code step. */
export interface ResumeSteps {
  channelStep?: number;
  codeStep: number;
}

/** Resuming, and starting over when the service refuses the flow handle. */
export interface ResumeActions {
  /** See `OtpActions.resume`. */
  resume(): Promise<void>;
  /** True when `result` is the service refusing the flow handle. */
  refused(result: ApiResult<EndpointName>): result is ApiFailure;
  /**
   * The service refused the flow handle (the flow finished or started again in another tab, or
   * it expired): forget it and go back to step 0 with the service's message, keeping what was
   * typed there.
   */
  startOver(result: ApiFailure): void;
}

/** Builds `resume` and `startOver` over a flow's kit, `get` and `patch`. */
export function createResumeActions<S extends ResumableState>(
  kit: FlowKit,
  get: () => S,
  set: (partial: Partial<S>) => void,
  spec: ResumeSpec<S> | undefined,
  steps: ResumeSteps,
): ResumeActions {
  const patch = (partial: Partial<ResumableState>) => set(partial as Partial<S>);
  let asked = false;
  const forgetSilently = () => kit.handle.forget();
  return {
    refused: (result): result is ApiFailure => !result.ok && handleRefusal(result) !== undefined,
    startOver(result) {
      kit.handle.forget();
      kit.countdown.getState().stop();
      patch({
        step: 0,
        status: 'idle',
        destinations: undefined,
        values: { ...get().values, preferredComm: '', otp: '', captchaResponse: '' },
      });
      kit.fail(result);
    },
    async resume() {
      const flowHandle = kit.handle.stored();
      if (asked || spec === undefined || flowHandle === undefined) return;
      asked = true;
      const before = get();
      if (before.step !== 0 || before.status !== 'idle' || kit.isDisposed()) return;
      const result = await spec.resume(flowHandle);
      const now = get();
      // Whatever the person did on step 0 meanwhile wins: a field typed, a call made.
      if (kit.isDisposed() || now.values !== before.values || now.status !== 'idle') return;
      if (now.step !== 0) return;
      if (!result.ok) {
        const refusal = handleRefusal(result);
        if (refusal !== undefined || result.kind === 'rejected') forgetSilently();
        // A flow finished in another tab says so; an expired or unknown handle is no news.
        if (refusal === 'ended' || (refusal === undefined && result.kind !== 'rejected'))
          kit.fail(result);
        return;
      }
      const resumed = result.reply.payload;
      const step = resumed?.step === 2 ? steps.codeStep : steps.channelStep;
      if (resumed === undefined || resumed.flow !== spec.flow || step === undefined) {
        forgetSilently();
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
    },
  };
}
