import type { FormValidation } from '@forecourt/validators';
import { emptyValues, forgotPasswordForm } from '@forecourt/validators/forms';
import { roleOf } from '@forecourt/validators/portal';
import type { FormChecks } from '../../checks/form-checks.ts';
import type { ReadonlyStore } from '../../store/readonly-store.ts';
import { initialCodeState } from '../code-step/code-step.ts';
import { sendCodeBody } from '../code-step/send-code-body.ts';
import { type ActionResult, blockedAt, ignored, ran } from '../shared/action-result.ts';
import { createBaseActions, initialFlowData } from '../shared/base-actions.ts';
import { validationError } from '../shared/flow-error.ts';
import { grantOf } from '../shared/flow-handle.ts';
import { createFlowKit } from '../shared/flow-kit.ts';
import { createFlowStore } from '../shared/flow-store.ts';
import type {
  ChannelStepActions,
  CodeStepState,
  FlowDeps,
  FlowOptions,
  FlowStateBase,
} from '../shared/flow-types.ts';
import { createOtpFlow } from '../shared/otp-flow.ts';
import { channelOf, filled } from '../shared/selectors.ts';
import { stepFlags } from '../shared/step-flags.ts';
import { defineSteps, moveOn } from '../shared/steps.ts';
import { identifierOf } from './identifier.ts';
import type { ForgotPasswordValues } from './values.ts';

/**
 * Reset password's steps (RECOVER-PASSWORD-2): the ID number or username, the channel, the code
 * with the new password, and done (the user is signed in).
 */
export const forgotPasswordSteps = defineSteps({
  identifier: {
    role: 'first',
    title: 'forgotPassword.step.identify',
    verb: 'findAccount',
    next: { checked: 'channel' },
  },
  channel: {
    role: 'channel',
    title: 'login.step.channel',
    verb: 'chooseChannel',
    back: 'identifier',
    next: { sent: 'reset' },
  },
  reset: {
    role: 'code',
    title: 'forgotPassword.step.otp',
    verb: 'resetPassword',
    back: 'channel',
    next: { verified: 'done' },
  },
  done: { role: 'done', title: 'forgotPassword.step.done', verb: 'continueToPortal' },
});

/** A step of reset password. */
export type ForgotPasswordStep = (typeof forgotPasswordSteps.steps)[number];

/** Reset password. */
export interface ForgotPasswordFlowState
  extends FlowStateBase<ForgotPasswordStep, ForgotPasswordValues>,
    CodeStepState,
    ChannelStepActions {
  /** Where 'continue' goes after the reset (the user is signed in); set on the done step. */
  signInUrl?: string | undefined;
  /** The first step's 'Submit': looks the ID number or username up. */
  findAccount(): Promise<ActionResult>;
  /** The reset step's 'Validate and Login': the code and the new password. */
  resetPassword(): Promise<ActionResult>;
  /** The done step: goes to the user's site. */
  continueToPortal(): void;
}

/** A forgot-password flow store. */
export type ForgotPasswordFlow = ReadonlyStore<ForgotPasswordFlowState>;

/**
 * Which first-step field the screen hides: the other one once one is typed ('Or' divider,
 * RECOVER-PASSWORD-3).
 */
export function hiddenIdentifier(
  state: Pick<ForgotPasswordFlowState, 'values'>,
): 'idNumber' | 'username' | undefined {
  if (filled(state.values.idNumber)) return 'username';
  if (filled(state.values.username)) return 'idNumber';
  return undefined;
}

/** Creates the reset-password flow for a portal type. */
export function createForgotPasswordFlow(deps: FlowDeps, options: FlowOptions): ForgotPasswordFlow {
  const role = roleOf(options.type);
  const flow = 'password' as const;
  return createFlowStore<ForgotPasswordFlowState>(
    (set, get) => {
      const initial = () => ({
        ...initialFlowData<ForgotPasswordStep, ForgotPasswordValues>(
          forgotPasswordSteps,
          emptyValues(forgotPasswordForm),
        ),
        ...initialCodeState(),
        signInUrl: undefined,
      });
      const kit = createFlowKit<ForgotPasswordFlowState>(
        deps,
        set,
        get,
        `forecourt.forgot-password.${options.type}`,
      );
      const base = createBaseActions(kit, set, get, initial);
      const validateReset = (
        checks: FormChecks,
        { values, flowHandle }: Pick<ForgotPasswordFlowState, 'values' | 'flowHandle'>,
      ): FormValidation<unknown> =>
        checks.checkPasswordReset(values, role, flowHandle, kit.translate);
      const { checkFirst, ...later } = createOtpFlow(kit, set, get, {
        validateFirst: (checks, { values }) => {
          const errors = checks.identifierErrors(values, kit.translate);
          return errors ? { ok: false, ...errors } : { ok: true, value: values };
        },
        check: ({ values }, signal) =>
          deps.api.forgotPasswordCheck({ ...identifierOf(values), role, flow }, { signal }),
        send: ({ values, flowHandle }, channel, signal) =>
          deps.api.otpForgotPasswordCheck(
            sendCodeBody(grantOf(flowHandle, identifierOf(values)), channel, role, flow),
            { signal },
          ),
        // The code shares the reset step with the new password: it submits by itself only once
        // both are valid. The first step's submit had the checks, so they are there by now.
        autoSubmit: (state) => {
          const checks = kit.checksAtOnce();
          return checks !== undefined && validateReset(checks, state).ok;
        },
        verify: ({ values, flowHandle }, signal) =>
          deps.api.resetPassword(
            {
              ...grantOf(flowHandle, identifierOf(values)),
              password: values.password,
              verifyPassword: values.verifyPassword,
              otp: values.otp,
              preferredComm: channelOf(values),
              role,
            },
            { signal },
          ),
        verified: (result) => {
          const signInUrl = kit.signInUrl(result.session, options.type);
          if (signInUrl === undefined) return;
          kit.countdown.getState().stop();
          set({ ...moveOn(get(), 'verified'), status: 'done', signInUrl });
          kit.welcome(options.type);
        },
        resumable: {
          flow: 'forgot-password',
          resume: (flowHandle) => deps.api.resumeFlow({ flowHandle, role }),
          // A reset started from the username shows it again; one from the ID number, masked.
          restore: (resumed) => ({ username: resumed.username ?? '' }),
        },
      });
      const notNow = () =>
        blockedAt(kit, get(), 'code') ?? (get().canSubmit ? undefined : 'incomplete');
      const resetPassword = async (): Promise<ActionResult> => {
        const why = notNow();
        if (why) return ignored(why);
        // A check that cannot be had is reported as a failure: the press was answered.
        const checks = await kit.checks();
        if (!checks) return ran;
        const since = notNow();
        if (since) return ignored(since);
        const { result: validation, textOf } = kit.track(() => validateReset(checks, get()));
        if (!validation.ok) {
          set({
            fieldErrors: validation.fieldErrors,
            error: validationError(validation.formError, textOf(validation.formError)),
          });
          return ran;
        }
        return later.submitCode();
      };
      return {
        ...initial(),
        ...base,
        findAccount: checkFirst,
        ...later,
        setField(name, value) {
          base.setField(name, value);
          // Entering one identifier hides the other (RECOVER-PASSWORD-3): only one is sent.
          if (name === 'idNumber' && value !== '') base.setField('username', '');
          if (name === 'username' && value !== '') base.setField('idNumber', '');
        },
        resetPassword,
        submitCode: resetPassword,
        continueToPortal() {
          const { signInUrl } = get();
          if (signInUrl !== undefined && !kit.isDisposed()) deps.redirect(signInUrl);
        },
      };
    },
    (state) =>
      stepFlags(state, ({ values }) =>
        filled(values.idNumber) || filled(values.username) ? undefined : 'identifier',
      ),
  );
}
