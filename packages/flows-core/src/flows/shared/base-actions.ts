import type { FlowKit } from './flow-kit.ts';
import type { FlowStateBase } from './flow-types.ts';

type AnyState = FlowStateBase<number, Record<string, string>>;
type BaseActions = Pick<AnyState, 'setField' | 'resolveCaptcha' | 'back' | 'reset' | 'dispose'>;

/** The state a flow starts (and resets) with, before its actions. */
export function initialFlowData<Values extends Record<string, string>>(values: Values) {
  return {
    step: 0 as const,
    values,
    status: 'idle' as const,
    fieldErrors: {},
    error: undefined,
    validationMessage: undefined,
    destinations: undefined,
    resendAvailableAt: undefined,
    resendRemaining: 0,
    flowHandle: undefined,
  };
}

/** setField, resolveCaptcha, back, reset and dispose, the same in every flow. */
export function createBaseActions<S extends AnyState>(
  kit: FlowKit,
  set: (partial: Partial<S>) => void,
  get: () => S,
  initial: () => Partial<S>,
  previousStep: (step: number) => number = (step) => step - 1,
): BaseActions {
  const setField = (name: string, value: string) => {
    if (kit.isDisposed()) return;
    const { [name]: _cleared, ...fieldErrors } = get().fieldErrors;
    set({ values: { ...get().values, [name]: value }, fieldErrors } as Partial<S>);
  };
  return {
    setField,
    resolveCaptcha: (token) => setField('captchaResponse', token),
    back() {
      const { step, status } = get();
      if (kit.isDisposed() || step === 0 || status === 'submitting' || status === 'done') return;
      // Back on step 0 the flow starts again: a reload must not bring the old step back.
      if (previousStep(step) === 0) kit.handle.forget();
      set({
        step: previousStep(step),
        status: 'idle',
        fieldErrors: {},
        error: undefined,
        validationMessage: undefined,
      } as Partial<S>);
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
