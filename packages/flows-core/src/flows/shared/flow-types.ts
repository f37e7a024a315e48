import type { Channel, PortalType } from '@forecourt/validators';
import type { UserServiceClient } from '../../client/user-service-client.ts';
import type { Clock } from '../../clock/clock.ts';
import type { SessionConfig } from '../../config/config-schema.ts';
import type { KeyValueStorage } from '../../countdown/storage.ts';
import type { ToastInput } from '../../toasts/toast.ts';
import type { FlowError } from './flow-error.ts';

/** Every side effect a flow has, injected so flows run under Node with fakes. */
export interface FlowDeps {
  /** The typed user-service client. */
  api: UserServiceClient;
  /** Time and timers (`createSystemClock(globalThis)` in the browser). */
  clock: Clock;
  /** The toast sink, e.g. a toast queue's `push`. */
  notify: (toast: ToastInput) => void;
  /** Full-page navigation after sign-in, e.g. `(url) => location.assign(url)`. */
  redirect: (url: string) => void;
  /** The resolved environment. */
  config: SessionConfig;
  /** Keeps the resend deadline across a reload (e.g. sessionStorage); optional. */
  storage?: KeyValueStorage;
}

/** Which portal a flow serves. */
export interface FlowOptions {
  type: PortalType;
}

/**
 * Where a flow stands: editing (idle), waiting for the service (submitting), a code was sent
 * (awaitingCode), sending the code failed (otpFailed), finished (done).
 */
export type FlowStatus = 'idle' | 'submitting' | 'awaitingCode' | 'otpFailed' | 'done';

/** Masked addresses a check reply names ('08*****123', 'j***@example.com'). */
export interface Destinations {
  mobile?: string;
  email?: string;
}

/** The first message per field, keyed by the flow's field names (no key: no error). */
export type FieldErrors<Values> = { [Name in keyof Values & string]?: string };

/** The state every flow shares. */
export interface FlowStateBase<Step extends number, Values extends Record<string, string>> {
  /** The spec's step number. */
  step: Step;
  /** Every typed form value ('' when empty); kept on every failure. */
  values: Values;
  status: FlowStatus;
  /** The first message per field, by field name. */
  fieldErrors: FieldErrors<Values>;
  /**
   * The last failure, for the screen (the toast shows its message too): its `kind` and
   * `message`; undefined while nothing failed and from the start of each call.
   */
  error?: FlowError | undefined;
  /**
   * The first message of the last form check that failed before anything was sent (the spec's
   * 'Please add details' dialog shows it; registration flows set it); undefined once a check
   * passes. Failures of a call are in `error`, never here.
   */
  validationMessage?: string | undefined;
  /** Where the code can go, from the check reply. */
  destinations?: Destinations;
  /** Where the code sent last went, masked as the service wrote it ('07*****567'). */
  sentTo?: string | undefined;
  /** Epoch ms when a resend is allowed again; undefined when no countdown runs. */
  resendAvailableAt?: number;
  /** Whole seconds of the resend countdown left (0 when resending is allowed). */
  resendRemaining: number;
  /**
   * The flow handle the service gave at the channel step (issue 17): the later steps send it in
   * place of the password or ID number, and a reloaded tab resumes with it. Undefined before
   * step 1, after the flow finished or started over, and with a service that gives none.
   */
  flowHandle?: string | undefined;
  /** Sets one form value and clears its field error. */
  setField(name: keyof Values & string, value: string): void;
  /** Records the captcha response (step 0). */
  resolveCaptcha(token: string): void;
  /** Goes one step back; ignored while submitting or done. */
  back(): void;
  /** Cancels any call in flight (its reply is dropped) and empties the form. */
  reset(): void;
  /** Cancels any call and stops timers; the flow ignores every action afterwards. */
  dispose(): void;
}

/** The code-entry actions every OTP flow shares. */
export interface OtpActions {
  /** Picks where the code goes (step 1). */
  chooseChannel(channel: Channel): void;
  /** Sends the code by the chosen channel (step 1 'next'). */
  requestCode(): Promise<void>;
  /** Types the code; submits by itself at the 6th character. */
  enterOtp(code: string): Promise<void>;
  /** Submits the code ('Validate and Login'). */
  submitCode(): Promise<void>;
  /** Sends a new code by `channel`; ignored while the resend countdown runs. */
  resend(channel: Channel): Promise<void>;
  /**
   * Resumes the flow this tab was in before a reload: with a flow handle in storage, asks the
   * service where the flow stands and moves to that step (the resend countdown at the second
   * the service counts). Does nothing without a handle, off step 0, or once anything on step 0
   * was typed or sent while the answer was on its way. A handle the service refuses is forgotten;
   * one that ended in another tab says so. Once per flow.
   */
  resume(): Promise<void>;
}
