import { type ReactNode, useEffect } from 'react';
import { loadFormChecks } from '../edge/form-checks.ts';
import * as styles from './screens.css.ts';

/**
 * A screen's card with its page heading (h1) and the step content below it. Every such screen
 * sends a form: its form checks load as soon as it shows (start-up asks for them on a page with
 * a form), not on the first submit.
 */
export function ScreenFrame({ heading, children }: { heading: string; children: ReactNode }) {
  useEffect(() => {
    // A failed load is tried again, and reported, by the first submit.
    loadFormChecks().catch(() => undefined);
  }, []);
  return (
    <section className={styles.card} aria-labelledby="screen-heading">
      <h1 id="screen-heading" className={styles.heading}>
        {heading}
      </h1>
      {children}
    </section>
  );
}
