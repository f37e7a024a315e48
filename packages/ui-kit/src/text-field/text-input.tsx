import type { HTMLAttributes, ReactNode, Ref } from 'react';
import * as fieldStyles from '../field/field.css.ts';
import { type BaseFieldProps, FieldShell, useFieldIds } from '../field/field-shell.tsx';
import { useControllableState } from '../shared/use-controllable-state.ts';
import { useTypedBeforeHydration } from '../shared/use-typed-before-hydration.ts';

/** Props of every single-line text field. */
export type TextInputProps = BaseFieldProps & {
  /** Controlled value. Default undefined (uncontrolled). */
  value?: string;
  /** Initial value when uncontrolled. Default ''. */
  defaultValue?: string;
  /** Called with the (cleaned) new value. Default undefined. */
  onChange?: (value: string) => void;
  /** Called when the control loses focus. Default undefined. */
  onBlur?: () => void;
  /** Ref to the input element. Default undefined. */
  ref?: Ref<HTMLInputElement>;
  /** Text shown while the field is empty (never instead of the label). Default undefined. */
  placeholder?: string;
  /** The autocomplete token; set it so browsers and password managers can fill the
   * field. Default undefined (the browser decides).
   */
  autoComplete?: string;
  /** Most characters accepted. Default undefined (no limit). */
  maxLength?: number;
  /** Makes the field read-only, in the kit's read-only look (a muted fill, a dashed border),
   * not the disabled one. Default false.
   */
  readOnly?: boolean;
  /**
   * The id of a `<datalist>` whose options the browser suggests as the person types (browsers
   * announce the field as a combobox). Default undefined.
   */
  list?: string;
};

type InternalProps = TextInputProps & {
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'url';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Cleans raw input (typed or pasted) before it becomes the value. */
  transform?: (raw: string) => string;
  /** Rendered after the input inside the input row (e.g. a reveal toggle). */
  adornment?: ReactNode;
  /** Extra class of the input. */
  inputClassName?: string;
};

/**
 * The shared text input: label, hint, error and disabled tooltip wiring. A disabled field stays
 * focusable (read-only, aria-disabled) so keyboard users can still read it and hear why it is
 * disabled.
 */
export function TextInput({
  value,
  defaultValue = '',
  onChange,
  onBlur,
  ref,
  type = 'text',
  inputMode,
  transform,
  adornment,
  inputClassName,
  placeholder,
  autoComplete,
  maxLength,
  readOnly = false,
  list,
  name,
  ...field
}: InternalProps) {
  const ids = useFieldIds(field);
  const [current, setCurrent] = useControllableState(value, defaultValue, onChange);
  const disabled = field.disabled ?? false;
  // Text typed into the server-rendered field before hydration becomes the value.
  const inputRef = useTypedBeforeHydration(
    ref,
    current,
    (typed) => setCurrent(transform ? transform(typed) : typed),
    !readOnly && !disabled,
  );
  return (
    <FieldShell {...field} ids={ids}>
      <div className={fieldStyles.inputRow}>
        <input
          ref={inputRef}
          id={ids.controlId}
          name={name}
          type={type}
          inputMode={inputMode}
          className={inputClassName ? `${fieldStyles.input} ${inputClassName}` : fieldStyles.input}
          value={current}
          placeholder={placeholder}
          autoComplete={autoComplete}
          maxLength={maxLength}
          readOnly={readOnly || disabled}
          aria-disabled={disabled ? true : undefined}
          aria-invalid={ids.invalid ? true : undefined}
          aria-required={field.required ? true : undefined}
          aria-describedby={ids.describedBy}
          list={list}
          onChange={(event) => {
            const raw = event.currentTarget.value;
            setCurrent(transform ? transform(raw) : raw);
          }}
          onBlur={onBlur}
        />
        {adornment}
      </div>
    </FieldShell>
  );
}
