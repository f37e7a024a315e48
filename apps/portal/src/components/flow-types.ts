import type { ReadonlyStore } from '@forecourt/flows-core';

/** The channels a code can go to. */
export type Channel = 'mobile' | 'email';

/**
 * The part of every OTP flow's state the shared steps read and drive (flows-core's
 * FlowStateBase plus OtpActions), typed structurally so one step serves every flow.
 */
export type OtpFlowState = {
  step: number;
  status: 'idle' | 'submitting' | 'awaitingCode' | 'otpFailed' | 'done';
  values: { otp: string; preferredComm: '' | Channel };
  fieldErrors: Record<string, string>;
  error?: string;
  resendAvailableAt?: number;
  resendRemaining: number;
  chooseChannel(channel: Channel): void;
  requestCode(): Promise<void>;
  enterOtp(code: string): Promise<void>;
  submitCode(): Promise<void>;
  resend(channel: Channel): Promise<void>;
};

/** A store of any OTP flow. */
export type OtpFlow = ReadonlyStore<OtpFlowState>;
