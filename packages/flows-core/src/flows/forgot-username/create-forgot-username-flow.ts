import { type Channel, formatMessage, roleOf } from '@forecourt/validators';
import { createStore } from 'zustand/vanilla';
import { type ReadonlyStore, readonly } from '../../store/readonly-store.ts';
import { createBaseActions, initialFlowData } from '../shared/base-actions.ts';
import { grantOf } from '../shared/flow-handle.ts';
import { createFlowKit } from '../shared/flow-kit.ts';
import type { FlowDeps, FlowOptions, FlowStateBase, OtpActions } from '../shared/flow-types.ts';
import { createOtpActions } from '../shared/otp-flow.ts';
import { channelOf, filled } from '../shared/selectors.ts';

/** The forgot-username form. */
export type ForgotUsernameValues = {
  idNumber: string;
  captchaResponse: string;
  preferredComm: '' | Channel;
  otp: string;
};

/** Recover username: 0 ID number, 1 channel, 2 code, 3 the username shown (spec §4). */
export interface ForgotUsernameFlowState
  extends FlowStateBase<0 | 1 | 2 | 3, ForgotUsernameValues>,
    OtpActions {
  /** The recovered username, shown on step 3. */
  recoveredUsername?: string;
  /** Step 0: checks the ID number. */
  submitCredentials(): Promise<void>;
}

/** A forgot-username flow store. */
export type ForgotUsernameFlow = ReadonlyStore<ForgotUsernameFlowState>;

/** Step 0's button is enabled with an ID number. */
export function canSubmitForgotUsername(state: ForgotUsernameFlowState): boolean {
  return state.step === 0 && state.status === 'idle' && filled(state.values.idNumber);
}

/** Creates the recover-username flow of spec §4 for a portal type. */
export function createForgotUsernameFlow(deps: FlowDeps, options: FlowOptions): ForgotUsernameFlow {
  const role = roleOf(options.type);
  const flow = 'username' as const;
  const store = createStore<ForgotUsernameFlowState>()((set, get) => {
    const initial = () => ({
      ...initialFlowData<ForgotUsernameValues>({
        idNumber: '',
        captchaResponse: '',
        preferredComm: '',
        otp: '',
      }),
      recoveredUsername: undefined,
    });
    const kit = createFlowKit<ForgotUsernameFlowState>(
      deps,
      set,
      get,
      `forecourt.forgot-username.${options.type}`,
    );
    return {
      ...initial(),
      ...createBaseActions(kit, set, get, initial),
      ...createOtpActions(kit, set, get, deps.clock, {
        validateStep0: ({ fieldError, fields }, { values }) => {
          const error = fieldError(fields.idNumber, values.idNumber);
          return error
            ? { ok: false, fieldErrors: { idNumber: error } }
            : { ok: true, value: values };
        },
        check: ({ values }, signal) =>
          deps.api.forgotUsernameCheck(
            {
              idNumber: values.idNumber,
              role,
              flow,
              ...(values.captchaResponse ? { captchaResponse: values.captchaResponse } : {}),
            },
            { signal },
          ),
        send: ({ values, flowHandle }, channel, signal) =>
          deps.api.otpForgotUsernameCheck(
            {
              ...grantOf(flowHandle, { idNumber: values.idNumber }),
              preferredComm: channel,
              role,
              flow,
            },
            { signal },
          ),
        verify: ({ values, flowHandle }, signal) =>
          deps.api.requestUsername(
            {
              ...grantOf(flowHandle, { idNumber: values.idNumber }),
              otp: values.otp,
              preferredComm: channelOf(values),
              role,
            },
            { signal },
          ),
        resumable: {
          flow: 'forgot-username',
          resume: (flowHandle) => deps.api.resumeFlow({ flowHandle, role }),
        },
        verified: ({ reply }) => {
          kit.countdown.getState().stop();
          const recoveredUsername = reply.username ?? reply.payload?.username;
          set({ step: 3, status: 'done', recoveredUsername });
          kit.succeed(formatMessage('username.retrieved'));
        },
      }),
    };
  });
  return readonly(store);
}
