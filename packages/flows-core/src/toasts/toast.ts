import type { Toast } from '@forecourt/validators';
import { createStore } from 'zustand/vanilla';
import type { FlowError } from '../flows/shared/flow-error.ts';
import { type ReadonlyStore, readonly } from '../store/readonly-store.ts';

/**
 * A toast a flow made. A failure's toast also carries the failure: its `detail` is the failure's
 * message, and an app that words failures itself on the page (by `error.code`) words the toast
 * the same way, so both say the same words (MSG-1).
 */
export type FlowToast = Toast & {
  /** The failure an error toast tells of; absent on every other toast. */
  error?: FlowError;
};

/** What a flow hands to `notify`: a toast without its id, life optional. */
export type ToastInput = Omit<FlowToast, 'id'> & { id?: string };

/** Default toast life in milliseconds (LIMITS-1). */
export const defaultToastLife = 3000;

/** Completes a toast input with its id and the default life. */
export function createToast(input: ToastInput, id: string): FlowToast {
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
  toasts: readonly FlowToast[];
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
