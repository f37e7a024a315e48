import { Dialog } from '@forecourt/ui-kit';
import * as styles from '../../components/screens.css.ts';
import { useT } from '../../i18n/i18n-context.tsx';

/**
 * The first invalid field of the page's form: where focus goes when the dialog closes (GUIDE-14),
 * so the person lands on what the message was about.
 */
function firstInvalidField(): HTMLElement | null {
  return document.querySelector<HTMLElement>('form [aria-invalid="true"]');
}

/**
 * The 'Please add details' modal (REG-5, width 25rem) showing one validation message; closed, it
 * leaves focus on the first invalid field, which shows its own message (GUIDE-14).
 */
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
      returnFocusTo={firstInvalidField}
    >
      <p className={styles.dialogText}>{message}</p>
    </Dialog>
  );
}
