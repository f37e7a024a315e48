import type { FormValues } from '@forecourt/validators';
import { emptyValues, loginForm, requiredOn } from '@forecourt/validators/forms';
import { roleOf } from '@forecourt/validators/portal';
import type { ReadonlyStore } from '../../store/readonly-store.ts';
import { initialCodeState } from '../code-step/code-step.ts';
import { sendCodeBody } from '../code-step/send-code-body.ts';
import type { ActionResult } from '../shared/action-result.ts';
import { createBaseActions, initialFlowData } from '../shared/base-actions.ts';
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
import {
  createPasskeyOffer,
  createPasskeySignIn,
  type PasskeyOfferActions,
  type PasskeySignInActions,
} from '../shared/passkeys.ts';
import { channelOf, firstBlank } from '../shared/selectors.ts';
import { stepFlags } from '../shared/step-flags.ts';
import { defineSteps } from '../shared/steps.ts';

/** The login form (SIGNIN-1): what the user typed or chose, as validators declares it. */
export type LoginValues = FormValues<typeof loginForm>;

/**
 * Username sign-in (SIGNIN-2): credentials and captcha, the channel, the code; after the code,
 * the passkey offer where the device can hold one (PASSKEY-1; Back ends nowhere: the person is
 * signed in), else the redirect.
 */
export const loginSteps = defineSteps({
  credentials: {
    role: 'first',
    title: 'login.step.credentials',
    verb: 'signIn',
    next: { checked: 'channel' },
  },
  channel: {
    role: 'channel',
    title: 'login.step.channel',
    verb: 'chooseChannel',
    back: 'credentials',
    next: { sent: 'code' },
  },
  code: {
    role: 'code',
    title: 'login.step.otp',
    verb: 'submitCode',
    back: 'channel',
    next: { verified: 'passkeyOffer' },
  },
  passkeyOffer: { role: 'offer', title: 'login.step.passkeyOffer', verb: 'createPasskey' },
});

/** A step of username sign-in. */
export type LoginStep = (typeof loginSteps.steps)[number];

/** Username sign-in; after the code, the redirect to the user's site. */
export interface LoginFlowState
  extends FlowStateBase<LoginStep, LoginValues>,
    CodeStepState,
    ChannelStepActions,
    PasskeyOfferActions,
    PasskeySignInActions {
  /** 'Login' on the credentials step: checks the username, password and captcha. */
  signIn(): Promise<ActionResult>;
}

/** A login flow store. */
export type LoginFlow = ReadonlyStore<LoginFlowState>;

/** 'Login' waits for the step's fields (a username, a password) and a resolved captcha (SIGNIN-4). */
const credentialsWaitingFor = ({ values }: LoginFlowState) =>
  firstBlank(values, [...requiredOn(loginForm, 'credentials'), 'captchaResponse']);

/**
 * Creates username sign-in for a portal type. The admin variant is `createAdminLoginFlow`.
 */
export function createLoginFlow(deps: FlowDeps, options: FlowOptions): LoginFlow {
  const role = roleOf(options.type);
  return createFlowStore<LoginFlowState>(
    (set, get) => {
      const initial = () => ({
        ...initialFlowData(loginSteps, emptyValues(loginForm)),
        ...initialCodeState(),
      });
      const kit = createFlowKit<LoginFlowState>(deps, set, get, `forecourt.login.${options.type}`);
      // The later steps carry the grant of the credentials check, never the password (which is
      // not stored: after a reload only the grant is left).
      const who = () => {
        const { values, flowHandle } = get();
        return { username: values.username, ...grantOf(flowHandle) };
      };
      const passkeyContext = { kit, deps, set, get, type: options.type };
      const offer = createPasskeyOffer(passkeyContext);
      const passkey = createPasskeySignIn(passkeyContext);
      const otp = createOtpFlow(kit, set, get, {
        validateFirst: ({ validateForm, loginFormSchema }, { values }) =>
          validateForm(loginFormSchema, { ...values, role }, kit.translate),
        // The first step's fields, as declared: the channel and the code are the later steps'.
        check: ({ values: { preferredComm: _channel, otp: _code, ...credentials } }, signal) =>
          deps.api.loginCheck({ ...credentials, role }, { signal }),
        // A wrong password marks the password field (GUIDE-12).
        errorFields: { credentials_invalid: 'password' },
        send: (_state, channel, signal) =>
          deps.api.otpLoginCheck(sendCodeBody(who(), channel, role), { signal }),
        verify: ({ values }, signal) =>
          deps.api.validateAndLogin(
            { ...who(), otp: values.otp, preferredComm: channelOf(values), role },
            { signal },
          ),
        verified: (result) => void offer.verified(result),
        resumable: {
          flow: 'sign-in',
          resume: (flowHandle) => deps.api.resumeFlow({ flowHandle, role }),
          restore: (resumed) => ({ username: resumed.username ?? '' }),
        },
      });
      const { checkFirst, ...later } = otp;
      const { verified: _verified, ...offerActions } = offer;
      const { beforeSubmit, afterSubmit, ...passkeyActions } = passkey;
      return {
        ...initial(),
        ...createBaseActions(kit, set, get, initial),
        // The autofill's passkey request waits while the credentials are checked (one at a time).
        async signIn() {
          beforeSubmit();
          const result = await checkFirst();
          afterSubmit();
          return result;
        },
        ...later,
        ...offerActions,
        ...passkeyActions,
      };
    },
    (state) => stepFlags(state, credentialsWaitingFor),
  );
}
