import type { FormValues } from '@forecourt/validators';
import {
  emptyValues,
  idLoginForm,
  normaliseIdNumber,
  requiredOn,
} from '@forecourt/validators/forms';
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
import { createPasskeyOffer, type PasskeyOfferActions } from '../shared/passkeys.ts';
import { channelOf, firstBlank } from '../shared/selectors.ts';
import { stepFlags } from '../shared/step-flags.ts';
import { defineSteps } from '../shared/steps.ts';

/** The ID login form (IDLOGIN-1), as validators declares it. */
export type IdLoginValues = FormValues<typeof idLoginForm>;

/**
 * ID sign-in's steps (IDLOGIN-2): the ID number and captcha, the channel, the code; after the
 * code, the passkey offer where the device can hold one (PASSKEY-1).
 */
export const idLoginSteps = defineSteps({
  idNumber: {
    role: 'first',
    title: 'idLogin.step.idNumber',
    verb: 'lookUpId',
    next: { checked: 'channel' },
  },
  channel: {
    role: 'channel',
    title: 'login.step.channel',
    verb: 'chooseChannel',
    back: 'idNumber',
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

/** A step of ID sign-in. */
export type IdLoginStep = (typeof idLoginSteps.steps)[number];

/** Sign in with ID. */
export interface IdLoginFlowState
  extends FlowStateBase<IdLoginStep, IdLoginValues>,
    CodeStepState,
    ChannelStepActions,
    PasskeyOfferActions {
  /** 'Sign in With Id' on the first step: looks the ID number up. */
  lookUpId(): Promise<ActionResult>;
}

/** An ID login flow store. */
export type IdLoginFlow = ReadonlyStore<IdLoginFlowState>;

/** 'Sign in With Id' waits for an ID number and a resolved captcha (IDLOGIN-3). */
const idWaitingFor = ({ values }: IdLoginFlowState) =>
  firstBlank(values, [...requiredOn(idLoginForm, 'idNumber'), 'captchaResponse']);

/** Creates the ID sign-in flow for a portal type. */
export function createIdLoginFlow(deps: FlowDeps, options: FlowOptions): IdLoginFlow {
  const role = roleOf(options.type);
  return createFlowStore<IdLoginFlowState>(
    (set, get) => {
      const initial = () => ({
        ...initialFlowData<IdLoginStep, IdLoginValues>(idLoginSteps, emptyValues(idLoginForm)),
        ...initialCodeState(),
      });
      const kit = createFlowKit<IdLoginFlowState>(
        deps,
        set,
        get,
        `forecourt.id-login.${options.type}`,
      );
      const offer = createPasskeyOffer({ kit, deps, set, get, type: options.type });
      const { checkFirst, ...later } = createOtpFlow(kit, set, get, {
        validateFirst: ({ validateForm, idLoginFormSchema }, { values }) =>
          validateForm(
            idLoginFormSchema,
            {
              role,
              idNumber: values.idNumber,
              captchaResponse: values.captchaResponse,
            },
            kit.translate,
          ),
        check: ({ values }, signal) =>
          deps.api.idLoginCheck(
            {
              idNumber: normaliseIdNumber(values.idNumber),
              role,
              captchaResponse: values.captchaResponse,
            },
            { signal },
          ),
        send: ({ values, flowHandle }, channel, signal) =>
          deps.api.otpIdLoginCheck(
            sendCodeBody(
              grantOf(flowHandle, { idNumber: normaliseIdNumber(values.idNumber) }),
              channel,
              role,
            ),
            { signal },
          ),
        verify: ({ values, flowHandle }, signal) =>
          deps.api.validateAndIdLogin(
            {
              ...grantOf(flowHandle, { idNumber: normaliseIdNumber(values.idNumber) }),
              otp: values.otp,
              preferredComm: channelOf(values),
              role,
            },
            { signal },
          ),
        verified: (result) => void offer.verified(result),
        resumable: {
          flow: 'id-sign-in',
          resume: (flowHandle) => deps.api.resumeFlow({ flowHandle, role }),
        },
      });
      const { verified: _verified, ...offerActions } = offer;
      return {
        ...initial(),
        ...createBaseActions(kit, set, get, initial),
        lookUpId: checkFirst,
        ...later,
        ...offerActions,
      };
    },
    (state) => stepFlags(state, idWaitingFor),
  );
}
