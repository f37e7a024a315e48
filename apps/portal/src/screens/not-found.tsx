import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../app/use-document-title.ts';
import * as styles from '../components/screens.css.ts';
import { useT } from '../i18n/i18n-context.tsx';

/** Shown for an unknown path or portal type, with a way back to the landing screen. */
export function NotFound() {
  const t = useT();
  useDocumentTitle(t('title.page', { screen: t('notFound.heading'), app: t('app.name') }));
  return (
    <section className={styles.card} aria-labelledby="not-found-heading">
      <h1 id="not-found-heading" className={styles.heading}>
        {t('notFound.heading')}
      </h1>
      <p>{t('notFound.body')}</p>
      <Link to="/" className={styles.linkButton}>
        {t('notFound.back')}
      </Link>
    </section>
  );
}
