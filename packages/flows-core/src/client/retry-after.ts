import type { Clock } from '../clock/clock.ts';

function payloadSeconds(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const payload = (body as { payload?: unknown }).payload;
  if (typeof payload !== 'object' || payload === null) return undefined;
  const seconds = (payload as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0
    ? seconds
    : undefined;
}

/**
 * Seconds to wait after a 429: the `Retry-After` header (seconds, or an HTTP date when a clock is
 * given), else the reply's `payload.retryAfterSeconds`; undefined when neither says.
 */
export function retryAfterSeconds(
  header: string | null,
  body: unknown,
  clock?: Pick<Clock, 'now'>,
): number | undefined {
  const value = header?.trim() ?? '';
  if (/^\d+$/.test(value)) return Number(value);
  const date = value === '' ? Number.NaN : Date.parse(value);
  if (clock && Number.isFinite(date)) return Math.max(0, Math.ceil((date - clock.now()) / 1000));
  return payloadSeconds(body);
}
