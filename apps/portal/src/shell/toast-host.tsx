import type { ReadonlyStore, ToastQueueState } from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import { Toaster } from '@forecourt/ui-kit';
import { useT } from '../i18n/i18n-context.tsx';

/** The toast area (PRODUCT-7, LIMITS-1): the queue's toasts, top right, 3000 ms by default. */
export function ToastHost({ toasts }: { toasts: ReadonlyStore<ToastQueueState> }) {
  const t = useT();
  const list = useFlow(toasts, (state) => state.toasts);
  return (
    <Toaster
      toasts={list}
      onDismiss={(id) => toasts.getState().dismiss(id)}
      closeLabel={t('toast.close')}
      regionLabel={t('toast.region')}
    />
  );
}
