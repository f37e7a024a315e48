import type { FormValues } from '@forecourt/validators';
import {
  emptyValues,
  forgotUsernameForm,
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
import { channelOf, firstBlank } from '../shared/selectors.ts';
import { stepFlags } from '../shared/step-flags.ts';
import { defineSteps, moveOn } from '../shared/steps.ts';

/** The forgot-username form (RECOVER-USERNAME-3), as validators declares it. */
export type ForgotUsernameValues = FormValues<typeof forgotUsernameForm>;

/**
 * Recover username's steps (RECOVER-USERNAME-2): the ID number, the channel, the code, and the
 * username shown.
 */
export const forgotUsernameSteps = defineSteps({
  idNumber: {
    role: 'first',
    title: 'forgotUsername.step.idNumber',
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
    next: { verified: 'done' },
  },
  done: { role: 'done', title: 'forgotUsername.step.done' },
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

/** Creates the recover-username flow for a portal type. */
export function createForgotUsernameFlow(deps: FlowDeps, options: FlowOptions): ForgotUsernameFlow {
  const role = roleOf(options.type);
  const flow = 'username' as const;
  return createFlowStore<ForgotUsernameFlowState>(
    (set, get) => {
      const initial = () => ({
        ...initialFlowData<ForgotUsernameStep, ForgotUsernameValues>(
          forgotUsernameSteps,
          emptyValues(forgotUsernameForm),
        ),
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
            sendCodeBody(
              grantOf(flowHandle, { idNumber: normaliseIdNumber(values.idNumber) }),
              channel,
              role,
              flow,
            ),
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
          set({ ...moveOn(get(), 'verified'), status: 'done', recoveredUsername });
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
    (state) =>
      stepFlags(state, ({ values }) =>
        firstBlank(values, requiredOn(forgotUsernameForm, 'idNumber')),
      ),
  );
}
