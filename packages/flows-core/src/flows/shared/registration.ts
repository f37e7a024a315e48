import type {
  Channel,
  FieldDeclaration,
  FormDeclaration,
  FormValidation,
  Role,
} from '@forecourt/validators';
import {
  normaliseCompanyRegNo,
  normaliseIdNumber,
  normaliseMobile,
} from '@forecourt/validators/rules';
import type { FormChecks } from '../../checks/form-checks.ts';
import type { ApiResult } from '../../client/api-result.ts';
import { createCodeStep } from '../code-step/code-step.ts';
import { sendCodeBody } from '../code-step/send-code-body.ts';
import { type ActionResult, blockedAt, ignored } from './action-result.ts';
import { validationError } from './flow-error.ts';
import { grantOf } from './flow-handle.ts';
import type { FlowKit } from './flow-kit.ts';
import type { CodeStepState, FlowDeps, FlowStateBase } from './flow-types.ts';
import { namingMissing } from './missing-fields.ts';
import { createResumeActions } from './resume.ts';
import { channelOf } from './selectors.ts';
import { moveOn } from './steps.ts';

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

/** What lets a registration be sent (again) without a second captcha. */
export interface RegistrationGrantState {
  /**
   * The grant for this ID number: the customer lookup's (its first step, with the captcha), or
   * the one a registration refused for its username handed back. Kept in memory only, and
   * forgotten once the registration's code went out (the code spent it).
   */
  registrationHandle?: string | undefined;
}

type RegistrationState = FlowStateBase<string, RegistrationValues> &
  CodeStepState &
  RegistrationGrantState;

/** The verbs every registration has besides its first step's. */
export interface RegistrationActions
  extends Pick<CodeStepState, 'enterCode' | 'submitCode' | 'resendCode' | 'forward' | 'resume'> {
  /**
   * Sends the registration (the account step's 'next', the username step's submit); the service
   * answers by sending the code.
   */
  submitAccount(): Promise<ActionResult>;
}

/** What a registration flow tells the shared machinery. */
export interface RegistrationOptions {
  /** The role sent with the code check and the resend. */
  role: Role;
  /** The form's declaration: its labels name a field left empty ('Please provide {label}.'). */
  form: FormDeclaration<Record<string, FieldDeclaration>>;
  /** The form's validation, run before each send (errors are shown, nothing is sent). */
  validate(checks: FormChecks): FormValidation<unknown>;
  /** Sends the registration; the service answers by sending the code. */
  send(signal: AbortSignal): Promise<ApiResult<'registerUser' | 'registerDealerGroup'>>;
  /** What follows an accepted code. */
  verified(result: Extract<ApiResult<'validateRegistrationOtp'>, { ok: true }>): void;
}

/**
 * The request every registration sends: the form without the code, with its role and channel,
 * each value in the form the form check accepted it in: the mobile number's 10 digits
 * (`+27 82 123 4567` is sent as `0821234567`), the ID number's 13 (`800101 5009 087`,
 * GUIDE-20), a CIPC registration number's 12 (`2019/123456/07` is `201912345607`, GUIDE-23);
 * the captcha and the grant only when there are.
 */
export function registrationRequest<
  V extends {
    otp: string;
    captchaResponse: string;
    preferredComm: string;
    mobileNo: string;
    idNumber: string;
    companyRegNo?: string;
  },
  R extends Role,
>(values: V, role: R, registrationHandle?: string) {
  const { otp: _otp, captchaResponse, ...rest } = values;
  return {
    ...rest,
    mobileNo: normaliseMobile(values.mobileNo) ?? values.mobileNo,
    idNumber: normaliseIdNumber(values.idNumber),
    ...(values.companyRegNo === undefined
      ? {}
      : { companyRegNo: normaliseCompanyRegNo(values.companyRegNo) }),
    role,
    preferredComm: channelOf(values),
    ...(captchaResponse ? { captchaResponse } : {}),
    ...(registrationHandle ? { registrationHandle } : {}),
  };
}

/**
 * Shared registration machinery: sending the registration from the account and username steps,
 * and the code step (resend by `loginWithId`, check by `otp/validateAndLogin`, with the grant the
 * registration reply gave).
 */
export function createRegistrationActions<S extends RegistrationState>(
  kit: FlowKit,
  set: (partial: Partial<S>) => void,
  get: () => S,
  deps: FlowDeps,
  options: RegistrationOptions,
): RegistrationActions {
  const { role } = options;
  const patch = (partial: Partial<RegistrationState>) => set(partial as Partial<S>);
  const { resume, startOver } = createResumeActions(kit, get, set, {
    flow: 'registration',
    resume: (flowHandle: string) => deps.api.resumeFlow({ flowHandle, role }),
  });
  /** The grant of the code step (from the registration reply), beside the ID number. */
  const who = () =>
    grantOf(get().flowHandle, { idNumber: normaliseIdNumber(get().values.idNumber) });
  const code = createCodeStep(kit, set, get, {
    send: (_state, channel: Channel, signal) =>
      deps.api.resendRegistrationOtp(sendCodeBody(who(), channel, role), { signal }),
    verify: ({ values }, signal) =>
      deps.api.validateRegistrationOtp(
        { ...who(), otp: values.otp, preferredComm: channelOf(values), role },
        { signal },
      ),
    verified: options.verified,
    startOver,
  });

  /**
   * Applies a registration reply: the code step (the code spent the registration's grant), the
   * username step, the first step when the grant ended (spent, or its usernames tried: what was
   * typed stays), or the refusal.
   */
  const registered = (result: ApiResult<'registerUser' | 'registerDealerGroup'>) => {
    if (result.ok) {
      patch({ registrationHandle: undefined });
      return code.applySent(result, channelOf(get().values));
    }
    if (result.code === 'aborted') return;
    if (result.code === 'username_taken') {
      // A refusal of a registration sent with a captcha hands back a grant for this ID number.
      if (result.registrationHandle !== undefined)
        patch({ registrationHandle: result.registrationHandle });
      return kit.fail(result, moveOn(get(), 'taken'));
    }
    if (result.code === 'username_tries_used' || result.code === 'step_expired') {
      patch({ registrationHandle: undefined });
      return startOver(result);
    }
    // A refusal moves where the declaration says (the dealer group's company step), else stays.
    kit.fail(result, moveOn(get(), 'refused'));
  };

  return {
    async submitAccount() {
      const why =
        blockedAt(kit, get(), 'account', 'username') ??
        (get().canSubmit ? undefined : 'incomplete');
      if (why) return ignored(why);
      return kit.submitChecked({
        validate: options.validate,
        task: options.send,
        done: registered,
        invalid: (validation, text) => {
          const { formError } = validation;
          const fieldErrors = namingMissing(
            validation.fieldErrors,
            get().values,
            options.form,
            kit.translate,
          );
          patch({
            fieldErrors,
            error: validationError(formError, text),
            validationMessage: formError ?? Object.values(fieldErrors)[0],
          });
        },
      });
    },
    ...code.actions,
    resume,
  };
}
