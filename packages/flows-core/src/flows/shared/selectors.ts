import type { Channel } from '@forecourt/validators';
import { formatCountdown } from '../../countdown/countdown.ts';
import type { FlowStatus } from './flow-types.ts';

/** Length of a one-time code (spec §9). */
export const otpLength = 6;

type Base = { status: FlowStatus; resendAvailableAt?: number; resendRemaining: number };

/** True while a call is in flight. */
export function isSubmitting(state: Pick<Base, 'status'>): boolean {
  return state.status === 'submitting';
}

/**
 * The resend buttons are enabled after a code was sent and the countdown ended, or at once after
 * a failed send (spec §4 'otp failed', unless the server set a Retry-After).
 */
export function canResend(state: Base, now: number): boolean {
  if (state.status !== 'awaitingCode' && state.status !== 'otpFailed') return false;
  return state.resendAvailableAt === undefined || now >= state.resendAvailableAt;
}

/** True when the screen shows only the two retry buttons (spec §2 Register, §4 'otp failed'). */
export function isOtpFailed(state: Pick<Base, 'status'>): boolean {
  return state.status === 'otpFailed';
}

/** 'hh:mm:ss' of the resend countdown, shown after 'Request OTP again in : '. */
export function resendLabel(state: Pick<Base, 'resendRemaining'>): string {
  return formatCountdown(state.resendRemaining);
}

/** True when `value` is non-blank. */
export function filled(value: string | undefined): boolean {
  return value !== undefined && value.trim() !== '';
}

/** 'Validate and Login' is enabled with a full code while the code is awaited. */
export function canSubmitCode(state: { status: FlowStatus; values: { otp: string } }): boolean {
  return state.status === 'awaitingCode' && state.values.otp.length === otpLength;
}

/** The code as typed, reduced to its first six digits. */
export function normaliseOtp(code: string): string {
  return code.replace(/\D/g, '').slice(0, otpLength);
}

/** The chosen channel once a code was sent ('mobile' before any choice, which never reaches a call). */
export function channelOf(values: { preferredComm: string }): Channel {
  return values.preferredComm === 'email' ? 'email' : 'mobile';
}

/** 'next' on step 1 is enabled once a channel is chosen (spec §4). */
export function canRequestCode(state: {
  step: number;
  status: FlowStatus;
  values: { preferredComm: string };
}): boolean {
  return state.step === 1 && state.status === 'idle' && state.values.preferredComm !== '';
}
