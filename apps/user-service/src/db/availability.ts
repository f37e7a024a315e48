// Which errors mean "the database cannot be reached right now" (answered 503, retried by the
// caller later) rather than a fault in a statement (500). Postgres names the first kind by
// SQLSTATE class 08 (connection exception) and 57P (operator intervention: shutdown, restart);
// node-postgres by the socket's error code or by its own messages for a lost connection.

const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

const lostConnection =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Query read timeout|Connection ended|server closed the connection/i;

function isUnavailableOne(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (socketCodes.has(code) || code.startsWith('08') || code.startsWith('57P')) return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && lostConnection.test(message);
}

/** True when `error` (or an error it wraps) says the database is unreachable or restarting. */
export function isStorageUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth += 1) {
    if (isUnavailableOne(current)) return true;
    if (current instanceof AggregateError && current.errors.some(isUnavailableOne)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
