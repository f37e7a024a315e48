import { type ReactNode, Suspense, useEffect } from 'react';
import { loadFormChecks } from '../app/form-checks.ts';
import { useT } from '../i18n/i18n-context.tsx';
import * as styles from '../screens/screens.css.ts';

/**
 * A screen's card with its page heading (h1) and the step content below it. A step whose code
 * is still loading shows the loading text in its place. Every such screen sends a form: its
 * form checks load as soon as it shows (the page links their chunk), not on the first submit.
 */
export function ScreenFrame({ heading, children }: { heading: string; children: ReactNode }) {
  const t = useT();
  useEffect(() => {
    // A failed load is tried again, and reported, by the first submit.
    loadFormChecks().catch(() => undefined);
  }, []);
  return (
    <section className={styles.card} aria-labelledby="screen-heading">
      <h1 id="screen-heading" className={styles.heading}>
        {heading}
      </h1>
      <Suspense
        fallback={
          <p role="status" className={styles.notice}>
            {t('app.loading')}
          </p>
        }
      >
        {children}
      </Suspense>
    </section>
  );
}
