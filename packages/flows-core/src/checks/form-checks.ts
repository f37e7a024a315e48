// The form checks every flow validates with, published as `@forecourt/flows-core/checks`.
import {
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
import { checkPasswordReset, identifierErrors } from '../flows/forgot-password/reset-checks.ts';
import { dealerStep0Validation, validateDealer } from '../flows/register-dealer/dealer-checks.ts';
import { dealerGroupStep0Errors } from '../flows/register-dealer-group/dealer-group-checks.ts';
import { fieldError } from './field-check.ts';

/** The form checks flows validate with. */
export const formChecks = {
  adminLoginFormSchema,
  customerRegistrationSchema,
  dealerGroupRegistrationSchema,
  dealerRegistrationSchema,
  fields,
  forgotPasswordFormSchema,
  idLoginFormSchema,
  loginFormSchema,
  validateForm,
  /** The first message of `value` against one field schema, or undefined. */
  fieldError,
  /** A password reset's first step: one identifier, valid. */
  identifierErrors,
  /** A password reset's `reset` step: the code and the new password. */
  checkPasswordReset,
  /** Dealer registration's `company` step: the ordered check, then the step's fields. */
  dealerStep0Validation,
  /** The whole dealer form against its schema. */
  validateDealer,
  /** Dealer-group registration's `company` step: field errors (the ID against today), if any. */
  dealerGroupStep0Errors,
};

/** The form checks' type: what `deps.checks` gives. */
export type FormChecks = typeof formChecks;
