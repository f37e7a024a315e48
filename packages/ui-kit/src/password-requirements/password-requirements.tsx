import { passwordChecklist } from '@forecourt/validators/rules';
import { messages } from '@forecourt/validators/texts';
import { useId } from 'react';
import { visuallyHidden } from '../shared/visually-hidden.css.ts';
import * as styles from './password-requirements.css.ts';

/** Props of {@link PasswordRequirements}. */
export type PasswordRequirementsProps = {
  /** The password being chosen. */
  password: string;
  /** The repeated password; drives the 'Password Verified' item. Default ''. */
  verifyPassword?: string;
  /** Heading of the list. Default 'Password requirements'. */
  title?: string;
  /** Item labels by requirement id, to translate; defaults are the validators' English texts. */
  labels?: Partial<Record<string, string>>;
  /** Screen-reader words after each item. Default { met: 'met', unmet: 'not met' }. */
  statusText?: { met: string; unmet: string };
  /** Element id of the list, so a password input can point aria-describedby at it.
   * Default undefined.
   */
  id?: string;
};

/**
 * The password-requirements checklist computed by `@forecourt/validators`.
 * @requirement RULES-6
 */
export function PasswordRequirements({
  password,
  verifyPassword = '',
  title = 'Password requirements',
  labels = {},
  statusText = { met: 'met', unmet: 'not met' },
  id,
}: PasswordRequirementsProps) {
  const generated = useId();
  const titleId = `${id ?? generated}-title`;
  const items = passwordChecklist(password, verifyPassword);
  const allMet = items.every((item) => item.met);
  return (
    <div className={styles.root} data-state={allMet ? 'met' : 'unmet'}>
      <p id={titleId} className={styles.title}>
        {title}
      </p>
      <ul id={id} className={styles.list} aria-labelledby={titleId}>
        {items.map((item) => (
          <li
            key={item.id}
            className={styles.item}
            data-state={item.met ? 'met' : 'unmet'}
            data-requirement={item.id}
          >
            <span className={styles.mark} aria-hidden="true">
              {item.met ? '✓' : '•'}
            </span>
            <span>
              {labels[item.id] ?? messages[item.label]}
              <span className={visuallyHidden}>
                {`: ${item.met ? statusText.met : statusText.unmet}`}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
