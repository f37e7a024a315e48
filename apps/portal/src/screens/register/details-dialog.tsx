import { Dialog } from '@forecourt/ui-kit';
import { useT } from '../../i18n/i18n-context.tsx';
import * as styles from '../screens.css.ts';

/** The 'Please add details' modal (REG-5, width 25rem) showing one validation message. */
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
