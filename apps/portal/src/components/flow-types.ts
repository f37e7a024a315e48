import type {
  ChannelStepActions,
  CodeState,
  CodeStepState,
  FlowError,
  FlowStateBase,
  ReadonlyStore,
} from '@forecourt/flows-core';

/** What the code step needs of a flow: its flags and verbs (flows-core's code step). */
export type CodeFlowState = Pick<
  FlowStateBase<string, { otp: string; preferredComm: string }>,
  | 'values'
  | 'busy'
  | 'canSubmit'
  | 'waitingFor'
  | 'fieldErrors'
  | 'error'
  | 'reset'
  | 'setField'
  | 'submit'
> &
  Omit<CodeStepState, 'resume'>;

/** A flow with a code step. */
export type CodeFlow = ReadonlyStore<CodeFlowState>;

/** What the channel step needs of a flow: the choice, the masked destinations, the verb. */
export type ChannelFlowState = Pick<
  FlowStateBase<string, { preferredComm: string }>,
  | 'values'
  | 'busy'
  | 'canSubmit'
  | 'waitingFor'
  | 'fieldErrors'
  | 'destinations'
  | 'setField'
  | 'submit'
> &
  Pick<CodeStepState, 'codeState' | 'destination'> &
  ChannelStepActions;

/** A flow with a channel step. */
export type ChannelFlow = ReadonlyStore<ChannelFlowState>;

/**
 * What a flow screen shows of any flow: its step, its last failure and, for a flow with a code
 * step, where the code stands.
 */
export type ScreenFlowState<Step extends string> = {
  step: Step;
  error?: FlowError | undefined;
  codeState?: CodeState | undefined;
};
