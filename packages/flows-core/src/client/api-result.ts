import type { EndpointName, ReplyOf, SessionClaims } from '@forecourt/contract';

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
  /** The composed server message (spec §8), '' when there is none. */
  message: string;
  httpStatus: number;
  /** Present when the reply carried an `x-token`. */
  session?: Session;
}

/**
 * Why a call failed, normalised once at the client boundary:
 * - rejected: the service answered and the outcome classifier said error
 * - rateLimited: 429, see `retryAfterSeconds`
 * - network: no answer (offline, DNS, CORS, connection reset)
 * - timeout: no answer in time
 * - aborted: the caller cancelled (a flow reset); never shown to users
 * - notJson: the answer was not JSON (a proxy's HTML error page)
 * - invalidReply: JSON that does not match the contract, or an unreadable token
 */
export type ApiFailureKind =
  | 'rejected'
  | 'rateLimited'
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'notJson'
  | 'invalidReply';

/** A failed call: never thrown, always returned. */
export interface ApiFailure {
  ok: false;
  kind: ApiFailureKind;
  /** The text to show: the composed server message, or ours for transport failures ('' if none). */
  message: string;
  /** The HTTP status when a response arrived. */
  httpStatus?: number;
  /** Seconds until the call may be retried (429). */
  retryAfterSeconds?: number;
  /** Field messages from a refused body, keyed by field name. */
  fieldErrors?: Record<string, string>;
  /** The parsed body of a rejection, for callers that need more than the message. */
  body?: unknown;
}

/** The result of one call. */
export type ApiResult<N extends EndpointName> = ApiSuccess<N> | ApiFailure;
