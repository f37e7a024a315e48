// API-2 and MSG-2: one classifier and one message composer, shared by the portal's
// client and the service, so both read a reply the same way.

/** What a caller knows about one reply: the HTTP status when there was one, and the parsed body. */
export interface ReplyFacts {
  /** The HTTP status code of the response, when the call reached a server. */
  httpStatus?: number;
  /** The parsed JSON body (anything; it is inspected defensively). */
  body: unknown;
}

/** The outcome of one reply: API-2 names exactly these two. */
export type Outcome = 'success' | 'error';

const errorBodyStatuses = new Set(['500', '401']);

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && Object.hasOwn(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

function isErrorBodyStatus(status: unknown): boolean {
  return (
    (typeof status === 'number' || typeof status === 'string') &&
    errorBodyStatuses.has(String(status).trim())
  );
}

/**
 * API-2: an error when the body status is 500 or 401, or when the body status, the
 * response status or the payload status is 'Failure'; otherwise a success. An HTTP status of 400
 * or more is also an error (a proxy's 413 or 502 without our envelope is never a success).
 */
export function classifyOutcome(reply: ReplyFacts): Outcome {
  const { body, httpStatus } = reply;
  if (httpStatus !== undefined && httpStatus >= 400) return 'error';
  const status = field(body, 'status');
  if (isErrorBodyStatus(status)) return 'error';
  const failures = [
    status,
    field(field(body, 'response'), 'status'),
    field(field(body, 'payload'), 'status'),
  ];
  return failures.includes('Failure') ? 'error' : 'success';
}

const undefinedWord = /\bundefined\b/g;

function messagePart(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.replace(undefinedWord, '').replace(/\s+/g, ' ').trim();
}

/**
 * MSG-2, MSG-3: the body message, the top-level message and payload.message joined by a space.
 * Missing parts are skipped and the word 'undefined' is removed, so it can never be shown; a part
 * repeated verbatim is shown once; a message of just 'ACCEPTED' gives '' (not an error to show).
 * `reply` is either the parsed body or an HTTP error wrapper carrying it as `body`.
 */
export function composeMessage(reply: unknown): string {
  const inner = field(reply, 'body');
  const parts = [
    messagePart(field(inner, 'message')),
    messagePart(field(reply, 'message')),
    messagePart(field(field(reply, 'payload'), 'message')),
    messagePart(field(field(inner, 'payload'), 'message')),
  ];
  const unique: string[] = [];
  for (const part of parts) if (part !== '' && !unique.includes(part)) unique.push(part);
  const message = unique.join(' ');
  return message === 'ACCEPTED' ? '' : message;
}
