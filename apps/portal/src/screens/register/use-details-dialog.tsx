import type { ReadonlyStore } from '@forecourt/flows-core';
import { type ReactNode, Suspense, useState } from 'react';
import { lazyComponent } from '../../edge/lazy-component.tsx';

// Radix Dialog loads when the first message is shown (and on idle, see the screens).
const DetailsDialog = lazyComponent(() =>
  import('./details-dialog.tsx').then((module) => module.DetailsDialog),
);

/** Loads the 'Please add details' dialog ahead of time. */
export const loadDetailsDialog = DetailsDialog.preload;

/**
 * A registration screen's submit handler (the flow's `submit`: the current step's verb) and its
 * 'Please add details' dialog: after each submit the dialog opens with the flow's `validationMessage` (the check that stopped the form before
 * anything was sent), again on every failed submit even when the message is the same. A failed
 * call never opens it: its message is the flow's `error`, shown on the screen and in a toast.
 */
export function useDetailsDialog(
  flow: ReadonlyStore<{ validationMessage?: string | undefined; submit(): Promise<unknown> }>,
): {
  submit: () => void;
  dialog: ReactNode;
} {
  const [message, setMessage] = useState<string>();
  const submit = () => {
    setMessage(undefined);
    void flow
      .getState()
      .submit()
      .then(() => setMessage(flow.getState().validationMessage));
  };
  return {
    submit,
    dialog:
      message === undefined ? null : (
        <Suspense fallback={null}>
          <DetailsDialog message={message} onClose={() => setMessage(undefined)} />
        </Suspense>
      ),
  };
}
