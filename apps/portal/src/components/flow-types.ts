import type { FlowError, ReadonlyStore } from '@forecourt/flows-core';

/** The channels a code can go to. */
export type Channel = 'mobile' | 'email';

/**
 * The part of every OTP flow's state the shared steps read and drive (flows-core's
 * FlowStateBase plus OtpActions), typed structurally so one step serves every flow.
 */
export type CodeFlowState = {
  step: number;
  status: 'idle' | 'submitting' | 'awaitingCode' | 'otpFailed' | 'done';
  values: { otp: string; preferredComm: '' | Channel };
  fieldErrors: Readonly<Partial<Record<string, string>>>;
  error?: FlowError | undefined;
  resendAvailableAt?: number;
  resendRemaining: number;
  /** Where the code sent last went, masked. */
  sentTo?: string | undefined;
  chooseChannel(channel: Channel): void;
  enterOtp(code: string): Promise<void>;
  submitCode(): Promise<void>;
  resend(channel: Channel): Promise<void>;
};

/** A store of any flow with a code step (sign-in, recovery and registration flows). */
export type CodeFlow = ReadonlyStore<CodeFlowState>;

/** A flow whose step 1 picks the channel and then sends the code ('Next'). */
export type OtpFlowState = CodeFlowState & { requestCode(): Promise<void> };

/** A store of a sign-in or recovery flow. */
export type OtpFlow = ReadonlyStore<OtpFlowState>;
