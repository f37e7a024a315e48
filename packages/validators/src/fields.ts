import { normaliseIdNumber } from './id-number.ts';
import { maxLengths } from './limits.ts';
import { normaliseMobileOrKeep } from './mobile.ts';
import {
  alphanumericWithSpecialsPattern,
  companyNamePattern,
  emailPattern,
  emailWithTldPattern,
  mobilePattern,
  normaliseCompanyRegNo,
  passwordPattern,
} from './patterns.ts';
import { channels, roles } from './portal-types.ts';
import { oneOf, oneOfAndEqual, plainText, textField } from './schema-helpers.ts';

// The field rules (FIELDS) and max lengths (LIMITS-6). Text fields are trimmed, so a
// whitespace-only value is reported as missing; passwords and captcha tokens are never trimmed.
// Each schema is its own module-level constant built by one pure call, so a route that imports
// one form schema does not pull in the others.

const otpPattern = /^[0-9]{6}$/;

export const emailField = /* @__PURE__ */ textField({
  trim: true,
  patterns: [
    [emailPattern, 'email.invalid'],
    [emailWithTldPattern, 'email.invalid'],
  ],
  max: maxLengths.email,
});
/** An ID number; spaces and dashes are dropped first (GUIDE-20), the parsed value is 13 digits. */
export const idNumberField = /* @__PURE__ */ textField({
  trim: true,
  normalise: normaliseIdNumber,
  rsaId: true,
});
export const usernameField = /* @__PURE__ */ textField({
  trim: true,
  patterns: [[alphanumericWithSpecialsPattern, 'field.alphanumeric']],
  max: maxLengths.username,
});
export const passwordField = /* @__PURE__ */ textField({
  trim: false,
  patterns: [[passwordPattern, 'password.pattern']],
  max: maxLengths.password,
});
export const verifyPasswordResetField = /* @__PURE__ */ textField({
  trim: false,
  patterns: [[passwordPattern, 'password.pattern']],
  max: maxLengths.verifyPasswordReset,
});
/** A mobile number as people type it; the parsed value is the spec's 10-digit form. */
export const mobileNoField = /* @__PURE__ */ textField({
  trim: true,
  normalise: normaliseMobileOrKeep,
  patterns: [[mobilePattern, 'mobile.invalid']],
  max: maxLengths.mobileNo,
});
export const preferredCommField = /* @__PURE__ */ oneOf(channels, 'channel.invalid');
export const otpField = /* @__PURE__ */ textField({
  trim: true,
  patterns: [[otpPattern, 'otp.invalid']],
});
/** A company name: the alphanumeric characters and round brackets (FIELDS-12, GUIDE-22). */
export const companyNameField = /* @__PURE__ */ textField({
  trim: true,
  patterns: [[companyNamePattern, 'field.companyName']],
  max: maxLengths.companyName,
});
/**
 * A company registration number (FIELDS-13, GUIDE-23): the CIPC form `2019/123456/07` is parsed
 * into its 12 digits; anything else non-blank is kept as typed; at most 13 characters after that.
 */
export const companyRegNoField = /* @__PURE__ */ textField({
  trim: true,
  normalise: normaliseCompanyRegNo,
  max: maxLengths.companyRegNo,
});
export const dealerGroupIdField = /* @__PURE__ */ textField({ trim: true });
export const loginPasswordField = /* @__PURE__ */ textField({
  trim: false,
  max: maxLengths.loginPassword,
});
export const captchaResponseField = /* @__PURE__ */ textField({
  trim: false,
  required: 'captcha.required',
});
export const termsConditionsField = /* @__PURE__ */ oneOf(['Yes', 'No'], 'terms.invalid');
export const acceptedTermsField = /* @__PURE__ */ oneOfAndEqual(
  ['Yes', 'No'],
  'Yes',
  'terms.required',
);
export const roleField = /* @__PURE__ */ oneOf(roles, 'role.invalid');

/** Every form field's zod/mini schema, keyed by field name; issue messages come from `messages`. */
export const fields = {
  email: emailField,
  idNumber: idNumberField,
  username: usernameField,
  password: passwordField,
  verifyPassword: passwordField,
  verifyPasswordReset: verifyPasswordResetField,
  mobileNo: mobileNoField,
  preferredComm: preferredCommField,
  otp: otpField,
  companyName: companyNameField,
  cipcName: companyNameField,
  companyRegNo: companyRegNoField,
  companyDirectorName: usernameField,
  companyDirectorSurname: usernameField,
  dealerGroupId: dealerGroupIdField,
  loginUsername: usernameField,
  loginPassword: loginPasswordField,
  adminUsername: usernameField,
  adminPassword: loginPasswordField,
  captchaResponse: captchaResponseField,
  termsConditions: termsConditionsField,
  /** A registration's terms: 'Yes' only. */
  acceptedTerms: acceptedTermsField,
  role: roleField,
  // Texts that may be blank: the finance record's name and number, the optional dealer code.
  name: /* @__PURE__ */ plainText(maxLengths.name),
  surname: /* @__PURE__ */ plainText(maxLengths.surname),
  customerNo: /* @__PURE__ */ plainText(maxLengths.customerNo),
  sbsaDealerCode: /* @__PURE__ */ plainText(maxLengths.sbsaDealerCode),
} as const;
