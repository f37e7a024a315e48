import { usernameTakenMessage } from '@forecourt/contract';
import type { Channel, FormValidation, Role } from '@forecourt/validators';
import { normaliseMobile } from '@forecourt/validators';
import type { ApiFailure, ApiResult } from '../../client/api-result.ts';
import { validationError } from './flow-error.ts';
import { grantOf } from './flow-handle.ts';
import type { FlowKit } from './flow-kit.ts';
import type { FlowDeps, FlowStateBase } from './flow-types.ts';
import type { Checks } from './load-checks.ts';
import { registrationDetailsReady } from './registration-selectors.ts';
import { createResumeActions } from './resume.ts';
import { canResend, canSubmitCode, channelOf, filled, normaliseOtp } from './selectors.ts';

/** The fields every registration form has, whatever else it asks. */
type RegistrationValues = Record<string, string> &
  Record<
    | 'idNumber'
    | 'captchaResponse'
    | 'username'
    | 'password'
    | 'verifyPassword'
    | 'preferredComm'
    | 'termsConditions'
    | 'otp',
    string
  >;

type RegistrationState = FlowStateBase<number, RegistrationValues> & RegistrationGrantState;

/** What lets a registration be sent (again) without a second captcha. */
export interface RegistrationGrantState {
  /**
   * The grant for this ID number: the customer lookup's (its step 0, with the captcha), or the
   * one a registration refused for its username handed back. Kept in memory only.
   */
  registrationHandle?: string | undefined;
}

/** The grant a refused registration hands back, read by hand (no zod in this chunk). */
function registrationGrantOf(result: ApiFailure): string | undefined {
  const body = result.body as { payload?: { registrationHandle?: unknown } } | null | undefined;
  const handle = body?.payload?.registrationHandle;
  return typeof handle === 'string' ? handle : undefined;
}

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
  /**
   * Resumes the code step after a reload from the flow handle the registration reply gave (the
   * form itself is never stored, so the code step shows alone); see `OtpActions.resume`.
   */
  resume(): Promise<void>;
}

/** The submit actions of a registration's details and username steps. */
interface RegistrationSubmitActions {
  submitDetails(): Promise<void>;
  submitUsername(): Promise<void>;
}

/** What a registration flow tells the shared machinery. */
export interface RegistrationOptions {
  /** The role sent with the code check and the resend. */
  role: Role;
  steps: RegistrationSteps;
  /** The form's validation, run before each send (errors are shown, nothing is sent). */
  validate(checks: Checks): FormValidation<unknown>;
  /** Sends the registration; the service answers by sending the code. */
  send(signal: AbortSignal): Promise<ApiResult<'registerUser' | 'registerDealerGroup'>>;
  /** What follows an accepted code. */
  verified(result: Extract<ApiResult<'validateRegistrationOtp'>, { ok: true }>): void;
}

/**
 * The request every registration sends: the form without the code, with its role and channel,
 * the mobile number in the 10-digit form the form check accepted it in (`+27 82 123 4567` is
 * sent as `0821234567`); the captcha only when there is one.
 */
export function registrationRequest<
  V extends { otp: string; captchaResponse: string; preferredComm: string; mobileNo: string },
  R extends Role,
>(values: V, role: R, registrationHandle?: string) {
  const { otp: _otp, captchaResponse, ...rest } = values;
  return {
    ...rest,
    mobileNo: normaliseMobile(values.mobileNo) ?? values.mobileNo,
    role,
    preferredComm: channelOf(values),
    ...(captchaResponse ? { captchaResponse } : {}),
    ...(registrationHandle ? { registrationHandle } : {}),
  };
}

/** The credentials part of an empty registration form; the terms start as not accepted. */
export function emptyCredentials() {
  return {
    username: '',
    password: '',
    verifyPassword: '',
    preferredComm: '' as const,
    termsConditions: 'No' as const,
    otp: '',
  };
}

/** `back` in a registration: the code and username steps (2 and 3) both return to step 1. */
export function backToDetails(step: number): number {
  return step === 3 ? 1 : step - 1;
}

/**
 * Shared registration machinery: sending the registration from the details and username steps,
 * and the code actions.
 */
export function createRegistrationActions<S extends RegistrationState>(
  kit: FlowKit,
  set: (partial: Partial<S>) => void,
  get: () => S,
  deps: FlowDeps,
  options: RegistrationOptions,
): RegistrationCodeActions & RegistrationSubmitActions {
  const { role, steps } = options;
  const patch = (partial: Partial<RegistrationState>) => set(partial as Partial<S>);
  const resumable = {
    flow: 'registration' as const,
    resume: (flowHandle: string) => deps.api.resumeFlow({ flowHandle, role }),
  };
  const { resume, refused, startOver } = createResumeActions(kit, get, set, resumable, {
    codeStep: steps.codeStep,
  });
  /** The grant of the code step (from the registration reply), beside the ID number. */
  const who = () => grantOf(get().flowHandle, { idNumber: get().values.idNumber });

  /** Applies a registration reply: code step with the countdown, or the username step. */
  const registered = (result: ApiResult<'registerUser' | 'registerDealerGroup'>) => {
    if (result.ok) return kit.codeSent(result, channelOf(get().values), steps.codeStep);
    if (result.kind === 'aborted') return;
    const registrationHandle = registrationGrantOf(result);
    if (registrationHandle !== undefined) patch({ registrationHandle });
    if (isUsernameTaken(result)) return kit.fail(result, { step: steps.usernameStep });
    kit.fail(result, steps.failureStep === undefined ? {} : { step: steps.failureStep });
  };

  const register = () =>
    kit.submitChecked({
      validate: options.validate,
      task: options.send,
      done: registered,
      invalid: ({ fieldErrors, formError }) =>
        patch({
          fieldErrors,
          error: validationError(formError),
          validationMessage: formError ?? Object.values(fieldErrors)[0],
        }),
    });

  const submitCode = async () => {
    if (!canSubmitCode(get())) return;
    const { values } = get();
    await kit.run(
      (signal) =>
        deps.api.validateRegistrationOtp(
          { ...who(), otp: values.otp, preferredComm: channelOf(values), role },
          { signal },
        ),
      (result) => {
        if (!result.ok) return refused(result) ? startOver(result) : kit.fail(result);
        kit.handle.forget();
        options.verified(result);
      },
    );
  };

  return {
    async submitDetails() {
      if (get().step === 1 && registrationDetailsReady(get())) await register();
    },
    async submitUsername() {
      const { step, status, values } = get();
      if (step === steps.usernameStep && status === 'idle' && filled(values.username))
        await register();
    },
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
      await kit.run(
        (signal) =>
          deps.api.resendRegistrationOtp({ ...who(), preferredComm: channel, role }, { signal }),
        (result) =>
          refused(result) ? startOver(result) : kit.codeSent(result, channel, steps.codeStep),
      );
    },
    resume,
  };
}
