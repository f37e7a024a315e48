/** One structured log line's fields; values are plain data. */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

/** The service's logger: one JSON line per call. */
export interface Logger {
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

// Defence in depth: callers never pass secrets, and a field with one of these names is dropped
// anyway, so a later edit cannot leak a password, code or token into the logs.
const secretKeys = /pass|otp|code|token|secret|authorization|captcha|cookie|hash/i;

function line(level: string, event: string, fields: LogFields): string {
  const safe: LogFields = {};
  for (const [key, value] of Object.entries(fields)) {
    if (!secretKeys.test(key) && value !== undefined) safe[key] = value;
  }
  return JSON.stringify({ time: new Date().toISOString(), level, event, ...safe });
}

/**
 * An error's text fit for a log line: quoted parts and runs of 4+ digits (which may be a value a
 * caller sent: a password, an ID number, a code, a mobile number) become '…'; at most 200 chars.
 * Driver errors quote the value they choked on ('invalid input syntax for type uuid: "…"').
 */
export function safeErrorText(error: Error): string {
  return error.message
    .replace(/"[^"]*"|'[^']*'|`[^`]*`/g, '…')
    .replace(/\d{4,}/g, '…')
    .slice(0, 200);
}

/** A logger that writes JSON lines to `write` (stdout by default; tests capture them). */
export function createLogger(write: (line: string) => void = (text) => console.log(text)): Logger {
  return {
    info: (event, fields = {}) => write(line('info', event, fields)),
    warn: (event, fields = {}) => write(line('warn', event, fields)),
    error: (event, fields = {}) => write(line('error', event, fields)),
  };
}
