import { mobileMask } from '@forecourt/validators';
import { applyMask } from '../shared/mask.ts';
import { TextInput, type TextInputProps } from '../text-field/text-input.tsx';

/** Props of {@link MobileField}. */
export type MobileFieldProps = Omit<TextInputProps, 'maxLength'> & {
  /** Input mask; '9' is a digit, anything else a literal. Default '0999999999' (spec §5). */
  mask?: string;
};

/** A mobile-number field masked to '0999999999': pasting '082 123 4567' gives '0821234567'. */
export function MobileField({
  mask = mobileMask,
  autoComplete = 'tel-national',
  placeholder = mobileMask,
  ...props
}: MobileFieldProps) {
  return (
    <TextInput
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      placeholder={placeholder}
      transform={(raw) => applyMask(mask, raw)}
    />
  );
}
