import * as styles from '../../components/screens.css.ts';
import { useLanguage, useT } from '../../i18n/i18n-context.tsx';

/**
 * The terms a registration asks to accept, in the language in use (public/terms), opened in a new
 * tab so what was typed stays (REG-14).
 */
export function TermsLink() {
  const t = useT();
  const { language } = useLanguage();
  return (
    <a
      href={`/terms/${language}.html`}
      target="_blank"
      rel="noopener"
      className={styles.secondaryLink}
    >
      {t('register.terms')}
    </a>
  );
}
