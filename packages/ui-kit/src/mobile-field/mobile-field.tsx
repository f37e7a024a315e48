import { mobileMask } from '@forecourt/validators/rules';
import { applyMask } from '../shared/mask.ts';
import { TextInput, type TextInputProps } from '../text-field/text-input.tsx';

/** Props of {@link MobileField}. */
export type MobileFieldProps = Omit<TextInputProps, 'maxLength'> & {
  /**
   * Input mask; '9' is a digit, anything else a literal. Default undefined: no mask, so a number
   * can be typed as people write it (`+27 82 123 4567`, `082 123 4567`); the form check gives
   * it in the 10-digit form. Pass '0999999999' for the mask of a South African mobile number.
   * @requirement RULES-3
   */
  mask?: string;
};

// What a mobile number is written with: ASCII digits, the + of +27, and the separators people
// put between digit groups. Anything else (letters, other scripts' digits) is dropped as typed.
const notMobileCharacters = /[^0-9+ ().-]/g;

/**
 * A mobile-number field that takes the number as people type it: `+27 82 123 4567`,
 * `082 123 4567` or `27821234567`, so nothing typed is lost; the form check accepts these and
 * sends the 10-digit form. Without a mask it never cuts what is typed or pasted (a number longer
 * than `mobileTypedMaxLength` is left for the form check to refuse, not silently shortened).
 */
export function MobileField({
  mask,
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
      {...(mask === undefined ? {} : { maxLength: mask.length })}
      transform={(raw) =>
        mask === undefined ? raw.replace(notMobileCharacters, '') : applyMask(mask, raw)
      }
    />
  );
}
