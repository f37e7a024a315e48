import type { Channel } from '@forecourt/validators';

/** Length of a one-time code (CODE-1). */
export const otpLength = 6;

/** True when `value` is non-blank. */
export function filled(value: string | undefined): boolean {
  return value !== undefined && value.trim() !== '';
}

/**
 * The first of `names` whose value is blank, in the order given (the order the step shows them):
 * what a waiting button waits for (GUIDE-15); undefined when every one is filled.
 */
export function firstBlank<Name extends string>(
  values: Readonly<Partial<Record<Name, string>>>,
  names: readonly Name[],
): Name | undefined {
  return names.find((name) => !filled(values[name]));
}

/** The code as typed, reduced to its first six digits. */
export function normaliseOtp(code: string): string {
  return code.replace(/\D/g, '').slice(0, otpLength);
}

/** The chosen channel once a code was sent ('mobile' before any choice, which never reaches a call). */
export function channelOf(values: { preferredComm: string }): Channel {
  return values.preferredComm === 'email' ? 'email' : 'mobile';
}
