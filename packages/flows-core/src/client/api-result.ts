import type {
  CommonErrorCode,
  EndpointName,
  ErrorCode,
  ErrorCodeOf,
  FailurePayloadOf,
  ReplyOf,
  SessionClaims,
} from '@forecourt/contract';
import type { PasskeyCeremonyCode } from '../passkeys/ceremony-code.ts';

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
 * What the client saw itself, without an answer from the service:
 * - `network`: no answer (offline, DNS, CORS, a connection reset), or the reply check could not
 *   be loaded
 * - `timeout`: no answer within the call's timeout
 * - `aborted`: the caller cancelled (a flow reset); never shown to anyone
 * - the browser's passkey ceremony between a passkey call and the next (`PasskeyCeremonyCode`)
 */
export type ClientFailureCode = 'network' | 'timeout' | 'aborted' | PasskeyCeremonyCode;

/**
 * What a failed call meant, normalised once at the client boundary: the service's code
 * (`ErrorCode`, see the contract), or what the client saw itself. A reply that is not JSON, does
 * not match the contract, or names a code its endpoint does not answer with is `server_error`.
 */
export type ApiFailureCode = ErrorCode | ClientFailureCode;

/** What a failure of code `C` carries beside its code: its payload's fields, as the contract types them. */
type PayloadFields<C extends ApiFailureCode> = C extends ErrorCode
  ? FailurePayloadOf<C> extends object
    ? FailurePayloadOf<C>
    : unknown
  : unknown;

/**
 * A failed call of code `C` (any code by default): never thrown, always returned. A union by
 * `code`: checking the code narrows what the failure carries (`code_wrong`'s `triesLeft`,
 * `rate_limited`'s `retryAfterSeconds`, `step_expired`'s `flowHandle` refusal, ...).
 */
export type ApiFailure<C extends ApiFailureCode = ApiFailureCode> = C extends ApiFailureCode
  ? {
      ok: false;
      code: C;
      /**
       * The text to show: the composed server message (in the language the call asked for), or
       * the client's own for what it saw itself ('' if none).
       */
      message: string;
      /** The HTTP status when a response arrived. */
      httpStatus?: number;
    } & PayloadFields<C>
  : never;

/**
 * The failures endpoint `N` answers with: its own codes (`endpointErrors`, which include the
 * codes every endpoint answers with) and the client's.
 */
export type ApiFailureOf<N extends EndpointName> = ApiFailure<
  ErrorCodeOf<N> | CommonErrorCode | ClientFailureCode
>;

/** The result of one call of endpoint `N`. */
export type ApiResult<N extends EndpointName> = ApiSuccess<N> | ApiFailureOf<N>;
