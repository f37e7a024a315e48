import { type Channel, normaliseIdNumber, roleOf } from '@forecourt/validators';
import type { ReadonlyStore } from '../../store/readonly-store.ts';
import { initialCodeState } from '../code-step/code-step.ts';
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
import { createOtpFlow, otpFlags } from '../shared/otp-flow.ts';
import { channelOf, firstBlank } from '../shared/selectors.ts';
import { defineSteps } from '../shared/steps.ts';

/** The forgot-username form. */
export type ForgotUsernameValues = {
  idNumber: string;
  captchaResponse: string;
  preferredComm: '' | Channel;
  otp: string;
};

/**
 * Recover username's steps (RECOVER-USERNAME-2): the ID number, the channel, the code, and the
 * username shown.
 */
export const forgotUsernameSteps = defineSteps({
  idNumber: null,
  channel: 'idNumber',
  code: 'channel',
  done: null,
});

/** A step of recover username. */
export type ForgotUsernameStep = (typeof forgotUsernameSteps.steps)[number];

/** Recover username. */
export interface ForgotUsernameFlowState
  extends FlowStateBase<ForgotUsernameStep, ForgotUsernameValues>,
    CodeStepState,
    ChannelStepActions {
  /** The recovered username, shown on the done step. */
  recoveredUsername?: string | undefined;
  /** The first step's 'Submit': looks the ID number up. */
  lookUpId(): Promise<ActionResult>;
}

/** A forgot-username flow store. */
export type ForgotUsernameFlow = ReadonlyStore<ForgotUsernameFlowState>;

const steps = { first: 'idNumber', channel: 'channel', code: 'code' } as const;

/** Creates the recover-username flow for a portal type. */
export function createForgotUsernameFlow(deps: FlowDeps, options: FlowOptions): ForgotUsernameFlow {
  const role = roleOf(options.type);
  const flow = 'username' as const;
  return createFlowStore<ForgotUsernameFlowState>(
    (set, get) => {
      const initial = () => ({
        ...initialFlowData<ForgotUsernameStep, ForgotUsernameValues>(forgotUsernameSteps, {
          idNumber: '',
          captchaResponse: '',
          preferredComm: '',
          otp: '',
        }),
        ...initialCodeState(),
        recoveredUsername: undefined,
      });
      const kit = createFlowKit<ForgotUsernameFlowState>(
        deps,
        set,
        get,
        `forecourt.forgot-username.${options.type}`,
      );
      const { checkFirst, ...later } = createOtpFlow(kit, set, get, {
        steps,
        validateFirst: ({ fieldError, fields }, { values }) => {
          const error = fieldError(fields.idNumber, values.idNumber, kit.translate);
          return error
            ? { ok: false, fieldErrors: { idNumber: error } }
            : { ok: true, value: values };
        },
        check: ({ values }, signal) =>
          deps.api.forgotUsernameCheck(
            {
              idNumber: normaliseIdNumber(values.idNumber),
              role,
              flow,
              ...(values.captchaResponse ? { captchaResponse: values.captchaResponse } : {}),
            },
            { signal },
          ),
        send: ({ values, flowHandle }, channel, signal) =>
          deps.api.otpForgotUsernameCheck(
            {
              ...grantOf(flowHandle, { idNumber: normaliseIdNumber(values.idNumber) }),
              preferredComm: channel,
              role,
              flow,
            },
            { signal },
          ),
        verify: ({ values, flowHandle }, signal) =>
          deps.api.requestUsername(
            {
              ...grantOf(flowHandle, { idNumber: normaliseIdNumber(values.idNumber) }),
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
          set({ step: 'done', status: 'done', recoveredUsername });
          kit.succeed(kit.translate('username.retrieved'));
        },
      });
      return {
        ...initial(),
        ...createBaseActions(kit, set, get, initial),
        lookUpId: checkFirst,
        ...later,
      };
    },
    (state) => otpFlags(state, steps, ({ values }) => firstBlank(values, ['idNumber'])),
  );
}
