import { type Channel, type FormValidation, roleOf } from '@forecourt/validators';
import { createStore } from 'zustand/vanilla';
import { type ReadonlyStore, readonly } from '../../store/readonly-store.ts';
import { createBaseActions, initialFlowData } from '../shared/base-actions.ts';
import { validationError } from '../shared/flow-error.ts';
import { grantOf } from '../shared/flow-handle.ts';
import { createFlowKit } from '../shared/flow-kit.ts';
import type { FlowDeps, FlowOptions, FlowStateBase, OtpActions } from '../shared/flow-types.ts';
import { type Checks, loadedChecks } from '../shared/load-checks.ts';
import { createOtpActions } from '../shared/otp-flow.ts';
import { channelOf, filled } from '../shared/selectors.ts';
import { identifierOf } from './identifier.ts';

/** The forgot-password form (spec §3). */
export type ForgotPasswordValues = {
  idNumber: string;
  username: string;
  password: string;
  verifyPassword: string;
  captchaResponse: string;
  preferredComm: '' | Channel;
  otp: string;
};

/**
 * Reset password: 0 ID number or username, 1 channel, 2 code and new password, 3 done and
 * signed in (spec §4).
 */
export interface ForgotPasswordFlowState
  extends FlowStateBase<0 | 1 | 2 | 3, ForgotPasswordValues>,
    OtpActions {
  /** Where 'continue' goes after the reset (the user is signed in); set on step 3. */
  signInUrl?: string;
  /** Step 0: checks the ID number or username. */
  submitCredentials(): Promise<void>;
  /** Step 3: goes to the user's site. */
  continueToPortal(): void;
}

/** A forgot-password flow store. */
export type ForgotPasswordFlow = ReadonlyStore<ForgotPasswordFlowState>;

/** Step 0's button is enabled with an ID number or a username. */
export function canSubmitForgotPassword(state: ForgotPasswordFlowState): boolean {
  const { step, status, values } = state;
  return step === 0 && status === 'idle' && (filled(values.idNumber) || filled(values.username));
}

/** Which step-0 field the screen hides: the other one once one is typed ('Or' divider). */
export function hiddenIdentifier(
  state: ForgotPasswordFlowState,
): 'idNumber' | 'username' | undefined {
  if (filled(state.values.idNumber)) return 'username';
  if (filled(state.values.username)) return 'idNumber';
  return undefined;
}

/** Creates the reset-password flow of spec §4 for a portal type. */
export function createForgotPasswordFlow(deps: FlowDeps, options: FlowOptions): ForgotPasswordFlow {
  const role = roleOf(options.type);
  const flow = 'password' as const;
  const store = createStore<ForgotPasswordFlowState>()((set, get) => {
    const initial = () => ({
      ...initialFlowData<ForgotPasswordValues>({
        idNumber: '',
        username: '',
        password: '',
        verifyPassword: '',
        captchaResponse: '',
        preferredComm: '',
        otp: '',
      }),
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
      checks: Checks,
      { values, flowHandle }: Pick<ForgotPasswordFlowState, 'values' | 'flowHandle'>,
    ): FormValidation<unknown> => checks.checkPasswordReset(values, role, flowHandle);
    const otp = createOtpActions(kit, set, get, deps.clock, {
      validateStep0: (checks, { values }) => {
        const errors = checks.identifierErrors(values);
        return errors ? { ok: false, ...errors } : { ok: true, value: values };
      },
      check: ({ values }, signal) =>
        deps.api.forgotPasswordCheck({ ...identifierOf(values), role, flow }, { signal }),
      send: ({ values, flowHandle }, channel, signal) =>
        deps.api.otpForgotPasswordCheck(
          { ...grantOf(flowHandle, identifierOf(values)), preferredComm: channel, role, flow },
          { signal },
        ),
      // The code shares step 2 with the new password: it submits by itself only once both are
      // valid. Step 0's submit loaded the checks, so they are there on step 2.
      readyToVerify: (state) => {
        const checks = loadedChecks();
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
        set({ step: 3, status: 'done', signInUrl });
        kit.welcome(options.type);
      },
      resumable: {
        flow: 'forgot-password',
        resume: (flowHandle) => deps.api.resumeFlow({ flowHandle, role }),
      },
    });
    return {
      ...initial(),
      ...base,
      ...otp,
      setField(name, value) {
        base.setField(name, value);
        // Entering one identifier hides the other (spec §2), so only one is ever sent.
        if (name === 'idNumber' && value !== '') base.setField('username', '');
        if (name === 'username' && value !== '') base.setField('idNumber', '');
      },
      async submitCode() {
        if (get().status !== 'awaitingCode') return;
        const checks = await kit.checks();
        if (!checks || get().status !== 'awaitingCode') return;
        const validation = validateReset(checks, get());
        if (!validation.ok) {
          set({
            fieldErrors: validation.fieldErrors,
            error: validationError(validation.formError),
          });
          return;
        }
        await otp.submitCode();
      },
      continueToPortal() {
        const { signInUrl } = get();
        if (signInUrl !== undefined && !kit.isDisposed()) deps.redirect(signInUrl);
      },
    };
  });
  return readonly(store);
}
