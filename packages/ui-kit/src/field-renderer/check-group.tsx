import { useId } from 'react';
import { Checkbox } from '../checkbox/checkbox.tsx';
import * as fieldStyles from '../field/field.css.ts';
import * as styles from './check-group.css.ts';

type CheckGroupProps = {
  label: string;
  name: string;
  items: ReadonlyArray<{ id: string; name: string }>;
  /** Chosen ids joined by commas. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
};

/** Splits the comma-joined value of a check group into ids. */
export function checkedIds(value: string): ReadonlyArray<string> {
  return value.split(',').filter((id) => id !== '');
}

/** A fieldset of checkboxes for a 'check' descriptor with a list; the value joins the ids. */
export function CheckGroup({
  label,
  name,
  items,
  value,
  onChange,
  error,
  disabled,
}: CheckGroupProps) {
  const errorId = `${useId()}-error`;
  const chosen = checkedIds(value);
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={error ? errorId : undefined}
      data-state={disabled ? 'disabled' : error ? 'invalid' : 'valid'}
    >
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.options}>
        {items.map((item) => (
          <Checkbox
            key={item.id}
            label={item.name}
            name={name}
            value={item.id}
            disabled={disabled}
            checked={chosen.includes(item.id)}
            onCheckedChange={(checked) => {
              // Keeps the list's order whatever order the boxes were ticked in.
              const next = items
                .map((candidate) => candidate.id)
                .filter((id) => (id === item.id ? checked : chosen.includes(id)));
              onChange(next.join(','));
            }}
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
