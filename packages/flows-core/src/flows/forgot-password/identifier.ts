import { normaliseIdNumber } from '@forecourt/validators/forms';

/** Which identifier a password reset uses. */
export type ResetIdentifier = { idNumber: string } | { username: string };

/**
 * RECOVER-PASSWORD-4: the ID-based reset when the username is empty, the username-based one when
 * the ID is empty. The flow clears one when the other is typed, so both are never given. An ID
 * number goes as its 13 digits, spaces and dashes dropped (GUIDE-20).
 */
export function identifierOf(values: { idNumber: string; username: string }): ResetIdentifier {
  return values.idNumber.trim() !== ''
    ? { idNumber: normaliseIdNumber(values.idNumber) }
    : { username: values.username };
}
