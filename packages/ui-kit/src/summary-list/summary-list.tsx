import type { ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { visuallyHidden } from '../shared/visually-hidden.css.ts';
import * as styles from './summary-list.css.ts';

/** One answer of a {@link SummaryList}. */
export type SummaryListRow = {
  /** The question or field, as the form asked it ('Mobile number'). */
  key: string;
  /** The answer as the person gave it; several lines for an address. */
  value: ReactNode;
  /** Called by the row's change button. Default undefined (no change button: a fixed answer). */
  onChange?: () => void;
};

/** Props of {@link SummaryList}. */
export type SummaryListProps = {
  /** The answers, in the order the form asked them. */
  rows: ReadonlyArray<SummaryListRow>;
  /**
   * Visible text of each change button; its accessible name adds the row's key in lower case
   * ('Change mobile number'). Default 'Change'.
   */
  changeLabel?: string;
  /** Class of the list. Default undefined. */
  className?: string;
};

/**
 * Answers to check before they are sent: a description list of question, answer and a change
 * button, which the caller points back at the field (check your answers).
 */
export function SummaryList({ rows, changeLabel = 'Change', className }: SummaryListProps) {
  return (
    <dl className={[styles.list, className].filter(Boolean).join(' ')}>
      {rows.map((row) => (
        <div key={row.key} className={styles.row}>
          <dt className={styles.key}>{row.key}</dt>
          <dd className={styles.value}>{row.value}</dd>
          <dd className={styles.actions}>
            {row.onChange ? (
              <Button variant="link" onClick={row.onChange}>
                {changeLabel} <span className={visuallyHidden}>{row.key.toLowerCase()}</span>
              </Button>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
