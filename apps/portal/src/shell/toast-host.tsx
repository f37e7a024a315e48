import type { FlowToast, ReadonlyStore, ToastQueueState } from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import { Toaster } from '@forecourt/ui-kit';
import { useErrorText } from '../components/flow-error.tsx';
import { useT } from '../i18n/i18n-context.tsx';

/**
 * The toast area (PRODUCT-7, LIMITS-1): the queue's toasts, top right (below the header on a
 * narrow screen, MSG-12), 3000 ms by default. A failure's toast says what the page says of it, in
 * the same words (MSG-1): its text is the page's text of the failure it carries.
 */
export function ToastHost({ toasts }: { toasts: ReadonlyStore<ToastQueueState> }) {
  const t = useT();
  const errorText = useErrorText();
  const list = useFlow(toasts, (state) => state.toasts);
  const shown = list.map(({ error, ...toast }: FlowToast) =>
    error ? { ...toast, detail: errorText(error) } : toast,
  );
  return (
    <Toaster
      toasts={shown}
      onDismiss={(id) => toasts.getState().dismiss(id)}
      closeLabel={t('toast.close')}
      regionLabel={t('toast.region')}
    />
  );
}
