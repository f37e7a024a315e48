import * as styles from '../../components/screens.css.ts';
import { useT } from '../../i18n/i18n-context.tsx';

// Stands for the username in the sentence, so the username can be emphasised wherever a language
// puts it.
const usernameMark = '\u0000';

/**
 * 'Your username is {username}' with the username emphasised (RECOVER-USERNAME-7): the one thing
 * the person came for, not to be retyped wrong. Never machine-translated.
 */
export function RecoveredUsername({ username }: { username: string }) {
  const t = useT();
  const [before = '', after = ''] = t('forgotUsername.result', { username: usernameMark }).split(
    usernameMark,
  );
  return (
    <p className={styles.result} data-testid="recovered-username">
      {before}
      <strong className={styles.recovered} translate="no">
        {username}
      </strong>
      {after}
    </p>
  );
}
