import {
  type FormValidation,
  fields,
  forgotPasswordFormSchema,
  type Role,
  type Translate,
  validateForm,
} from '@forecourt/validators';
import { fieldError } from '../../checks/field-check.ts';
import { channelOf } from '../shared/selectors.ts';
import type { ForgotPasswordValues } from './values.ts';

// A password reset's checks, part of the form checks (`@forecourt/flows-core/checks`), so the
// reset page's first step carries none of them.

/** Step 0's check: one identifier, valid; the errors keyed by field or for the form. */
export function identifierErrors(
  values: { idNumber: string; username: string },
  translate: Translate,
): { fieldErrors: Record<string, string>; formError?: string } | undefined {
  if (values.idNumber.trim() === '' && values.username.trim() === '') {
    return { fieldErrors: {}, formError: translate('identifier.required') };
  }
  // The identifier the reset uses, as identifierOf picks it (not imported: that module stays in
  // the flow's chunk instead of becoming a chunk shared with this one).
  const byId = values.idNumber.trim() !== '';
  const error = byId
    ? fieldError(fields.idNumber, values.idNumber, translate)
    : fieldError(fields.loginUsername, values.username, translate);
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
  translate: Translate,
): FormValidation<unknown> {
  const form = { ...values, role, preferredComm: channelOf(values) };
  const validation = validateForm(forgotPasswordFormSchema, form, translate);
  if (validation.ok || flowHandle === undefined) return validation;
  const { fieldErrors } = validation;
  return Object.keys(fieldErrors).length === 0
    ? { ok: true, value: form }
    : { ok: false, fieldErrors };
}
