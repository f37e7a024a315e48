import { useId, useState } from 'react';
import { TextInput, type TextInputProps } from '../text-field/text-input.tsx';
import * as styles from './password-field.css.ts';

/** Props of {@link PasswordField}. */
export type PasswordFieldProps = TextInputProps & {
  /**
   * The autocomplete token: 'current-password' to sign in, 'new-password' when choosing one
   * (so password managers offer to generate and save it). Default 'current-password'.
   */
  autoComplete?: 'current-password' | 'new-password' | 'off';
  /** Visible text of the reveal toggle while hidden. Default 'Show'. */
  showText?: string;
  /** Visible text of the reveal toggle while shown. Default 'Hide'. */
  hideText?: string;
  /** Accessible name of the toggle while hidden; starts with showText. Default 'Show password'. */
  showLabel?: string;
  /** Accessible name of the toggle while shown; starts with hideText. Default 'Hide password'. */
  hideLabel?: string;
  /** Initially revealed when uncontrolled. Default false. */
  defaultRevealed?: boolean;
};

/** A password field with a reveal toggle; paste stays allowed (WCAG 3.3.8). */
export function PasswordField({
  autoComplete = 'current-password',
  showText = 'Show',
  hideText = 'Hide',
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  defaultRevealed = false,
  id,
  ...props
}: PasswordFieldProps) {
  const [revealed, setRevealed] = useState(defaultRevealed);
  const generated = useId();
  const inputId = id ?? `${generated}-password`;
  return (
    <TextInput
      {...props}
      id={inputId}
      type={revealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      inputClassName={styles.input}
      adornment={
        <button
          type="button"
          className={styles.toggle}
          aria-label={revealed ? hideLabel : showLabel}
          aria-controls={inputId}
          data-state={revealed ? 'revealed' : 'hidden'}
          disabled={props.disabled}
          onClick={() => setRevealed((value) => !value)}
        >
          {revealed ? hideText : showText}
        </button>
      }
    />
  );
}
