import { type Channel, roleOf } from '@forecourt/validators';
import { createStore } from 'zustand/vanilla';
import { type ReadonlyStore, readonly } from '../../store/readonly-store.ts';
import { createBaseActions, initialFlowData } from '../shared/base-actions.ts';
import { grantOf } from '../shared/flow-handle.ts';
import { createFlowKit } from '../shared/flow-kit.ts';
import type { FlowDeps, FlowOptions, FlowStateBase, OtpActions } from '../shared/flow-types.ts';
import { createOtpActions } from '../shared/otp-flow.ts';
import { channelOf, filled } from '../shared/selectors.ts';

/** The login form (spec §3): what the user typed or chose. */
export type LoginValues = {
  username: string;
  password: string;
  captchaResponse: string;
  preferredComm: '' | Channel;
  otp: string;
};

/** Login: 0 credentials and captcha, 1 channel, 2 code; then the redirect (spec §4). */
export interface LoginFlowState extends FlowStateBase<0 | 1 | 2, LoginValues>, OtpActions {
  /** Step 0 'Login': checks the credentials. */
  submitCredentials(): Promise<void>;
}

/** A login flow store. */
export type LoginFlow = ReadonlyStore<LoginFlowState>;

const emptyValues = (): LoginValues => ({
  username: '',
  password: '',
  captchaResponse: '',
  preferredComm: '',
  otp: '',
});

/** 'Login' is enabled with a username, a password and a resolved captcha (spec §5). */
export function canSubmit(state: LoginFlowState): boolean {
  const { step, status, values } = state;
  return (
    step === 0 &&
    status === 'idle' &&
    filled(values.username) &&
    filled(values.password) &&
    filled(values.captchaResponse)
  );
}

/**
 * Creates the username sign-in flow of spec §4 for a portal type. The admin variant is
 * `createAdminLoginFlow`.
 */
export function createLoginFlow(deps: FlowDeps, options: FlowOptions): LoginFlow {
  const role = roleOf(options.type);
  const store = createStore<LoginFlowState>()((set, get) => {
    const initial = () => initialFlowData(emptyValues());
    const kit = createFlowKit<LoginFlowState>(deps, set, get, `forecourt.login.${options.type}`);
    // The later steps carry the grant of the credentials check, never the password (which is
    // not stored: after a reload only the grant is left).
    const credentials = () => {
      const { values, flowHandle } = get();
      return { username: values.username, ...grantOf(flowHandle), role };
    };
    return {
      ...initial(),
      ...createBaseActions(kit, set, get, initial),
      ...createOtpActions(kit, set, get, deps.clock, {
        validateStep0: ({ validateForm, loginFormSchema }, { values }) =>
          validateForm(loginFormSchema, {
            role,
            username: values.username,
            password: values.password,
            captchaResponse: values.captchaResponse,
          }),
        check: (state, signal) =>
          deps.api.loginCheck(
            {
              username: state.values.username,
              password: state.values.password,
              role,
              captchaResponse: state.values.captchaResponse,
            },
            { signal },
          ),
        send: (_state, channel, signal) =>
          deps.api.otpLoginCheck({ ...credentials(), preferredComm: channel }, { signal }),
        verify: (state, signal) =>
          deps.api.validateAndLogin(
            { ...credentials(), otp: state.values.otp, preferredComm: channelOf(state.values) },
            { signal },
          ),
        verified: (result) => kit.signIn(result.session, options.type),
        resumable: {
          flow: 'sign-in',
          resume: (flowHandle) => deps.api.resumeFlow({ flowHandle, role }),
          restore: (resumed) => ({ username: resumed.username ?? '' }),
        },
      }),
    };
  });
  return readonly(store);
}
