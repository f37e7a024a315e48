import type { EndpointName } from '@forecourt/contract';
import type { Channel, FormValidation } from '@forecourt/validators';
import type { ApiResult, ApiSuccess } from '../../client/api-result.ts';
import type { Clock } from '../../clock/clock.ts';
import { validationError } from './flow-error.ts';
import type { FlowKit } from './flow-kit.ts';
import type { FlowStateBase, OtpActions } from './flow-types.ts';
import type { Checks } from './load-checks.ts';
import { createResumeActions, type ResumeSpec } from './resume.ts';
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

/** Step-0 submit plus the channel and code actions, shared by login, ID login and recoveries. */
export function createOtpActions<S extends OtpState, V extends EndpointName>(
  kit: FlowKit,
  set: (partial: Partial<S>) => void,
  get: () => S,
  clock: Clock,
  spec: OtpFlowSpec<S, V>,
): OtpActions & { submitCredentials(): Promise<void> } {
  const patch = (p: Partial<OtpState>) => set(p as Partial<S>);
  const { resume, refused, startOver } = createResumeActions(kit, get, set, spec.resumable, {
    channelStep: 1,
    codeStep,
  });
  const send = (channel: Channel) =>
    kit.run(
      (signal) => spec.send(get(), channel, signal),
      (result) => (refused(result) ? startOver(result) : kit.codeSent(result, channel, codeStep)),
    );
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
