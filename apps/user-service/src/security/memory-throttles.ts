import { type Clock, secondsUntil } from '../clock.ts';
import type { Throttles } from './throttles.ts';

interface Window {
  startMs: number;
  endsMs: number;
  hits: number;
}

/** How often expired windows are swept out, at most. */
const sweepEveryMs = 60_000;

/**
 * The same fixed-window counters as `createThrottles`, kept in this process's memory: no database
 * round trip on the hot paths (every request's client limit, every password check). Counters are
 * per process, so N instances behind a balancer allow up to N times the limit; such a deployment
 * sets THROTTLE_STORE=database (see docs/user-service.md). At most `maxKeys` counters are held:
 * expired windows are swept once a minute, and when the map is still full the oldest window is
 * dropped, which can only forgive a key, never block one wrongly.
 */
export function createMemoryThrottles(clock: Clock, maxKeys = 100_000): Throttles {
  const windows = new Map<string, Window>();
  let sweptAt = 0;

  const live = (key: string, nowMs: number): Window | undefined => {
    const window = windows.get(key);
    return window !== undefined && window.endsMs > nowMs ? window : undefined;
  };

  const sweep = (nowMs: number) => {
    if (nowMs - sweptAt < sweepEveryMs && windows.size < maxKeys) return;
    sweptAt = nowMs;
    for (const [key, window] of windows) if (window.endsMs <= nowMs) windows.delete(key);
    while (windows.size >= maxKeys) {
      const oldest = windows.keys().next();
      if (oldest.done === true) break;
      windows.delete(oldest.value);
    }
  };

  return {
    async hit(key, { limit, windowSeconds }) {
      const now = clock.now();
      const nowMs = now.getTime();
      let window = live(key, nowMs);
      if (window === undefined) {
        sweep(nowMs);
        window = { startMs: nowMs, endsMs: nowMs + windowSeconds * 1000, hits: 0 };
        // Re-inserted, so the map's order stays the order windows started in (oldest first).
        windows.delete(key);
        windows.set(key, window);
      }
      window.hits += 1;
      return {
        allowed: window.hits <= limit,
        hits: window.hits,
        retryAfterSeconds: secondsUntil(now, new Date(window.endsMs)),
      };
    },
    async peek(key, { limit }) {
      const now = clock.now();
      const window = live(key, now.getTime());
      if (window === undefined) return { allowed: true, hits: 0, retryAfterSeconds: 0 };
      return {
        allowed: window.hits < limit,
        hits: window.hits,
        retryAfterSeconds: secondsUntil(now, new Date(window.endsMs)),
      };
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}
