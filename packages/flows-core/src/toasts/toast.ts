import type { Toast } from '@forecourt/validators';
import { createStore } from 'zustand/vanilla';
import { type ReadonlyStore, readonly } from '../store/readonly-store.ts';

/** What a flow hands to `notify`: a toast without its id, life optional. */
export type ToastInput = Omit<Toast, 'id'> & { id?: string };

/** Default toast life in milliseconds (LIMITS-1). */
export const defaultToastLife = 3000;

/** Completes a toast input with its id and the default life. */
export function createToast(input: ToastInput, id: string): Toast {
  const { detail, sticky, life, id: _ignored, ...rest } = input;
  return {
    ...rest,
    id: input.id ?? id,
    life: life ?? defaultToastLife,
    ...(detail ? { detail } : {}),
    ...(sticky ? { sticky } : {}),
  };
}

/** The toasts on screen, oldest first, with the actions that change them. */
export interface ToastQueueState {
  toasts: readonly Toast[];
  /** Adds a toast and returns its id. Usable directly as a flow's `notify`. */
  push(input: ToastInput): string;
  /** Removes one toast (the Toaster calls this when its life ends or it is closed). */
  dismiss(id: string): void;
  /** Removes every toast. */
  clear(): void;
}

/** Creates an observable toast queue. */
export function createToastQueue(): ReadonlyStore<ToastQueueState> {
  let next = 1;
  const store = createStore<ToastQueueState>()((set, get) => ({
    toasts: [],
    push: (input) => {
      const toast = createToast(input, `toast-${next++}`);
      set({ toasts: [...get().toasts.filter((t) => t.id !== toast.id), toast] });
      return toast.id;
    },
    dismiss: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
    clear: () => set({ toasts: [] }),
  }));
  return readonly(store);
}
