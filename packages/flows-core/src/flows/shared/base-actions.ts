import { type ActionResult, blockedAt, ignored, ran } from './action-result.ts';
import type { FlowKit } from './flow-kit.ts';
import type { FlowStateBase } from './flow-types.ts';
import type { StepGraph } from './steps.ts';

type AnyState = FlowStateBase<string, Record<string, string>>;
type BaseActions = Pick<
  AnyState,
  'setField' | 'resolveCaptcha' | 'submit' | 'back' | 'reset' | 'dispose'
>;

/** The state a flow starts (and resets) with at its first step, before its actions. */
export function initialFlowData<Step extends string, Values extends Record<string, string>>(
  graph: StepGraph<Step>,
  values: Values,
) {
  return {
    step: graph.first,
    graph,
    values,
    status: 'idle' as const,
    busy: false,
    canSubmit: false,
    waitingFor: undefined,
    fieldErrors: {},
    error: undefined,
    validationMessage: undefined,
    destinations: undefined,
    maskedIdNumber: undefined,
    flowHandle: undefined,
  };
}

/**
 * setField, resolveCaptcha, back, reset and dispose, the same in every flow. `back` follows the
 * flow's step graph; Back from a code step leaves its countdown running, so choosing the channel
 * again inside it comes back to the same code. Back to the first step forgets the captcha's
 * response: the step shows a fresh captcha, and its button waits for it again (GUIDE-15).
 */
export function createBaseActions<S extends AnyState>(
  kit: FlowKit,
  set: (partial: Partial<S>) => void,
  get: () => S,
  initial: () => Partial<S>,
): BaseActions {
  const setField = (name: string, value: string) => {
    if (kit.isDisposed()) return;
    const { [name]: _cleared, ...fieldErrors } = get().fieldErrors;
    set({ values: { ...get().values, [name]: value }, fieldErrors } as Partial<S>);
  };
  return {
    setField,
    resolveCaptcha: (token) => setField('captchaResponse', token),
    async submit() {
      const { graph, step } = get();
      const verb = graph.verb[step];
      const action = verb === undefined ? undefined : (get() as Record<string, unknown>)[verb];
      if (typeof action !== 'function') return ignored('wrong_step');
      // A verb without an answer (the done step's 'continue') ran all the same.
      return ((await action()) as ActionResult | undefined) ?? ran;
    },
    back() {
      const { step, graph } = get();
      const previous = graph.back[step] ?? null;
      const why = blockedAt(kit, get(), ...(previous === null ? [] : [graph.role[step]]));
      if (why) return ignored(why);
      // Back at the first step starts again: a reload must not bring the old step back, and the
      // captcha there is a new one, not yet resolved (a response is good for one check anyway).
      const first = previous === graph.first;
      if (first) kit.handle.forget();
      const values = get().values;
      set({
        ...(first && 'captchaResponse' in values
          ? { values: { ...values, captchaResponse: '' } }
          : {}),
        step: previous,
        fieldErrors: {},
        error: undefined,
        validationMessage: undefined,
      } as Partial<S>);
      return ran;
    },
    reset() {
      if (kit.isDisposed()) return;
      kit.cancel();
      kit.countdown.getState().stop();
      kit.handle.forget();
      set(initial());
    },
    dispose: () => kit.dispose(),
  };
}

/** Whether a flow's state is busy, from its status: the flag every flow derives. */
export function busyOf(state: Pick<AnyState, 'status'>): boolean {
  return state.status === 'submitting';
}
