import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import type { Ref } from 'react';
import { type BaseFieldProps, FieldShell, useFieldIds } from '../field/field-shell.tsx';
import type { SelectOption } from '../select/select.tsx';
import * as styles from './radio-group.css.ts';

/** Props of {@link RadioGroup}. */
export type RadioGroupProps = BaseFieldProps & {
  /** The choices, in display order. */
  options: ReadonlyArray<SelectOption>;
  /** Controlled value; '' means nothing chosen yet. Default undefined (uncontrolled). */
  value?: string;
  /** Initial value when uncontrolled. Default undefined (none chosen). */
  defaultValue?: string;
  /** Called with the chosen value. Default undefined. */
  onChange?: (value: string) => void;
  /** Layout of the options. Default 'horizontal'. */
  orientation?: 'horizontal' | 'vertical';
  /** Ref to the group element. Default undefined. */
  ref?: Ref<HTMLDivElement>;
};

/**
 * A labelled group of radio buttons (Radix): Tab enters the group, arrow keys move and choose.
 * The label names the group; the error is linked to it.
 */
export function RadioGroup({
  options,
  value,
  defaultValue,
  onChange,
  orientation = 'horizontal',
  name,
  ref,
  ...field
}: RadioGroupProps) {
  const ids = useFieldIds(field);
  return (
    <FieldShell {...field} ids={ids} labelAs="span">
      <RadioGroupPrimitive.Root
        ref={ref}
        id={ids.controlId}
        className={styles.group}
        name={name}
        value={value}
        defaultValue={defaultValue}
        onValueChange={onChange}
        orientation={orientation}
        disabled={field.disabled}
        required={field.required}
        aria-labelledby={ids.labelId}
        aria-describedby={ids.describedBy}
        aria-invalid={ids.invalid ? true : undefined}
      >
        {options.map((option) => {
          const optionId = `${ids.controlId}-${option.value}`;
          return (
            <span key={option.value} className={styles.option}>
              <RadioGroupPrimitive.Item id={optionId} value={option.value} className={styles.radio}>
                <RadioGroupPrimitive.Indicator className={styles.dot} />
              </RadioGroupPrimitive.Item>
              <label htmlFor={optionId} className={styles.optionLabel}>
                {option.label}
              </label>
            </span>
          );
        })}
      </RadioGroupPrimitive.Root>
    </FieldShell>
  );
}
