import { Dialog } from '@forecourt/ui-kit';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import * as styles from '../screens.css.ts';

/**
 * The 'Please add details' modal (spec §2 Register, width 25rem) with the form's validation
 * message. It opens whenever a new message arrives and closes with its button or Escape.
 */
export function DetailsDialog({ message }: { message: string | undefined }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setOpen(message !== undefined && message !== '');
  }, [message]);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('register.dialog.title')}
      closeLabel={t('register.dialog.close')}
    >
      <p className={styles.dialogText}>{message}</p>
    </Dialog>
  );
}
