import { usernameTakenMessage } from '@forecourt/contract';
import type { Channel, Role } from '@forecourt/validators';
import type { ApiFailure, ApiResult } from '../../client/api-result.ts';
import type { FlowKit } from './flow-kit.ts';
import type { FlowDeps, FlowStateBase } from './flow-types.ts';
import { canResend, canSubmitCode, channelOf, normaliseOtp } from './selectors.ts';

type RegistrationState = FlowStateBase<
  number,
  Record<string, string> & { idNumber: string; otp: string; preferredComm: string }
>;

/** True when the reply says the username is taken (spec §8). */
export function isUsernameTaken(result: ApiFailure): boolean {
  return result.message.includes(usernameTakenMessage);
}

/** Where a registration reply leads: the code step, the username step, or elsewhere. */
export interface RegistrationSteps {
  codeStep: number;
  usernameStep: number;
  /** Where a failure other than a taken username goes (default: stay). */
  failureStep?: number;
}

/** The code actions of a registration: OTP check, resend, channel. */
export interface RegistrationCodeActions {
  chooseChannel(channel: Channel): void;
  enterOtp(code: string): Promise<void>;
  submitCode(): Promise<void>;
  resend(channel: Channel): Promise<void>;
}

/** Shared registration machinery: sending the registration and the code actions. */
export function createRegistrationActions<S extends RegistrationState>(
  kit: FlowKit,
  set: (partial: Partial<S>) => void,
  get: () => S,
  deps: FlowDeps,
  role: Role,
  steps: RegistrationSteps,
  verified: (result: Extract<ApiResult<'validateRegistrationOtp'>, { ok: true }>) => void,
) {
  const patch = (partial: Partial<RegistrationState>) => set(partial as Partial<S>);

  /** Applies a registration reply: code step with the countdown, or the username step. */
  const registered = (result: ApiResult<'registerUser'>) => {
    if (result.ok) return kit.codeSent(result, channelOf(get().values), steps.codeStep);
    if (result.kind === 'aborted') return;
    if (isUsernameTaken(result)) return kit.fail(result, { step: steps.usernameStep });
    kit.fail(result, steps.failureStep === undefined ? {} : { step: steps.failureStep });
  };

  const submitCode = async () => {
    if (!canSubmitCode(get())) return;
    const { values } = get();
    await kit.run(
      (signal) =>
        deps.api.validateRegistrationOtp(
          { idNumber: values.idNumber, otp: values.otp, preferredComm: channelOf(values), role },
          { signal },
        ),
      (result) => (result.ok ? verified(result) : kit.fail(result)),
    );
  };

  const actions: RegistrationCodeActions = {
    chooseChannel(channel) {
      if (kit.isDisposed() || get().status === 'submitting') return;
      patch({ values: { ...get().values, preferredComm: channel } });
    },
    async enterOtp(code) {
      if (get().status !== 'awaitingCode') return;
      patch({ values: { ...get().values, otp: normaliseOtp(code) } });
      await submitCode();
    },
    submitCode,
    async resend(channel) {
      if (!canResend(get(), deps.clock.now())) return;
      const { idNumber } = get().values;
      await kit.run(
        (signal) =>
          deps.api.resendRegistrationOtp({ idNumber, preferredComm: channel, role }, { signal }),
        (result) => kit.codeSent(result, channel, steps.codeStep),
      );
    },
  };
  return { registered, actions };
}
