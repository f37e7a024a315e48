import type {
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
import { loadOnce } from '../../load/load-once.ts';
import type { checkPasswordReset, identifierErrors } from '../forgot-password/reset-checks.ts';
import type { dealerStep0Validation, validateDealer } from '../register-dealer/dealer-checks.ts';
import type { dealerGroupStep0Errors } from '../register-dealer-group/dealer-group-checks.ts';
import type { fieldError } from './field-check.ts';

/**
 * The form checks flows validate with (zod and the form schemas of validators), written out
 * rather than `typeof import('./checks.ts')` so the published declarations name only public types.
 */
export interface Checks {
  adminLoginFormSchema: typeof adminLoginFormSchema;
  customerRegistrationSchema: typeof customerRegistrationSchema;
  dealerGroupRegistrationSchema: typeof dealerGroupRegistrationSchema;
  dealerRegistrationSchema: typeof dealerRegistrationSchema;
  fields: typeof fields;
  forgotPasswordFormSchema: typeof forgotPasswordFormSchema;
  idLoginFormSchema: typeof idLoginFormSchema;
  loginFormSchema: typeof loginFormSchema;
  validateForm: typeof validateForm;
  /** The first message of `value` against one field schema, or undefined. */
  fieldError: typeof fieldError;
  /** A password reset's step 0: one identifier, valid. */
  identifierErrors: typeof identifierErrors;
  /** A password reset's step 2: the code and the new password. */
  checkPasswordReset: typeof checkPasswordReset;
  /** Dealer registration's step 0: the ordered check, then the schema on the step's fields. */
  dealerStep0Validation: typeof dealerStep0Validation;
  /** The whole dealer form against its schema. */
  validateDealer: typeof validateDealer;
  /** Dealer-group registration's step 0: field errors (the ID against today), if any. */
  dealerGroupStep0Errors: typeof dealerGroupStep0Errors;
}

/**
 * Loads the form checks once (a failed load is tried again on the next call). Flows call it on
 * submit; an app may call it earlier (when the browser is idle) so the first submit does not wait.
 */
export const loadChecks = loadOnce<Checks>(() => import('./checks.ts'));

/** The form checks if they have loaded, for checks that must answer at once. */
export const loadedChecks = (): Checks | undefined => loadChecks.loaded();
