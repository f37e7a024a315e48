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
  // Applying an answer and starting over load on demand (resume-apply.ts), so the first step's
  // code (every sign-in page) does not carry them; a failed load leaves step 0 as it is.
  const later = () => import('./resume-apply.ts');
  return {
    refused: (result): result is ApiFailure => !result.ok && handleRefusal(result) !== undefined,
    startOver: (result) =>
      void later().then(
        (apply) => apply.startOver(kit, get, set, result),
        () => kit.fail(result),
      ),
    async resume() {
      const flowHandle = kit.handle.stored();
      if (asked || !spec || !flowHandle) return;
      asked = true;
      const before = get();
      if (before.step || before.status !== 'idle' || kit.isDisposed()) return;
      const [result, apply] = await Promise.all([spec.resume(flowHandle), later()]).catch(() => []);
      if (result && apply)
        apply.applyResume({ kit, get, set, spec, steps, before, flowHandle, result });
    },
  };
}
