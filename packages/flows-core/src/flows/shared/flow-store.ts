import { createStore, type StoreApi } from 'zustand/vanilla';
import { type ReadonlyStore, readonly } from '../../store/readonly-store.ts';

/** A flow's `set`: merges `partial` and recomputes the flags derived from the whole state. */
export type SetFlow<S> = (partial: Partial<S>) => void;

/**
 * A flow store whose flags (`busy`, `canSubmit`, the code step's `codeState` and friends) are
 * computed in the store on every change, TanStack Form style: views read them, never rebuild
 * them from `status` or `step`. `derive` returns the flags of a state; `build` creates the state
 * and its actions over a `set` that keeps the flags current.
 */
export function createFlowStore<S extends object>(
  build: (set: SetFlow<S>, get: () => S) => S,
  derive: (state: S) => Partial<S>,
): ReadonlyStore<S> {
  const store: StoreApi<S> = createStore<S>()((set, get) => {
    const setFlow: SetFlow<S> = (partial) => {
      const next = { ...get(), ...partial };
      set({ ...partial, ...derive(next) });
    };
    const initial = build(setFlow, get);
    return { ...initial, ...derive(initial) };
  });
  return readonly(store);
}
