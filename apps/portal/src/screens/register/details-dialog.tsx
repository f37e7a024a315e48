import type { ReadonlyStore } from '@forecourt/flows-core';
import { Dialog } from '@forecourt/ui-kit';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import * as styles from '../screens.css.ts';

/** The 'Please add details' modal (spec §2 Register, width 25rem) showing one validation message. */
export function DetailsDialog({
  message,
  onClose,
}: {
  message: string | undefined;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={message !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('register.dialog.title')}
      closeLabel={t('register.dialog.close')}
    >
      <p className={styles.dialogText}>{message}</p>
    </Dialog>
  );
}

/**
 * A registration screen's submit handler and its 'Please add details' dialog: after each submit
 * the dialog opens with the flow's `validationMessage` (the check that stopped the form before
 * anything was sent), again on every failed submit even when the message is the same. A failed
 * call never opens it: its message is the flow's `error`, shown on the screen and in a toast.
 */
export function useDetailsDialog(flow: ReadonlyStore<{ validationMessage?: string | undefined }>): {
  submit: (action: () => Promise<void>) => (event: FormEvent) => void;
  dialog: ReactNode;
} {
  const [message, setMessage] = useState<string>();
  const submit = (action: () => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    setMessage(undefined);
    void action().then(() => setMessage(flow.getState().validationMessage));
  };
  return {
    submit,
    dialog: <DetailsDialog message={message} onClose={() => setMessage(undefined)} />,
  };
}
