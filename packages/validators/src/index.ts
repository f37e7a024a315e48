export type { DealerStep0Options } from './dealer-step0.ts';
export { checkDealerStep0, dealerStep0RequiredFields } from './dealer-step0.ts';
export type {
  FieldDeclaration,
  FieldDescriptor,
  FieldKind,
  FieldNameOf,
  FieldRule,
  FormDeclaration,
  FormValues,
} from './declare-form.ts';
export {
  declareForm,
  emptyValues,
  fieldsOn,
  labelTexts,
  maxLengthOf,
  requiredOn,
} from './declare-form.ts';
export { fields } from './fields.ts';
export type {
  AdminLoginForm,
  CustomerRegistration,
  DealerGroupRegistration,
  DealerRegistration,
  ForgotPasswordForm,
  IdLoginForm,
  LoginForm,
} from './forms.ts';
export {
  adminLoginFormSchema,
  customerRegistrationSchema,
  dealerGroupRegistrationSchema,
  dealerRegistrationSchema,
  forgotPasswordFormSchema,
  idLoginFormSchema,
  loginFormSchema,
  shapeOf,
} from './forms.ts';
export { normaliseIdNumber } from './id-number.ts';
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
export type { Channel, PortalType, Role } from './portal-types.ts';
export { channels, isChannel, isPortalType, portalTypes, roleOf, roles } from './portal-types.ts';
export {
  customerRegistrationForm,
  dealerGroupRegistrationForm,
  dealerRegistrationForm,
} from './registration-forms.ts';
export type { RsaIdOptions, RsaIdResult } from './rsa-id.ts';
export {
  isAgeOrRsaId,
  isValidRsaId,
  parseRsaId,
  rsaIdError,
} from './rsa-id.ts';
export { plainText } from './schema-helpers.ts';
export {
  adminLoginForm,
  forgotPasswordForm,
  forgotUsernameForm,
  idLoginForm,
  loginForm,
} from './sign-in-forms.ts';
export type { Toast, ToastSeverity } from './toast.ts';
export type { FormValidation } from './validate-form.ts';
export { validateForm } from './validate-form.ts';
