import type { checkReplySchema, EndpointName, endpoints } from '@forecourt/contract';
import type { Channel, FormValidation } from '@forecourt/validators';
import type { FormChecks } from '../../checks/form-checks.ts';
import type { ApiResult, ApiSuccess } from '../../client/api-result.ts';
import { createCodeStep } from '../code-step/code-step.ts';
import { type ActionResult, blockedAt, ignored } from './action-result.ts';
import { type ErrorFields, validationError } from './flow-error.ts';
import type { FlowKit } from './flow-kit.ts';
import type { ChannelStepActions, CodeStepState, FlowStateBase } from './flow-types.ts';
import { createResumeActions, type ResumeSpec } from './resume.ts';
import { moveOn } from './steps.ts';

// Sign-in, ID sign-in and both recoveries share their shape: a first step that checks who the
// person is (and issues the grant), a channel step, and the code step.

/**
 * The calls a first step of this shape can make: every endpoint the contract declares with the
 * first check's reply (who the person is: the destinations, and the grant).
 */
export type FirstCheck = {
  [N in EndpointName]: (typeof endpoints)[N]['reply'] extends typeof checkReplySchema ? N : never;
}[EndpointName];

/** Values every flow of this shape has. */
export type OtpValues = { preferredComm: '' | Channel; otp: string; captchaResponse: string };

type OtpState = FlowStateBase<string, OtpValues & Record<string, string>> & CodeStepState;

/** What distinguishes one flow of this shape from another: its checks and its calls. */
export interface OtpFlowSpec<S extends OtpState, V extends EndpointName> {
  /** The first step's form check, with the form checks loaded. */
  validateFirst(checks: FormChecks, state: S): FormValidation<unknown>;
  /** The first step's call (it issues the grant). */
  check(state: S, signal: AbortSignal): Promise<ApiResult<FirstCheck>>;
  /** The form value each refusal of the first step's call is about (wrong credentials). */
  errorFields?: ErrorFields;
  /** Sends the code by `channel`. */
  send(state: S, channel: Channel, signal: AbortSignal): Promise<ApiResult<'otpLoginCheck'>>;
  /** Whether the 6th digit submits by itself (default always). */
  autoSubmit?(state: S): boolean;
  /** Checks the code. */
  verify(state: S, signal: AbortSignal): Promise<ApiResult<V>>;
  /** After the code was accepted. */
  verified(result: ApiSuccess<V>): void;
  /** How the flow resumes after a reload; without it, `resume()` does nothing. */
  resumable?: ResumeSpec<S>;
}

/** The first step's check, the channel step and the code step, over a flow's kit. */
export function createOtpFlow<S extends OtpState, V extends EndpointName>(
  kit: FlowKit,
  set: (partial: Partial<S>) => void,
  get: () => S,
  spec: OtpFlowSpec<S, V>,
): ChannelStepActions &
  Pick<CodeStepState, 'enterCode' | 'submitCode' | 'resendCode' | 'forward' | 'resume'> & {
    /** The first step's primary action: checks the form, then who the person is. */
    checkFirst(): Promise<ActionResult>;
  } {
  const patch = (partial: Partial<OtpState>) => set(partial as Partial<S>);
  const { resume, startOver } = createResumeActions(kit, get, set, spec.resumable);
  const code = createCodeStep(kit, set, get, {
    send: spec.send,
    verify: spec.verify,
    verified: spec.verified,
    startOver,
    ...(spec.autoSubmit ? { autoSubmit: spec.autoSubmit } : {}),
  });
  return {
    async checkFirst() {
      const why = blockedAt(kit, get(), 'first') ?? (get().canSubmit ? undefined : 'incomplete');
      if (why) return ignored(why);
      return kit.submitChecked({
        validate: (checks) => spec.validateFirst(checks, get()),
        task: (signal) => spec.check(get(), signal),
        done: (result) => {
          if (!result.ok)
            return kit.fail(
              result,
              {},
              result.code === 'aborted' ? undefined : spec.errorFields?.[result.code],
            );
          kit.handle.keep(result.reply.payload?.flowHandle);
          const destinations = result.reply.payload?.destinations;
          patch({ ...moveOn(get(), 'checked'), fieldErrors: {}, destinations });
        },
        invalid: ({ fieldErrors, formError }, text) =>
          patch({ fieldErrors, error: validationError(formError, text) }),
      });
    },
    async chooseChannel(chosen) {
      const why = blockedAt(kit, get(), 'channel');
      if (why) return ignored(why);
      const channel = chosen ?? get().values.preferredComm;
      if (channel === '') return ignored('incomplete');
      patch({ values: { ...get().values, preferredComm: channel } });
      return code.send(channel);
    },
    ...code.actions,
    resume,
  };
}
