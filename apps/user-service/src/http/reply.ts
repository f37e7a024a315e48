import type { ErrorCode } from '@forecourt/contract';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The JSON reply of a success: `{ status: 'Success', message, payload }`. */
export function success(c: Context, message: string, payload?: object, extra?: object): Response {
  return c.json({ status: 'Success', message, ...extra, ...(payload && { payload }) }, 200);
}

/** The HTTP status each code is answered with, unless the caller names another. */
const statusOf: Record<ErrorCode, ContentfulStatusCode> = {
  invalid_input: 400,
  captcha_failed: 400,
  credentials_invalid: 401,
  not_found: 404,
  step_expired: 400,
  code_wrong: 401,
  code_expired: 401,
  code_exhausted: 401,
  code_used: 409,
  no_destination: 400,
  send_failed: 502,
  rate_limited: 429,
  username_taken: 409,
  username_tries_used: 409,
  registration_pending: 409,
  id_registered: 409,
  session_invalid: 401,
  passkey_refused: 401,
  passkey_wrong_portal: 403,
  passkey_limit: 409,
  client_unauthorized: 401,
  service_unavailable: 503,
  server_error: 500,
};

/**
 * The JSON reply of a failure: `{ status: 'Failure', code, message, payload? }`, with the HTTP
 * status of `code` (or `httpStatus`, e.g. 413 for a body too large).
 */
export function failure(
  c: Context,
  code: ErrorCode,
  message: string,
  payload?: object,
  httpStatus: ContentfulStatusCode = statusOf[code],
): Response {
  return c.json({ status: 'Failure', code, message, ...(payload && { payload }) }, httpStatus);
}

/** 429 `rate_limited` with `Retry-After` in the header and `payload.retryAfterSeconds`. */
export function tooMany(c: Context, retryAfterSeconds: number, message: string): Response {
  c.header('Retry-After', String(retryAfterSeconds));
  return failure(c, 'rate_limited', message, { retryAfterSeconds });
}
