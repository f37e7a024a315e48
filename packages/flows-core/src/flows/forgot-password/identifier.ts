import { formatMessage } from '@forecourt/validators';
import type { Checks } from '../shared/load-checks.ts';

/** Which identifier a password reset uses. */
export type ResetIdentifier = { idNumber: string } | { username: string };

/**
 * Spec §4: the ID-based reset when the username is empty, the username-based one when the ID is
 * empty. The flow clears one when the other is typed, so both are never given.
 */
export function identifierOf(values: { idNumber: string; username: string }): ResetIdentifier {
  return values.idNumber.trim() !== ''
    ? { idNumber: values.idNumber }
    : { username: values.username };
}

/** Step 0's check: one identifier, valid; the errors keyed by field or for the form. */
export function identifierErrors(
  { fieldError, fields }: Checks,
  values: { idNumber: string; username: string },
): { fieldErrors: Record<string, string>; formError?: string } | undefined {
  if (values.idNumber.trim() === '' && values.username.trim() === '') {
    return { fieldErrors: {}, formError: formatMessage('identifier.required') };
  }
  const identifier = identifierOf(values);
  const error =
    'idNumber' in identifier
      ? fieldError(fields.idNumber, identifier.idNumber)
      : fieldError(fields.loginUsername, identifier.username);
  if (error === undefined) return undefined;
  return { fieldErrors: { ['idNumber' in identifier ? 'idNumber' : 'username']: error } };
}
