import type { Translate } from './messages.ts';
import { isEmail, isMobile } from './patterns.ts';
import { rsaIdError } from './rsa-id.ts';

/** The fields dealer registration step 0 requires, in the order the form shows them. */
export const dealerStep0RequiredFields = [
  'companyName',
  'cipcName',
  'companyRegNo',
  'companyDirectorName',
  'companyDirectorSurname',
  'idNumber',
  'email',
  'mobileNo',
] as const;

/** Options of `checkDealerStep0`. */
export interface DealerStep0Options {
  /** The day the ID's birth date must not be after. */
  today: Date;
  /** Whether the captcha has been resolved. */
  captchaResolved: boolean;
  /** The label shown for each field, for 'Please provide {label}.'; the field name if absent. */
  labels: Record<string, string>;
  /** The texts of the language in use. */
  translate: Translate;
}

/**
 * The ordered check of dealer registration step 0 (REG-DEALER-3): ID, e-mail, mobile, the first
 * missing required field, then the captcha. The one message to show, or null when all is well.
 */
export function checkDealerStep0(
  values: Record<string, string>,
  options: DealerStep0Options,
): string | null {
  const { translate } = options;
  const idError = rsaIdError(values.idNumber ?? '', { today: options.today }, translate);
  if (idError !== null) return idError;
  if (!isEmail(values.email ?? '')) return translate('email.invalid');
  if (!isMobile(values.mobileNo ?? '')) return translate('mobile.invalid');
  const missing = dealerStep0RequiredFields.find((field) => (values[field] ?? '').trim() === '');
  if (missing !== undefined) {
    return translate('form.provide', { label: options.labels[missing] ?? missing });
  }
  if (!options.captchaResolved) return translate('captcha.required');
  return null;
}
