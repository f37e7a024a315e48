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
  let asked = false;
  return {
    refused: (result): result is ApiFailure => !result.ok && handleRefusal(result) !== undefined,
    // Rare (a flow ended in another tab), so its code loads when needed.
    startOver: (result) =>
      void import('./resume-apply.ts').then(
        ({ startOver }) => startOver(kit, get, set, result),
        () => kit.fail(result),
      ),
    async resume() {
      const flowHandle = kit.handle.stored();
      if (asked || spec === undefined || flowHandle === undefined) return;
      asked = true;
      const before = get();
      if (before.step !== 0 || before.status !== 'idle' || kit.isDisposed()) return;
      // The answer is applied by a module loaded alongside the call, so the first step's code
      // (every sign-in page) does not carry it.
      const applied = await Promise.all([spec.resume(flowHandle), import('./resume-apply.ts')])
        .then(([result, { applyResume }]) => ({ result, applyResume }))
        .catch(() => undefined);
      if (applied === undefined) return;
      const { result, applyResume } = applied;
      applyResume({ kit, get, set, spec, steps, before, flowHandle, result });
    },
  };
}
