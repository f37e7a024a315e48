import { type Ref, useState } from 'react';
import { type BaseFieldProps, FieldShell, useFieldIds } from '../field/field-shell.tsx';
import { onlyDigits } from '../shared/mask.ts';
import { useControllableState } from '../shared/use-controllable-state.ts';
import * as styles from './otp-input.css.ts';

/** Props of {@link OtpInput}. */
export type OtpInputProps = Omit<BaseFieldProps, 'label'> & {
  /** Label of the code field. Default '6-digit code'. */
  label?: string;
  /** Controlled code (digits only). Default undefined (uncontrolled). */
  value?: string;
  /** Initial code when uncontrolled. Default ''. */
  defaultValue?: string;
  /** Called with the cleaned code after each change. Default undefined. */
  onChange?: (value: string) => void;
  /** Called once the code reaches `length` digits (a flow submits the code then). Default undefined. */
  onComplete?: (value: string) => void;
  /** Number of digits. Default 6. */
  length?: number;
  /** Ref to the input element. Default undefined. */
  ref?: Ref<HTMLInputElement>;
};

/**
 * A one-time-code entry: one real input (autocomplete one-time-code, numeric keyboard) behind
 * `length` boxes, so SMS autofill, paste and screen readers see one field. A pasted code keeps
 * its digits only ('123 456', '123-456', ' 12 34 56 ') and a whole one replaces a partial code.
 */
export function OtpInput({
  label = '6-digit code',
  value,
  defaultValue = '',
  onChange,
  onComplete,
  length = 6,
  name,
  ref,
  ...field
}: OtpInputProps) {
  const ids = useFieldIds(field);
  const [code, setCode] = useControllableState(value, defaultValue, onChange);
  const [focused, setFocused] = useState(false);
  const disabled = field.disabled ?? false;
  const digits = onlyDigits(code, length);
  const progress = digits.length === 0 ? 'empty' : digits.length < length ? 'partial' : 'complete';
  const activeIndex = Math.min(digits.length, length - 1);
  const change = (next: string) => {
    if (next === digits) return;
    setCode(next);
    if (next.length === length) onComplete?.(next);
  };

  return (
    <FieldShell {...field} label={label} ids={ids}>
      <div
        className={styles.group}
        data-state={progress}
        data-invalid={ids.invalid}
        data-disabled={disabled}
      >
        <input
          ref={ref}
          id={ids.controlId}
          name={name}
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          value={digits}
          readOnly={disabled}
          aria-disabled={disabled ? true : undefined}
          aria-invalid={ids.invalid ? true : undefined}
          aria-required={field.required ? true : undefined}
          aria-describedby={ids.describedBy}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onPaste={(event) => {
            // A whole code pasted ('123 456', '123-456' from an SMS or e-mail) replaces what
            // was there, wherever the caret is; a shorter paste is inserted as typed.
            const pasted = onlyDigits(event.clipboardData.getData('text'));
            if (disabled || pasted.length < length) return;
            event.preventDefault();
            change(pasted.slice(0, length));
          }}
          onChange={(event) => change(onlyDigits(event.currentTarget.value, length))}
        />
        {Array.from({ length }, (_, index) => {
          const state =
            focused && !disabled && index === activeIndex && progress !== 'complete'
              ? 'active'
              : index < digits.length
                ? 'filled'
                : 'empty';
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items.
            <span key={index} className={styles.box} data-state={state} aria-hidden="true">
              {digits.charAt(index)}
            </span>
          );
        })}
      </div>
    </FieldShell>
  );
}
