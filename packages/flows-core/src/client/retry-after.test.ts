import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './retry-after.ts';

describe('retryAfterSeconds', () => {
  it('prefers the header seconds, then an HTTP date with a clock, then the payload', () => {
    expect(retryAfterSeconds(' 42 ', undefined)).toBe(42);
    const now = Date.UTC(2025, 0, 1);
    expect(
      retryAfterSeconds(new Date(now + 10_500).toUTCString(), undefined, { now: () => now }),
    ).toBe(10);
    expect(
      retryAfterSeconds(new Date(now - 5_000).toUTCString(), undefined, { now: () => now }),
    ).toBe(0);
    expect(
      retryAfterSeconds('Wed, 01 Jan 2025 00:00:10 GMT', { payload: { retryAfterSeconds: 7 } }),
    ).toBe(7);
  });

  it('is undefined when nothing says', () => {
    expect(retryAfterSeconds(null, null)).toBeUndefined();
    expect(retryAfterSeconds(null, { payload: null })).toBeUndefined();
    expect(retryAfterSeconds(null, { payload: { retryAfterSeconds: -1 } })).toBeUndefined();
  });
});
