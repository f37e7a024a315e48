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
 * missing required field, then the captcha. A value left empty is missing, not wrong: each of the
 * first three says 'Please provide {label}.' when empty and 'Invalid …' only when present and wrong
 * (MSG-6). The one message to show, or null when all is well.
 */
export function checkDealerStep0(
  values: Record<string, string>,
  options: DealerStep0Options,
): string | null {
  const { translate } = options;
  const value = (field: string) => values[field] ?? '';
  const blank = (field: string) => value(field).trim() === '';
  const provide = (field: string) =>
    translate('form.provide', { label: options.labels[field] ?? field });
  if (blank('idNumber')) return provide('idNumber');
  const idError = rsaIdError(value('idNumber'), { today: options.today }, translate);
  if (idError !== null) return idError;
  if (blank('email')) return provide('email');
  if (!isEmail(value('email'))) return translate('email.invalid');
  if (blank('mobileNo')) return provide('mobileNo');
  if (!isMobile(value('mobileNo'))) return translate('mobile.invalid');
  const missing = dealerStep0RequiredFields.find(blank);
  if (missing !== undefined) return provide(missing);
  if (!options.captchaResolved) return translate('captcha.required');
  return null;
}
