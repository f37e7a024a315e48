// The patterns (RULES), anchored and ASCII-only: [0-9] rather than \d, so Arabic-Indic or
// full-width digits are refused. Each is its own constant so a bundle keeps only those it uses.

import { normaliseMobile } from './mobile.ts';

/** The generic e-mail check, with the 254 total and 64 local-part length limits. */
export const emailPattern =
  /^(?=.{1,254}$)(?=.{1,64}@)[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+)*@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Local part, @, domain, then a top-level domain of 2-4 letters. */
export const emailWithTldPattern = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,4}$/;

/** 10 digits starting 06, 07 or 08. */
export const mobilePattern = /^0[678][0-9]{8}$/;

/** Alternative mobile pattern: 9 digits, the first 1-9. */
export const mobileNineDigitsPattern = /^[1-9][0-9]{8}$/;

/** Alternative mobile pattern: an optional leading 0, then 9 digits. */
export const mobileOptionalZeroPattern = /^0?[0-9]{9}$/;

/**
 * At least 8 characters with an upper case letter, a lower case letter, a digit and one of
 * #?!@$%^&*-. The s flag lets any character count, so the checklist never disagrees with it.
 */
export const passwordPattern = /^(?=.*?[A-Z])(?=.*?[a-z])(?=.*?[0-9])(?=.*?[#?!@$%^&*-]).{8,}$/s;

/** Letters A-Z and a-z only. */
export const lettersOnlyPattern = /^[a-zA-Z]+$/;

/** A positive whole number without a leading zero. */
export const positiveIntegerPattern = /^[1-9][0-9]*$/;

/** A South African postal code: 4 digits. */
export const postalCodePattern = /^[0-9]{4}$/;

/** An account number: digits only. */
export const accountNumberPattern = /^[0-9]+$/;

/** Letters, digits, space and _@'./#&+- (usernames, names and company names). */
export const alphanumericWithSpecialsPattern = /^[a-zA-Z0-9 _@'./#&+-]+$/;

/**
 * Company names (FIELDS-12, GUIDE-22): the alphanumeric-with-specials characters plus round
 * brackets, so `Ubuntu Motors (Pty) Ltd` is accepted.
 */
export const companyNamePattern = /^[a-zA-Z0-9 _@'./#&+()-]+$/;

/**
 * A CIPC company registration number as printed (GUIDE-23): `YYYY/NNNNNN/NN`, the slashes also
 * written as spaces or dashes; its digits are what is stored (see `normaliseCompanyRegNo`).
 */
export const cipcRegistrationPattern = /^([0-9]{4})[/ -]([0-9]{6})[/ -]([0-9]{2})$/;

/** The alphanumeric-with-specials characters plus the comma. */
export const addressPattern = /^[a-zA-Z0-9 _@'./#&+,-]+$/;

/** Digits, space and dot only, with at least one digit. */
export const moneyPattern = /^(?=.*[0-9])[0-9 .]+$/;

/** Every pattern (RULES) by name; the predicates below test them against the trimmed value. */
export const patterns = {
  email: emailPattern,
  emailWithTld: emailWithTldPattern,
  mobile: mobilePattern,
  mobileNineDigits: mobileNineDigitsPattern,
  mobileOptionalZero: mobileOptionalZeroPattern,
  password: passwordPattern,
  lettersOnly: lettersOnlyPattern,
  positiveInteger: positiveIntegerPattern,
  postalCode: postalCodePattern,
  accountNumber: accountNumberPattern,
  alphanumericWithSpecials: alphanumericWithSpecialsPattern,
  companyName: companyNamePattern,
  cipcRegistration: cipcRegistrationPattern,
  address: addressPattern,
  money: moneyPattern,
} as const;

/**
 * The input mask of the mobile field (RULES-3): a literal 0, then nine digits. The portal's
 * field does not apply it, so `+27 82 123 4567` can be typed (see `normaliseMobile`).
 */
export const mobileMask = '0999999999';

/** The characters that count as special in the password rules. */
export const passwordSpecials = '#?!@$%^&*-';

/** True when `value` is non-empty and consists only of whitespace (the no-whitespace rule). */
export function isBlank(value: string): boolean {
  return value.length > 0 && value.trim().length === 0;
}

/** True when `value` passes both e-mail patterns, surrounding whitespace ignored. */
export function isEmail(value: string): boolean {
  const email = value.trim();
  return emailPattern.test(email) && emailWithTldPattern.test(email);
}

/**
 * True when `value` is a mobile number: 10 digits starting 06, 07 or 08, or the same number as
 * people type it (`+27 82 123 4567`, `082 123 4567`, `27821234567`; see `normaliseMobile`).
 */
export function isMobile(value: string): boolean {
  return normaliseMobile(value) !== null;
}

/** True when `value` matches the password pattern; passwords are never trimmed. */
export function isStrongPassword(value: string): boolean {
  return passwordPattern.test(value);
}

/** True when `value` is letters only, surrounding whitespace ignored. */
export function isLettersOnly(value: string): boolean {
  return lettersOnlyPattern.test(value.trim());
}

/** True when `value` is a positive whole number without a leading zero, surrounding whitespace ignored. */
export function isPositiveInteger(value: string): boolean {
  return positiveIntegerPattern.test(value.trim());
}

/** True when `value` is a 4-digit postal code, surrounding whitespace ignored. */
export function isPostalCode(value: string): boolean {
  return postalCodePattern.test(value.trim());
}

/** True when `value` is a digits-only account number, surrounding whitespace ignored. */
export function isAccountNumber(value: string): boolean {
  return accountNumberPattern.test(value.trim());
}

/** True when `value` is letters, digits, space and _@'./#&+- only, surrounding whitespace ignored. */
export function isAlphanumericWithSpecials(value: string): boolean {
  return alphanumericWithSpecialsPattern.test(value.trim());
}

/** True when `value` fits the company-name pattern (GUIDE-22), surrounding whitespace ignored. */
export function isCompanyName(value: string): boolean {
  return companyNamePattern.test(value.trim());
}

/**
 * The stored form of a company registration number (FIELDS-13, GUIDE-23): the CIPC form
 * `2019/123456/07` (or with spaces or dashes for the slashes) becomes its 12 digits
 * `201912345607`; any other value is kept as typed (trimmed), as before.
 */
export function normaliseCompanyRegNo(value: string): string {
  const typed = value.trim();
  const match = cipcRegistrationPattern.exec(typed);
  return match === null ? typed : `${match[1]}${match[2]}${match[3]}`;
}

/** True when `value` fits the address pattern (alphanumeric with specials and comma), trimmed. */
export function isAddress(value: string): boolean {
  return addressPattern.test(value.trim());
}

/** True when `value` is a money amount (digits, space and dot), surrounding whitespace ignored. */
export function isMoney(value: string): boolean {
  return moneyPattern.test(value.trim());
}
