// `@forecourt/validators/rules`: everything of the package that needs no zod (RSA ID, patterns,
// password rules and strength, mobile and ID number input, the dealer step-0 check, the message
// catalogue's translator, and the narrower entries' forms and portal types); the root adds the
// schemas (zod). Import from here where a page loads the schemas late: a bundler that keeps an
// imported package index whole in a chunk (esbuild) would otherwise bring every schema the lazy
// chunk uses up front with it. Where a form or the portal types are all a chunk needs,
// `@forecourt/validators/forms` and `/portal` bring nothing else.

export type { DealerStep0Options } from './dealer-step0.ts';
export { checkDealerStep0, dealerStep0RequiredFields } from './dealer-step0.ts';
export * from './forms.ts';
export type { LimitedField } from './limits.ts';
export { maxLengths } from './limits.ts';
export type { MessageId, TextParams, Translate } from './messages.ts';
export { fillPlaceholders, issueText, translator } from './messages.ts';
export { mobileTypedMaxLength, normaliseMobile } from './mobile.ts';
export type { PasswordRequirement, PasswordRequirementId, PasswordStrength } from './password.ts';
export { passwordChecklist, passwordStrength } from './password.ts';
export {
  isAccountNumber,
  isAddress,
  isAlphanumericWithSpecials,
  isBlank,
  isCompanyName,
  isEmail,
  isLettersOnly,
  isMobile,
  isMoney,
  isPositiveInteger,
  isPostalCode,
  isStrongPassword,
  mobileMask,
  normaliseCompanyRegNo,
  passwordSpecials,
  patterns,
} from './patterns.ts';
export * from './portal.ts';
export type { RsaIdOptions, RsaIdResult } from './rsa-id.ts';
export {
  isAgeOrRsaId,
  isValidRsaId,
  parseRsaId,
  rsaIdError,
} from './rsa-id.ts';
export type { Toast, ToastSeverity } from './toast.ts';
