// What a failure meant, as data: the service sends one of these codes beside the spec's `status`
// and `message` (`{ status: 'Failure', code, message, payload? }`), so a consumer can
// `switch (error.code)` instead of matching translated text. Plain data, without schemas: a
// flow's first chunk reads a code without loading zod.

/** Every code the service answers a failure with; a closed union. */
export const errorCodes = [
  /** The body was refused: a field (in `payload.fields`), its shape, its size or its type. */
  'invalid_input',
  /** The captcha of a first step was missing, spent or not genuine. */
  'captcha_failed',
  /** Wrong username or password (the same reply for both), or wrong admin credentials. */
  'credentials_invalid',
  /** No profile or finance customer for these details. */
  'not_found',
  /**
   * A later step without a valid grant: missing, expired, another flow's, or ended
   * (`payload.flowHandle` says 'unknown' or 'ended'). The same whoever the request names.
   */
  'step_expired',
  /** The code was wrong; `payload.triesLeft` says how many tries the grant has left. */
  'code_wrong',
  /** No code is waiting: it expired, or a newer one replaced it. Ask for a new one. */
  'code_expired',
  /** The tries are used up: the grant ended (`payload.flowHandle: 'ended'`); start again. */
  'code_exhausted',
  /** The right code, already used (a double submit): nothing to do, the first one counted. */
  'code_used',
  /** No number or address is registered for the chosen channel. */
  'no_destination',
  /** The code could not be handed to the SMS or e-mail provider; try again. */
  'send_failed',
  /** Too many requests or sends; `payload.retryAfterSeconds` (and `Retry-After`) say how long. */
  'rate_limited',
  /**
   * The username is taken ('Username is already taken. ...'). A refusal of a registration sent
   * with a captcha hands back `payload.registrationHandle`, good for four more usernames; one
   * sent with that grant uses it again (`payload.triesLeft`), and no fresh grant comes back.
   */
  'username_taken',
  /**
   * Five usernames were taken on one registration grant: it ended (`payload.flowHandle:
   * 'ended'`); start again at the first step, with its captcha.
   */
  'username_tries_used',
  /**
   * Another registration of this ID number is waiting for its code: nothing was sent, nothing
   * of the other changed. `payload.retryAfterSeconds` says when that code expires.
   */
  'registration_pending',
  /** The ID number is already registered: sign in or recover the username instead. */
  'id_registered',
  /** The session token is not valid (any more). */
  'session_invalid',
  /**
   * The passkey's answer was refused: an unknown or removed passkey, a challenge used, expired or
   * never issued, another origin or RP ID, a bad signature, no user verification, or a signature
   * counter that went back. Ask for a new challenge, or sign in with a code.
   */
  'passkey_refused',
  /** The passkey is of an account of another portal type: sign in on that portal. */
  'passkey_wrong_portal',
  /** The account holds the most passkeys it may: remove one first. */
  'passkey_limit',
  /** The client token (`Authorization`) was refused: a deployment fault, not the person's. */
  'client_unauthorized',
  /** The service cannot reach its database for a moment; `Retry-After` says when to retry. */
  'service_unavailable',
  /** Something unexpected failed in the service. */
  'server_error',
] as const;

/** A code the service answers a failure with. */
export type ErrorCode = (typeof errorCodes)[number];

/** True when `value` is one of `errorCodes`. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}

/** Why a handle is refused, in a failure reply's payload: `ended` (finished or replaced elsewhere) or `unknown` (expired, never issued). */
export const flowHandleRefusals = ['ended', 'unknown'] as const;

/** Why a handle was refused. */
export type FlowHandleRefusal = (typeof flowHandleRefusals)[number];

/**
 * The codes an endpoint may answer with come in groups, which each route of `routes.ts` names.
 * Codes any endpoint may answer: a refused body or token, throttles, the service failing.
 */
export const anyCall = [
  'invalid_input',
  'client_unauthorized',
  'rate_limited',
  'service_unavailable',
  'server_error',
] as const satisfies readonly ErrorCode[];

/** A code every endpoint may answer with: a refused body or token, a throttle, the service failing. */
export type CommonErrorCode = (typeof anyCall)[number];

/** A later step sends a code: no grant, no contact for the channel, the provider failing. */
export const sendsCode = [...anyCall, 'step_expired', 'no_destination', 'send_failed'] as const;

/** A later step checks a code. */
export const checksCode = [
  ...anyCall,
  'step_expired',
  'code_wrong',
  'code_expired',
  'code_exhausted',
  'code_used',
] as const;

/** A first step looks the person up (captcha-backed). */
export const looksUp = [...anyCall, 'captcha_failed', 'not_found'] as const;

/** A registration: the lookup's grant or a captcha, the username, the ID number, the code send. */
export const registers = [
  ...anyCall,
  'captcha_failed',
  'step_expired',
  'username_taken',
  'username_tries_used',
  'registration_pending',
  'id_registered',
  'no_destination',
  'send_failed',
] as const;
