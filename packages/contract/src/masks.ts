import type { Channel } from '@forecourt/validators';

// How a contact or an ID number shows when the person should recognise it as theirs without the
// screen (or the reply) giving it away: the service masks the destinations of a code with these,
// the portal the ID numbers and contacts a person typed (GUIDE-5, GUIDE-43), so both read alike.

/** '08*****567': enough for the user to recognise, too little to harvest. */
export function maskMobile(mobile: string): string {
  return mobile.length < 6
    ? '*'.repeat(mobile.length)
    : `${mobile.slice(0, 2)}*****${mobile.slice(-3)}`;
}

/** 'j***@example.com'. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** A number or an address masked as `maskMobile` and `maskEmail` do. */
export function maskContact(channel: Channel, value: string): string {
  return channel === 'mobile' ? maskMobile(value) : maskEmail(value);
}

/**
 * An ID number as the portal shows it (GUIDE-43): the date of birth (the first six digits) and
 * the last two, the five between as '*' ('800101*****87'). Anything that is not 13 digits is
 * masked whole.
 */
export function maskIdNumber(idNumber: string): string {
  const digits = idNumber.trim();
  if (!/^\d{13}$/.test(digits)) return '*'.repeat(digits.length);
  return `${digits.slice(0, 6)}${'*'.repeat(5)}${digits.slice(-2)}`;
}
