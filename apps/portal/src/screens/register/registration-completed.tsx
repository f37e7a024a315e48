import type { PortalType } from '@forecourt/validators';
import { Link } from '@tanstack/react-router';
import * as styles from '../../components/screens.css.ts';
import { useT } from '../../i18n/i18n-context.tsx';

/**
 * What a completed registration leaves above the empty first step it starts again at (REG-GROUP-8,
 * REG-GROUP-9): the service's message, kept after its toast has gone, and the way to sign in. Not a
 * live region: the toast announced the message, and the step's heading takes focus.
 */
export function RegistrationCompleted({ type, message }: { type: PortalType; message: string }) {
  const t = useT();
  return (
    <div className={styles.completed} data-testid="registration-completed">
      {message ? <p className={styles.completedText}>{message}</p> : null}
      <Link to="/login/$type" params={{ type }} className={styles.secondaryLink}>
        {t('register.completed.signIn')}
      </Link>
    </div>
  );
}
