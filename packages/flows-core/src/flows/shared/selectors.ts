import type { Channel } from '@forecourt/validators';

/** Length of a one-time code (CODE-1). */
export const otpLength = 6;

/** True when `value` is non-blank. */
export function filled(value: string | undefined): boolean {
  return value !== undefined && value.trim() !== '';
}

/** The code as typed, reduced to its first six digits. */
export function normaliseOtp(code: string): string {
  return code.replace(/\D/g, '').slice(0, otpLength);
}

/** The chosen channel once a code was sent ('mobile' before any choice, which never reaches a call). */
export function channelOf(values: { preferredComm: string }): Channel {
  return values.preferredComm === 'email' ? 'email' : 'mobile';
}
