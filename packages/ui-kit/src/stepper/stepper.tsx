import { visuallyHidden } from '../shared/visually-hidden.css.ts';
import * as styles from './stepper.css.ts';

/** Props of {@link Stepper}. */
export type StepperProps = {
  /** Step titles, in order. */
  steps: ReadonlyArray<string>;
  /** Index of the current step, counted from 0. */
  current: number;
  /** Accessible name of the progress list. Default 'Progress'. */
  label?: string;
  /** Screen-reader word after a finished step. Default 'completed'. */
  completedText?: string;
};

/** Where the user is in a stepped form: steps before `current` are complete. */
export function Stepper({
  steps,
  current,
  label = 'Progress',
  completedText = 'completed',
}: StepperProps) {
  return (
    <ol className={styles.list} aria-label={label}>
      {steps.map((title, index) => {
        const state = index < current ? 'complete' : index === current ? 'current' : 'upcoming';
        return (
          <li
            key={title}
            className={styles.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {state === 'complete' ? '✓' : index + 1}
            </span>
            <span>
              {title}
              {state === 'complete' ? (
                <span className={visuallyHidden}>{`, ${completedText}`}</span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
