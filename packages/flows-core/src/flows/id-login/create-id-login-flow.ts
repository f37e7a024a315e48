import { type Channel, roleOf } from '@forecourt/validators';
import { createStore } from 'zustand/vanilla';
import { type ReadonlyStore, readonly } from '../../store/readonly-store.ts';
import { createBaseActions, initialFlowData } from '../shared/base-actions.ts';
import { grantOf } from '../shared/flow-handle.ts';
import { createFlowKit } from '../shared/flow-kit.ts';
import type { FlowDeps, FlowOptions, FlowStateBase, OtpActions } from '../shared/flow-types.ts';
import { createOtpActions } from '../shared/otp-flow.ts';
import { channelOf, filled } from '../shared/selectors.ts';

/** The ID form (spec §3). */
export type IdLoginValues = {
  idNumber: string;
  captchaResponse: string;
  preferredComm: '' | Channel;
  otp: string;
};

/** Sign in with ID: 0 ID number and captcha, 1 channel, 2 code; then the redirect. */
export interface IdLoginFlowState extends FlowStateBase<0 | 1 | 2, IdLoginValues>, OtpActions {
  /** Step 0 'Sign in With Id': checks the ID number. */
  submitCredentials(): Promise<void>;
}

/** An ID login flow store. */
export type IdLoginFlow = ReadonlyStore<IdLoginFlowState>;

/** 'Sign in With Id' is enabled with an ID number and a resolved captcha. */
export function canSubmitIdLogin(state: IdLoginFlowState): boolean {
  const { step, status, values } = state;
  return (
    step === 0 && status === 'idle' && filled(values.idNumber) && filled(values.captchaResponse)
  );
}

/** Creates the sign-in-with-ID flow of spec §4 for a portal type. */
export function createIdLoginFlow(deps: FlowDeps, options: FlowOptions): IdLoginFlow {
  const role = roleOf(options.type);
  const store = createStore<IdLoginFlowState>()((set, get) => {
    const initial = () =>
      initialFlowData<IdLoginValues>({
        idNumber: '',
        captchaResponse: '',
        preferredComm: '',
        otp: '',
      });
    const kit = createFlowKit<IdLoginFlowState>(
      deps,
      set,
      get,
      `forecourt.id-login.${options.type}`,
    );
    return {
      ...initial(),
      ...createBaseActions(kit, set, get, initial),
      ...createOtpActions(kit, set, get, deps.clock, {
        validateStep0: ({ validateForm, idLoginFormSchema }, { values }) =>
          validateForm(idLoginFormSchema, {
            role,
            idNumber: values.idNumber,
            captchaResponse: values.captchaResponse,
          }),
        check: ({ values }, signal) =>
          deps.api.idLoginCheck(
            { idNumber: values.idNumber, role, captchaResponse: values.captchaResponse },
            { signal },
          ),
        send: ({ values, flowHandle }, channel, signal) =>
          deps.api.otpIdLoginCheck(
            {
              ...grantOf(flowHandle, { idNumber: values.idNumber }),
              preferredComm: channel,
              role,
            },
            { signal },
          ),
        verify: ({ values, flowHandle }, signal) =>
          deps.api.validateAndIdLogin(
            {
              ...grantOf(flowHandle, { idNumber: values.idNumber }),
              otp: values.otp,
              preferredComm: channelOf(values),
              role,
            },
            { signal },
          ),
        verified: (result) => kit.signIn(result.session, options.type),
        resumable: {
          flow: 'id-sign-in',
          resume: (flowHandle) => deps.api.resumeFlow({ flowHandle, role }),
        },
      }),
    };
  });
  return readonly(store);
}
