// What a passkey ceremony's error means, apart from the browser's calls (passkey-browser.ts):
// the flows read it where they run a ceremony, and the calls themselves load with the services.

/**
 * What a browser ceremony that did not finish meant: `passkey_cancelled` (the request was
 * aborted: a submit took its place, or its challenge ran out), `passkey_not_allowed` (the person
 * cancelled, the device refused, or no passkey of theirs answered), `passkey_unsupported` (this
 * browser or page cannot use passkeys).
 */
export type PasskeyCeremonyCode =
  | 'passkey_cancelled'
  | 'passkey_not_allowed'
  | 'passkey_unsupported';

/** The code of an error a ceremony threw (a `DOMException`, by its name). */
export function passkeyCeremonyCode(error: unknown): PasskeyCeremonyCode {
  const name =
    typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : '';
  if (name === 'AbortError') return 'passkey_cancelled';
  // WebAuthn says NotAllowedError for a cancelled dialog, a refused verification and a timeout
  // alike (so that a page cannot tell which passkeys a device holds); InvalidStateError is a
  // device that already holds this person's passkey.
  if (name === 'NotAllowedError' || name === 'InvalidStateError') return 'passkey_not_allowed';
  return 'passkey_unsupported';
}
