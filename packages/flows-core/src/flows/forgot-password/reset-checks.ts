import {
  type FormValidation,
  fields,
  forgotPasswordFormSchema,
  formatMessage,
  type Role,
  validateForm,
} from '@forecourt/validators';
import { fieldError } from '../shared/field-check.ts';
import { channelOf } from '../shared/selectors.ts';
import type { ForgotPasswordValues } from './create-forgot-password-flow.ts';

// A password reset's checks, loaded with the other form checks on the first submit (checks.ts),
// so the reset page's first step carries none of them.

/** Step 0's check: one identifier, valid; the errors keyed by field or for the form. */
export function identifierErrors(values: {
  idNumber: string;
  username: string;
}): { fieldErrors: Record<string, string>; formError?: string } | undefined {
  if (values.idNumber.trim() === '' && values.username.trim() === '') {
    return { fieldErrors: {}, formError: formatMessage('identifier.required') };
  }
  // The identifier the reset uses, as identifierOf picks it (not imported: that module stays in
  // the flow's chunk instead of becoming a chunk shared with this one).
  const byId = values.idNumber.trim() !== '';
  const error = byId
    ? fieldError(fields.idNumber, values.idNumber)
    : fieldError(fields.loginUsername, values.username);
  if (error === undefined) return undefined;
  return { fieldErrors: { [byId ? 'idNumber' : 'username']: error } };
}

/**
 * Step 2's check: the code and the new password. With a flow handle the service knows whose
 * password this is (after a reload neither identifier is left, never being stored), so only the
 * fields count: the form's one own error is the missing identifier.
 */
export function checkPasswordReset(
  values: ForgotPasswordValues,
  role: Role,
  flowHandle: string | undefined,
): FormValidation<unknown> {
  const form = { ...values, role, preferredComm: channelOf(values) };
  const validation = validateForm(forgotPasswordFormSchema, form);
  if (validation.ok || flowHandle === undefined) return validation;
  const { fieldErrors } = validation;
  return Object.keys(fieldErrors).length === 0
    ? { ok: true, value: form }
    : { ok: false, fieldErrors };
}
