import { useEffect, useRef } from 'react';
import { focusHeading } from '../app/focus-heading.ts';
import * as styles from './screens.css.ts';

/** Props of {@link StepHeading}. */
export type StepHeadingProps = {
  /** The step this heading belongs to, by name; focus moves here whenever it changes. */
  step: string;
  /** The heading text. */
  children: string;
  /** Id for `aria-labelledby` of the step's form. */
  id: string;
};

/**
 * The heading of one step of a stepped screen. When the step changes (not on first render, where
 * focus belongs to the page) focus moves to it, so keyboard and screen-reader users land at the
 * top of the new step instead of on a button that vanished. Focused by script, it draws no ring
 * (focusHeading).
 */
export function StepHeading({ step, children, id }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (ref.current) focusHeading(ref.current);
  }, [step]);
  return (
    <h2 ref={ref} id={id} className={styles.subheading}>
      {children}
    </h2>
  );
}
