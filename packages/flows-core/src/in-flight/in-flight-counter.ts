import { createStore } from 'zustand/vanilla';
import { type ReadonlyStore, readonly } from '../store/readonly-store.ts';

/** How many HTTP requests are in flight; the loading overlay of PRODUCT-6 shows while above zero. */
export interface InFlightState {
  count: number;
  /** A request started. */
  increment(): void;
  /** A request settled; never goes below zero. */
  decrement(): void;
}

/** An observable in-flight request counter. */
export type InFlightCounter = ReadonlyStore<InFlightState>;

/** Creates an in-flight counter starting at zero. */
export function createInFlightCounter(): InFlightCounter {
  const store = createStore<InFlightState>()((set, get) => ({
    count: 0,
    increment: () => set({ count: get().count + 1 }),
    decrement: () => set({ count: Math.max(0, get().count - 1) }),
  }));
  return readonly(store);
}

/** True while the loading overlay should show. */
export function isLoading(state: Pick<InFlightState, 'count'>): boolean {
  return state.count > 0;
}
