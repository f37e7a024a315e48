import type { ResumableFlow, ResumedFlow } from '@forecourt/contract';
import type { ApiFailure, ApiResult } from '../../client/api-result.ts';
import type { FlowKit } from './flow-kit.ts';
import type { FlowStateBase } from './flow-types.ts';

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
  /** The flow's step for the service's 'channel' (none: a registration resumes at its code). */
  channelStep?: S['step'];
  /** The flow's step for the service's 'code'. */
  codeStep: S['step'];
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
  // Applying an answer and starting over load on demand (resume-apply.ts), so the first step's
  // code (every sign-in page) does not carry them; a failed load leaves the first step as it is.
  const later = () => import('./resume-apply.ts');
  return {
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
      if (before.step !== before.graph.first || before.status !== 'idle' || kit.isDisposed())
        return;
      const [result, apply] = await Promise.all([spec.resume(flowHandle), later()]).catch(() => []);
      if (result && apply) apply.applyResume({ kit, get, set, spec, before, flowHandle, result });
    },
  };
}
