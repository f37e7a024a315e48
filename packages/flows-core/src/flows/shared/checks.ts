// The zod form checks of every flow, in one module that flows load on their first submit
// (`loadChecks`), so that a screen's first step does not wait for zod and the form schemas.
export {
  adminLoginFormSchema,
  customerRegistrationSchema,
  dealerGroupRegistrationSchema,
  dealerRegistrationSchema,
  fields,
  forgotPasswordFormSchema,
  idLoginFormSchema,
  loginFormSchema,
  validateForm,
} from '@forecourt/validators';
export { checkPasswordReset, identifierErrors } from '../forgot-password/reset-checks.ts';
export { dealerStep0Validation, validateDealer } from '../register-dealer/dealer-checks.ts';
export { dealerGroupStep0Errors } from '../register-dealer-group/dealer-group-checks.ts';
export { fieldError } from './field-check.ts';
