import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import type { Ref } from 'react';
import * as fieldStyles from '../field/field.css.ts';
import type { BaseFieldProps } from '../field/field-shell.tsx';
import { fieldState, useFieldIds } from '../field/field-shell.tsx';
import { DisabledTooltip } from '../tooltip/disabled-tooltip.tsx';
import * as styles from './checkbox.css.ts';

/** Props of {@link Checkbox}. */
export type CheckboxProps = BaseFieldProps & {
  /** Controlled checked state. Default undefined (uncontrolled). */
  checked?: boolean;
  /** Initial checked state when uncontrolled. Default false. */
  defaultChecked?: boolean;
  /** Called with the new checked state. Default undefined. */
  onCheckedChange?: (checked: boolean) => void;
  /** Value submitted with a form when checked. Default 'on'. */
  value?: string;
  /** Ref to the checkbox button. Default undefined. */
  ref?: Ref<HTMLButtonElement>;
};

/** A labelled Radix checkbox (data-state 'checked' | 'unchecked') with hint and error. */
export function Checkbox({
  label,
  hint,
  error,
  disabled = false,
  disabledText = 'Field is disabled.',
  required = false,
  name,
  id,
  className,
  checked,
  defaultChecked,
  onCheckedChange,
  value,
  ref,
}: CheckboxProps) {
  const ids = useFieldIds({ id, hint, error, disabled });
  return (
    <div
      className={className ? `${fieldStyles.root} ${className}` : fieldStyles.root}
      data-state={fieldState({ error, disabled })}
    >
      <DisabledTooltip disabled={disabled} content={disabledText}>
        <span className={styles.row}>
          <CheckboxPrimitive.Root
            ref={ref}
            id={ids.controlId}
            className={styles.box}
            name={name}
            value={value}
            checked={checked}
            defaultChecked={defaultChecked}
            onCheckedChange={(next) => onCheckedChange?.(next === true)}
            disabled={disabled}
            required={required}
            aria-invalid={ids.invalid ? true : undefined}
            aria-describedby={ids.describedBy}
          >
            <CheckboxPrimitive.Indicator className={styles.indicator}>
              <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" width="16" height="16">
                <path
                  d="M3 8.5l3 3 7-7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </CheckboxPrimitive.Indicator>
          </CheckboxPrimitive.Root>
          <label htmlFor={ids.controlId} id={ids.labelId} className={styles.label}>
            {label}
            {required ? (
              <span className={fieldStyles.required} aria-hidden="true">
                *
              </span>
            ) : null}
          </label>
        </span>
      </DisabledTooltip>
      {hint ? (
        <p id={`${ids.controlId}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {disabled ? (
        <span id={`${ids.controlId}-disabled`} hidden>
          {disabledText}
        </span>
      ) : null}
      {error ? (
        <p id={`${ids.controlId}-error`} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
