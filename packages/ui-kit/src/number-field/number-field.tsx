import { onlyDigits } from '../shared/mask.ts';
import { TextInput, type TextInputProps } from '../text-field/text-input.tsx';

/** Props of {@link NumberField}. */
export type NumberFieldProps = TextInputProps;

/**
 * A digits-only field (ID numbers, codes). It is a text input with a numeric keyboard rather
 * than type="number", which would drop leading zeros and accept 'e'. maxLength caps the cleaned
 * value rather than the raw input, so a paste with spaces is not cut short.
 */
export function NumberField({ maxLength, ...props }: NumberFieldProps) {
  return (
    <TextInput {...props} inputMode="numeric" transform={(raw) => onlyDigits(raw, maxLength)} />
  );
}
