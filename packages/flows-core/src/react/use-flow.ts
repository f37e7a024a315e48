import { useStore } from 'zustand';
import type { ReadonlyStore } from '../store/readonly-store.ts';

/**
 * Subscribes a React component to a flows-core store and returns the selected slice; the
 * component re-renders when that slice changes (`Object.is`). Return stable values from
 * `selector` (a field, or a primitive); build objects with zustand's `useShallow`.
 */
export function useFlow<T, U>(store: ReadonlyStore<T>, selector: (state: T) => U): U {
  return useStore(store, selector);
}
