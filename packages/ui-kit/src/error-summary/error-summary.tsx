import { type MouseEvent, type Ref, useEffect, useId, useRef } from 'react';
import * as styles from './error-summary.css.ts';

/** One problem of the form: the message, and the id of the field it is about. */
export type ErrorSummaryItem = {
  /** Element id of the field the message is about (its link moves focus there). */
  fieldId: string;
  /** The same message the field shows under itself. */
  message: string;
};

/** Props of {@link ErrorSummary}. */
export type ErrorSummaryProps = {
  /** The problems, in the order of the fields on the page. An empty list renders nothing. */
  errors: ReadonlyArray<ErrorSummaryItem>;
  /** Heading of the summary. Default 'There is a problem'. */
  title?: string;
  /**
   * Moves focus to the summary when it appears and each time its list changes, so a keyboard
   * or screen-reader user starts from it after a failed submit. Default true.
   */
  autoFocus?: boolean;
  /** Class of the root element. Default undefined. */
  className?: string;
  /** Ref to the root element. Default undefined. */
  ref?: Ref<HTMLDivElement>;
};

/**
 * The list of a form's problems after a submit, above the form: each message links to its
 * field. It takes focus when it appears (role alert, so it is announced too); a link moves
 * focus into the field and scrolls it into view, its label included.
 */
export function ErrorSummary({
  errors,
  title = 'There is a problem',
  autoFocus = true,
  className,
  ref,
}: ErrorSummaryProps) {
  const root = useRef<HTMLDivElement | null>(null);
  const headingId = useId();
  // The list's own words: a new failed submit with the same problems still takes focus.
  const listed = errors.map((error) => `${error.fieldId}\n${error.message}`).join('\n\n');
  useEffect(() => {
    if (autoFocus && listed) root.current?.focus();
  }, [autoFocus, listed]);
  if (errors.length === 0) return null;
  const setRef = (element: HTMLDivElement | null) => {
    root.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    // The field's label sits above it: bring the label into view too, then focus the field.
    const labels = 'labels' in field ? (field.labels as NodeListOf<HTMLLabelElement> | null) : null;
    (labels?.[0] ?? field).scrollIntoView({ block: 'start' });
    field.focus({ preventScroll: true });
  };
  return (
    <div
      ref={setRef}
      role="alert"
      aria-labelledby={headingId}
      tabIndex={-1}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-error-summary=""
    >
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={`${error.fieldId}:${error.message}`}>
            <a
              href={`#${error.fieldId}`}
              className={styles.link}
              onClick={(event) => focusField(event, error.fieldId)}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
