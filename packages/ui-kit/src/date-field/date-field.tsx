import { applyMask } from '../shared/mask.ts';
import { TextInput, type TextInputProps } from '../text-field/text-input.tsx';

const dateMask = '99/99/99';

/** Props of {@link DateField}. */
export type DateFieldProps = Omit<TextInputProps, 'maxLength'> & {
  /**
   * Format hint shown under the label. Default 'dd/mm/yy'.
   * @requirement FIELDS-21
   */
  formatHint?: string;
};

/** A date field typed as dd/mm/yy; slashes are inserted as digits are typed or pasted. */
export function DateField({
  formatHint = 'dd/mm/yy',
  hint,
  placeholder = 'dd/mm/yy',
  autoComplete = 'off',
  ...props
}: DateFieldProps) {
  return (
    <TextInput
      {...props}
      hint={hint ? `${hint} (${formatHint})` : formatHint}
      placeholder={placeholder}
      autoComplete={autoComplete}
      inputMode="numeric"
      transform={(raw) => applyMask(dateMask, raw)}
    />
  );
}
