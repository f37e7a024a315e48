import type {
  EndpointName,
  ErrorCode,
  FlowHandleRefusal,
  ReplyOf,
  SessionClaims,
} from '@forecourt/contract';
import type { PasskeyCeremonyCode } from '../passkeys/passkey-browser.ts';

/** The signed-in session a sign-in reply carries: the `x-token` and its decoded claims. */
export interface Session {
  token: string;
  claims: SessionClaims;
}

/** A reply the outcome classifier called a success, parsed with the contract's reply schema. */
export interface ApiSuccess<N extends EndpointName> {
  ok: true;
  /** The parsed reply envelope. */
  reply: ReplyOf<N>;
  /** The composed server message (MSG-3), '' when there is none. */
  message: string;
  httpStatus: number;
  /** Present when the reply carried an `x-token`. */
  session?: Session;
}

/**
 * What a failed call meant, normalised once at the client boundary: the service's code
 * (`ErrorCode`, see the contract), or what the client saw itself:
 * - `network`: no answer (offline, DNS, CORS, a connection reset, a timeout)
 * - `aborted`: the caller cancelled (a flow reset); never shown to anyone
 * - the browser's passkey ceremony between a passkey call and the next (`PasskeyCeremonyCode`)
 * A reply that is not JSON or does not match the contract is `server_error`.
 */
export type ApiFailureCode = ErrorCode | 'network' | 'aborted' | PasskeyCeremonyCode;

/** A failed call: never thrown, always returned. */
export interface ApiFailure {
  ok: false;
  code: ApiFailureCode;
  /**
   * The text to show: the composed server message (in the language the call asked for), or the
   * client's own for what it saw itself ('' if none).
   */
  message: string;
  /** The HTTP status when a response arrived. */
  httpStatus?: number;
  /** Seconds until the call may be retried (`rate_limited`, `service_unavailable`). */
  retryAfterSeconds?: number;
  /** `code_wrong` / `code_exhausted`: the tries the grant has left. */
  triesLeft?: number;
  /** `invalid_input`: the first message per refused field, keyed by field name. */
  fields?: Record<string, string>;
  /** `step_expired`: why the grant was refused ('ended' elsewhere, or 'unknown'). */
  refusal?: FlowHandleRefusal;
  /** The parsed body of a rejection, for callers that need more than the above. */
  body?: unknown;
}

/** The result of one call. */
export type ApiResult<N extends EndpointName> = ApiSuccess<N> | ApiFailure;
