import { type ReactNode, Suspense } from 'react';
import { useT } from '../i18n/i18n-context.tsx';
import * as styles from '../screens/screens.css.ts';

/**
 * A screen's card with its page heading (h1) and the step content below it. A step whose code
 * is still loading shows the loading text in its place.
 */
export function ScreenFrame({ heading, children }: { heading: string; children: ReactNode }) {
  const t = useT();
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
