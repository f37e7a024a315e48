import type { ReactNode } from 'react';
import * as styles from '../screens/screens.css.ts';

/** A screen's card with its page heading (h1) and the step content below it. */
export function ScreenFrame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby="screen-heading">
      <h1 id="screen-heading" className={styles.heading}>
        {heading}
      </h1>
      {children}
    </section>
  );
}
