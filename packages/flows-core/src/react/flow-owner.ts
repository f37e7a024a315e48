import type { ReadonlyStore } from '../store/readonly-store.ts';

/** A flow store: anything whose state can `dispose()` it (every flows-core flow). */
export type DisposableFlow = ReadonlyStore<{ dispose(): void }>;

/**
 * Who owns one flow: the component that created it. `attach` when the component is mounted,
 * `detach` when it unmounts; the flow is disposed once it stays detached past the current task's
 * microtasks. React's StrictMode (and an `<Activity>` that hides and shows a screen at once)
 * detaches and re-attaches synchronously, so the flow survives; a real unmount disposes it.
 */
export interface FlowOwner<F extends DisposableFlow> {
  readonly flow: F;
  /** Marks the flow as in use; false when it was already disposed (create a new owner). */
  attach(): boolean;
  /** Marks the flow as unused; disposes it unless `attach` follows before the microtask runs. */
  detach(): void;
  /** True once the flow was disposed. */
  isDisposed(): boolean;
}

/** Creates the flow at once and returns its owner. `defer` defaults to `queueMicrotask`. */
export function createFlowOwner<F extends DisposableFlow>(
  create: () => F,
  defer: (task: () => void) => void = queueMicrotask,
): FlowOwner<F> {
  const flow = create();
  let attached = false;
  let disposed = false;
  return {
    flow,
    attach() {
      if (disposed) return false;
      attached = true;
      return true;
    },
    detach() {
      attached = false;
      defer(() => {
        if (attached || disposed) return;
        disposed = true;
        flow.getState().dispose();
      });
    },
    isDisposed: () => disposed,
  };
}
