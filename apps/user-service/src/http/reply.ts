import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The JSON reply of a success: `{ status: 'Success', message, payload }`. */
export function success(c: Context, message: string, payload?: object, extra?: object): Response {
  return c.json({ status: 'Success', message, ...extra, ...(payload && { payload }) }, 200);
}

/** The JSON reply of a failure: `{ status: 'Failure', message, payload? }` with an HTTP error code. */
export function failure(
  c: Context,
  httpStatus: ContentfulStatusCode,
  message: string,
  payload?: object,
): Response {
  return c.json({ status: 'Failure', message, ...(payload && { payload }) }, httpStatus);
}

/** 429 with `Retry-After` in the header and `payload.retryAfterSeconds` in the body. */
export function tooMany(c: Context, retryAfterSeconds: number, message: string): Response {
  c.header('Retry-After', String(retryAfterSeconds));
  return failure(c, 429, message, { retryAfterSeconds });
}
