import { useDocumentTitle } from '../app/use-document-title.ts';
import * as styles from '../components/screens.css.ts';
import { useT } from '../i18n/i18n-context.tsx';
import * as shell from './shell.css.ts';

/** Shown instead of the portal when `/config.json` is missing or invalid (PRODUCT-8). */
export function ConfigErrorScreen({ reason }: { reason: string }) {
  const t = useT();
  useDocumentTitle(t('title.page', { screen: t('config.heading'), app: t('app.name') }));
  return (
    <div className={shell.page}>
      <main className={shell.main}>
        <section className={styles.card} role="alert" aria-labelledby="config-error-heading">
          <h1 id="config-error-heading" className={styles.heading}>
            {t('config.heading')}
          </h1>
          <p>{t('config.body')}</p>
          <p>{t('config.detail', { reason })}</p>
        </section>
      </main>
    </div>
  );
}
