/** Which identifier a password reset uses. */
export type ResetIdentifier = { idNumber: string } | { username: string };

/**
 * RECOVER-PASSWORD-4: the ID-based reset when the username is empty, the username-based one when
 * the ID is empty. The flow clears one when the other is typed, so both are never given.
 */
export function identifierOf(values: { idNumber: string; username: string }): ResetIdentifier {
  return values.idNumber.trim() !== ''
    ? { idNumber: values.idNumber }
    : { username: values.username };
}
