import type { Channel, PortalType } from '@forecourt/validators';
import type { FormChecks } from '../../checks/form-checks.ts';
import type { UserServiceClient } from '../../client/user-service-client.ts';
import type { Clock } from '../../clock/clock.ts';
import type { SessionConfig } from '../../config/config-schema.ts';
import type { KeyValueStorage } from '../../countdown/storage.ts';
import type { PasskeyDeps } from '../../passkeys/passkey-browser.ts';
import type { FlowTranslate } from '../../texts/translate.ts';
import type { ToastInput } from '../../toasts/toast.ts';
import type { ActionResult } from './action-result.ts';
import type { FlowError } from './flow-error.ts';
import type { StepGraph } from './steps.ts';

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
  /** Keeps the grant and the resend deadline across a reload (e.g. sessionStorage); optional. */
  storage?: KeyValueStorage;
  /**
   * The texts the flow shows (toasts, validation messages, labels) in the language in use:
   * `english` from `@forecourt/flows-core/texts`, or the app's catalogue.
   */
  translate: FlowTranslate;
  /**
   * The form checks (`formChecks` from `@forecourt/flows-core/checks`), or a function that gives
   * them: the app decides when they load. A function that throws or rejects is reported as a
   * network failure on that submit, and asked again on the next.
   */
  checks: FormChecks | (() => FormChecks | Promise<FormChecks>);
  /**
   * Passkeys (deliberate deviation 4): the browser's ceremonies and where 'Not now' is kept.
   * Without it no flow offers or uses one.
   */
  passkeys?: PasskeyDeps;
}

/** Which portal a flow serves. */
export interface FlowOptions {
  type: PortalType;
}

/** Where a flow stands: editing (idle), waiting for the service (submitting), finished (done). */
export type FlowStatus = 'idle' | 'submitting' | 'done';

/** Masked addresses a check reply names ('08*****123', 'j***@example.com'). */
export interface Destinations {
  mobile?: string;
  email?: string;
}

/** The first message per field, keyed by the flow's field names (no key: no error). */
export type FieldErrors<Values> = { [Name in keyof Values & string]?: string };

/** The state every flow shares: its step by name, its form, its flags and its failure. */
export interface FlowStateBase<Step extends string, Values extends Record<string, string>> {
  /** The step the flow is at, by name (see `graph`). */
  step: Step;
  /** The flow's steps and where Back goes from each, as data. */
  graph: StepGraph<Step>;
  /** Every typed form value ('' when empty); kept on every failure. */
  values: Values;
  /** Editing, waiting for the service, or finished; views read the flags below instead. */
  status: FlowStatus;
  /**
   * True while a call is in flight: every action but `reset` and `dispose` is ignored (an action
   * answers `{ ignored: 'busy' }`).
   */
  busy: boolean;
  /** True when the current step's primary action may run (its button is enabled). */
  canSubmit: boolean;
  /**
   * What the current step's primary action waits for while it cannot run (GUIDE-15): the name of
   * the first form value still missing, in the order the step shows them (`captchaResponse` for
   * the captcha, `otp` for an incomplete code), `identifier` for the password reset's ID number
   * or username, `newCode` for a code that can no longer be used; undefined when nothing is
   * missing (or the step checks its form on the press, like the dealer's first step).
   */
  waitingFor: string | undefined;
  /** The first message per field, by field name. */
  fieldErrors: FieldErrors<Values>;
  /**
   * The last failure, for the screen (the toast shows its message too); undefined while nothing
   * failed and from the start of each call. `error.code` says what it meant.
   */
  error?: FlowError | undefined;
  /**
   * The first message of the last form check that failed before anything was sent (the
   * registrations' 'Please add details' dialog shows it); undefined once a check passes.
   */
  validationMessage?: string | undefined;
  /**
   * The ID number masked as the service returns it when the flow resumes after a reload, where
   * the typed one is gone (it is never stored, RESUME-3); undefined otherwise.
   */
  maskedIdNumber?: string | undefined;
  /** Where the code can go, masked, from the first step's reply. */
  destinations?: Destinations | undefined;
  /**
   * The grant (flow handle) the first step issued: every later step sends it, and a reloaded
   * tab resumes with it. Undefined before it is issued, after the flow finished or started over.
   */
  flowHandle?: string | undefined;
  /** Sets one form value and clears its field error. */
  setField(name: keyof Values & string, value: string): void;
  /** Records the captcha response of the first step. */
  resolveCaptcha(token: string): void;
  /**
   * The current step's primary action: the verb its declaration names (`graph.verb`), the one a
   * screen's button runs; `wrong_step` on a step without one.
   */
  submit(): Promise<ActionResult>;
  /** Goes to the step `graph.back` names; ignored while busy, done, or where it names none. */
  back(): ActionResult;
  /** Cancels any call in flight (its reply is dropped) and starts over with an empty form. */
  reset(): void;
  /** Cancels any call and stops timers; the flow ignores every action afterwards. */
  dispose(): void;
}

/**
 * Where the code step stands:
 * - `sending`: a code is being sent
 * - `sendFailed`: sending failed: only the resend buttons show, without a timer unless the
 *   service said how long to wait (CODE-6)
 * - `waiting`: a code is out; type it
 * - `wrong`: the code typed was wrong; `triesLeft` says how many tries are left
 * - `expired`: the code out expired (its lifetime passed, or a newer one replaced it): ask again
 * - `exhausted`: no tries left: the flow must start again
 */
export type CodeState = 'sending' | 'sendFailed' | 'waiting' | 'wrong' | 'expired' | 'exhausted';

/** The one code step every flow that sends a code has: what views need, computed in the store. */
export interface CodeStepState {
  /** Where the code step stands; undefined before any code was asked for. */
  codeState: CodeState | undefined;
  /** Where the code sent last went, masked as the service wrote it ('08*****567'). */
  destination: string | undefined;
  /**
   * True when the last send sent nothing new because the code out is still valid (inside the
   * resend countdown): `values.preferredComm` and `destination` say where that code went.
   */
  reusedCode: boolean;
  /**
   * The channel asked for when the service kept the code out on the other one instead (a code
   * still valid inside the resend countdown, which holds both channels): a code can go there once
   * `resendInSeconds` reaches 0. Undefined otherwise.
   */
  askedChannel: Channel | undefined;
  /** Whole seconds until a new code may be asked for (0: now). */
  resendInSeconds: number;
  /** Whole seconds the code out stays valid (0: expired, or none out). */
  expiresInSeconds: number;
  /** True when a resend button may be pressed. */
  canResend: boolean;
  /** Tries left on the code step, once the service said (after a wrong code). */
  triesLeft: number | undefined;
  /** Epoch ms when a resend is allowed again; undefined when no countdown runs. */
  resendAvailableAt: number | undefined;
  /** Epoch ms when the code out expires; undefined when its lifetime is not known. */
  expiresAt: number | undefined;
  /**
   * Types the code; submits by itself at the 6th digit where the step allows (CODE-4). Answers
   * `incomplete` when it kept the code without submitting it.
   */
  enterCode(code: string): Promise<ActionResult>;
  /** Submits the code (the step's primary button). */
  submitCode(): Promise<ActionResult>;
  /**
   * Sends a new code by `channel`; ignored while `canResend` is false (`cooling_down` inside the
   * countdown).
   */
  resendCode(channel: Channel): Promise<ActionResult>;
  /**
   * Returns to the code step from the step Back leads to from it (a browser's Forward), while the
   * code sent is still out (`waiting` or `wrong`); does nothing otherwise (GUIDE-2).
   */
  forward(): ActionResult;
  /**
   * Resumes the flow this tab was in before a reload: with a grant in storage, asks the service
   * where the flow stands and moves to that step (the resend countdown at the second the service
   * counts). Does nothing without a grant, off the first step, or once anything on the first step
   * was typed or sent while the answer was on its way. Once per flow.
   */
  resume(): Promise<void>;
}

/** The channel step of sign-in and recovery: pick where the code goes, which sends it. */
export interface ChannelStepActions {
  /**
   * Sends the code by `channel` (the channel step's 'next'), by default the choice made with
   * `setField` (`values.preferredComm`; `incomplete` while there is none). A code still valid on a channel inside the resend countdown is
   * not sent again: the flow returns to the code step with the running countdown.
   */
  chooseChannel(channel?: Channel): Promise<ActionResult>;
}

/** The flags a flow with a code step computes in its store. */
export type FlowFlags = Pick<CodeStepState, 'codeState' | 'canResend'> & {
  busy: boolean;
  canSubmit: boolean;
  waitingFor: string | undefined;
};
