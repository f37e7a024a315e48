import * as SelectPrimitive from '@radix-ui/react-select';
import type { Ref } from 'react';
import { type BaseFieldProps, FieldShell, useFieldIds } from '../field/field-shell.tsx';
import * as styles from './select.css.ts';

/** One choice of a {@link Select}. */
export type SelectOption = { value: string; label: string };

/** Props of {@link Select}. */
export type SelectProps = BaseFieldProps & {
  /** The choices, in display order. Values must be non-empty. */
  options: ReadonlyArray<SelectOption>;
  /** Controlled value; '' shows the placeholder. Default undefined (uncontrolled). */
  value?: string;
  /** Initial value when uncontrolled. Default undefined (none chosen). */
  defaultValue?: string;
  /** Called with the chosen option's value. Default undefined. */
  onChange?: (value: string) => void;
  /** Text shown before a choice is made. Default 'Select'. */
  placeholder?: string;
  /** Ref to the trigger button. Default undefined. */
  ref?: Ref<HTMLButtonElement>;
};

/** A labelled Radix select (listbox popup) with hint, error and disabled tooltip. */
export function Select({
  options,
  value,
  defaultValue,
  onChange,
  placeholder = 'Select',
  name,
  ref,
  ...field
}: SelectProps) {
  const ids = useFieldIds(field);
  return (
    <FieldShell {...field} ids={ids}>
      <SelectPrimitive.Root
        name={name}
        value={value}
        defaultValue={defaultValue}
        onValueChange={onChange}
        disabled={field.disabled}
        required={field.required}
      >
        <SelectPrimitive.Trigger
          ref={ref}
          id={ids.controlId}
          className={styles.trigger}
          aria-invalid={ids.invalid ? true : undefined}
          aria-describedby={ids.describedBy}
        >
          <SelectPrimitive.Value placeholder={placeholder} />
          <SelectPrimitive.Icon aria-hidden="true">▾</SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content className={styles.content} position="popper" sideOffset={4}>
            <SelectPrimitive.Viewport className={styles.viewport}>
              {options.map((option) => (
                <SelectPrimitive.Item
                  key={option.value}
                  value={option.value}
                  className={styles.item}
                >
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
    </FieldShell>
  );
}
