import type { ReadonlyStore, ToastQueueState } from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';

/** The toast area (spec §1): the queue's toasts, top right. */
export function ToastHost({ toasts }: { toasts: ReadonlyStore<ToastQueueState> }) {
  const list = useFlow(toasts, (state) => state.toasts);
  return (
    <section aria-label="Notifications">
      {list.map((toast) => (
        <div key={toast.id} role={toast.severity === 'error' ? 'alert' : 'status'}>
          <strong>{toast.summary}</strong> {toast.detail}
        </div>
      ))}
    </section>
  );
}
