import type { StoreApi } from 'zustand/vanilla';

/**
 * A zustand store without `setState`: callers read and subscribe, and change state only through
 * the named actions the state carries. Structurally what zustand's `useStore` accepts.
 */
export type ReadonlyStore<T> = Pick<StoreApi<T>, 'getState' | 'getInitialState' | 'subscribe'>;

/** Hides `setState` so the store can be handed out without letting callers bypass its actions. */
export function readonly<T>(store: StoreApi<T>): ReadonlyStore<T> {
  return {
    getState: store.getState,
    getInitialState: store.getInitialState,
    subscribe: store.subscribe,
  };
}
