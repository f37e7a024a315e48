import type { EndpointName, ResumableFlow, ResumedFlow } from '@forecourt/contract';
import type { Channel, FormValidation } from '@forecourt/validators';
import type { ApiFailure, ApiResult, ApiSuccess } from '../../client/api-result.ts';
import type { Clock } from '../../clock/clock.ts';
import { validationError } from './flow-error.ts';
import { handleRefusal } from './flow-handle.ts';
import type { FlowKit } from './flow-kit.ts';
import type { FlowStateBase, OtpActions } from './flow-types.ts';
import type { Checks } from './load-checks.ts';
import { canResend, canSubmitCode, normaliseOtp } from './selectors.ts';

/** Values every OTP flow has. */
export type OtpValues = { preferredComm: '' | Channel; otp: string; captchaResponse: string };

type OtpState = FlowStateBase<number, OtpValues & Record<string, string>>;

/** The step where the code is entered in every sign-in and recovery flow. */
export const codeStep = 2;

/** What distinguishes one OTP flow from another: its validation and its three calls. */
export interface OtpFlowSpec<S extends OtpState, V extends EndpointName> {
  /** Step 0's form check, with the form checks loaded. */
  validateStep0(checks: Checks, state: S): FormValidation<unknown>;
  /** Step 0's call. */
  check(state: S, signal: AbortSignal): Promise<ApiResult<'loginCheck'>>;
  /** Sends the code by `channel`. */
  send(state: S, channel: Channel, signal: AbortSignal): Promise<ApiResult<'otpLoginCheck'>>;
  /** True when everything besides the code is ready (default: nothing else needed). */
  readyToVerify?(state: S): boolean;
  /** Checks the code. */
  verify(state: S, signal: AbortSignal): Promise<ApiResult<V>>;
  /** After the code was accepted. */
  verified(result: ApiSuccess<V>): void;
  /** How the flow resumes after a reload (issue 17); without it, `resume()` does nothing. */
  resumable?: ResumeSpec<S>;
}

/** How an OTP flow resumes from its flow handle. */
export interface ResumeSpec<S extends OtpState> {
  /** The flow a handle must belong to (another flow's handle is forgotten). */
  flow: ResumableFlow;
  /** Asks the service where the handle's flow stands. */
  resume(flowHandle: string): Promise<ApiResult<'resumeFlow'>>;
  /** Values the resumed step shows read-only (the username of a sign-in); none by default. */
  restore?(resumed: ResumedFlow): Partial<S['values']>;
}

/** Step-0 submit plus the channel and code actions, shared by login, ID login and recoveries. */
export function createOtpActions<S extends OtpState, V extends EndpointName>(
  kit: FlowKit,
  set: (partial: Partial<S>) => void,
  get: () => S,
  clock: Clock,
  spec: OtpFlowSpec<S, V>,
): OtpActions & { submitCredentials(): Promise<void> } {
  const patch = (p: Partial<OtpState>) => set(p as Partial<S>);
  /**
   * The service refused the flow handle (the flow finished or started again in another tab, or
   * it expired): forget it and go back to step 0 with the service's message, keeping what was
   * typed there.
   */
  const startOver = (result: ApiFailure) => {
    kit.handle.forget();
    kit.countdown.getState().stop();
    patch({
      step: 0,
      status: 'idle',
      destinations: undefined,
      values: { ...get().values, preferredComm: '', otp: '', captchaResponse: '' },
    });
    kit.fail(result);
  };
  const refused = (result: ApiResult<EndpointName>) =>
    !result.ok && handleRefusal(result) !== undefined;
  const send = (channel: Channel) =>
    kit.run(
      (signal) => spec.send(get(), channel, signal),
      (result) =>
        !result.ok && refused(result) ? startOver(result) : kit.codeSent(result, channel, codeStep),
    );
  let resumeAsked = false;
  const submitCode = async () => {
    const state = get();
    if (!canSubmitCode(state) || !(spec.readyToVerify?.(state) ?? true)) return;
    await kit.run(
      (signal) => spec.verify(get(), signal),
      (result) => {
        if (!result.ok) return refused(result) ? startOver(result) : kit.fail(result);
        kit.handle.forget();
        spec.verified(result);
      },
    );
  };
  const resume = async () => {
    const resumable = spec.resumable;
    const flowHandle = kit.handle.stored();
    if (resumeAsked || resumable === undefined || flowHandle === undefined) return;
    resumeAsked = true;
    const before = get();
    if (before.step !== 0 || before.status !== 'idle' || kit.isDisposed()) return;
    const result = await resumable.resume(flowHandle);
    const now = get();
    // Whatever the person did on step 0 meanwhile wins: a field typed, a call made.
    if (kit.isDisposed() || now.values !== before.values || now.status !== 'idle' || now.step !== 0)
      return;
    if (!result.ok) {
      const refusal = handleRefusal(result);
      if (refusal !== undefined || result.kind === 'rejected') kit.handle.forget();
      // A flow finished in another tab says so; an expired or unknown handle is no news.
      if (refusal === 'ended' || (refusal === undefined && result.kind !== 'rejected'))
        kit.fail(result);
      return;
    }
    const resumed = result.reply.payload;
    if (resumed === undefined || resumed.flow !== resumable.flow) {
      kit.handle.forget();
      return;
    }
    kit.handle.keep(flowHandle);
    const values: S['values'] = {
      ...now.values,
      ...resumable.restore?.(resumed),
      preferredComm: resumed.channel ?? '',
      otp: '',
    };
    if (resumed.step === codeStep)
      kit.countdown.getState().applyRetryAfter(resumed.resendAvailableInSeconds);
    else kit.countdown.getState().stop();
    patch({
      step: resumed.step,
      status: resumed.step === codeStep ? 'awaitingCode' : 'idle',
      values,
      fieldErrors: {},
      error: undefined,
      ...(resumed.destinations ? { destinations: resumed.destinations } : {}),
    });
  };
  return {
    async submitCredentials() {
      if (get().step !== 0 || kit.isDisposed()) return;
      await kit.submitChecked({
        validate: (checks) => spec.validateStep0(checks, get()),
        task: (signal) => spec.check(get(), signal),
        done: (result) => {
          if (!result.ok) return kit.fail(result);
          kit.handle.keep(result.reply.payload?.flowHandle);
          const destinations = result.reply.payload?.destinations;
          patch({ step: 1, fieldErrors: {}, ...(destinations ? { destinations } : {}) });
        },
        invalid: ({ fieldErrors, formError }) =>
          patch({ fieldErrors, error: validationError(formError) }),
      });
    },
    chooseChannel(channel) {
      if (get().step !== 1 || get().status !== 'idle') return;
      patch({ values: { ...get().values, preferredComm: channel } });
    },
    async requestCode() {
      const { step, status, values } = get();
      if (step !== 1 || status !== 'idle' || values.preferredComm === '') return;
      await send(values.preferredComm);
    },
    async enterOtp(code) {
      if (get().status !== 'awaitingCode') return;
      patch({ values: { ...get().values, otp: normaliseOtp(code) } });
      await submitCode();
    },
    submitCode,
    async resend(channel) {
      if (!canResend(get(), clock.now())) return;
      await send(channel);
    },
    resume,
  };
}
