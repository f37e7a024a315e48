import { createStore } from 'zustand/vanilla';
import type { Clock, TimerHandle } from '../clock/clock.ts';
import { type ReadonlyStore, readonly } from '../store/readonly-store.ts';
import type { KeyValueStorage } from './storage.ts';

/** The resend timer (CODE-5, LIMITS): 180 seconds. */
export const resendSeconds = 180;

/** What a countdown shows: a deadline, and the whole seconds left until it. */
export interface CountdownState {
  /** Epoch milliseconds when resending is allowed again; undefined when no countdown runs. */
  resendAvailableAt: number | undefined;
  /** Whole seconds until `resendAvailableAt`, derived from the clock (0 when expired or idle). */
  remainingSeconds: number;
  /** Epoch milliseconds when the code out expires; undefined when none is out. */
  expiresAt: number | undefined;
  /** Whole seconds until `expiresAt`, derived from the clock (0 when expired or none is out). */
  expiresInSeconds: number;
  /** Counts down the code out's lifetime: `seconds` from now, or none (undefined). */
  expireIn(seconds: number | undefined): void;
  /** Starts (or restarts) the countdown for `seconds` (default: the configured seconds). */
  start(seconds?: number): void;
  /** Moves the deadline to `seconds` from now, e.g. from a server `Retry-After`. */
  applyRetryAfter(seconds: number): void;
  /** Stops and forgets the countdown. */
  stop(): void;
  /** Recomputes `remainingSeconds` from the clock now (e.g. when a tab becomes visible). */
  refresh(): void;
  /** Stops the ticking timer for good. */
  dispose(): void;
}

/** Options of `createCountdown`. */
export interface CountdownOptions {
  /** Length of a fresh countdown, in seconds (default 180). */
  seconds?: number;
  /** Time source; the countdown never reads host timers itself. */
  clock: Clock;
  /** Where the deadline survives a reload (e.g. sessionStorage); optional. */
  storage?: KeyValueStorage;
  /** Storage key (default 'forecourt.resendAvailableAt'). */
  storageKey?: string;
}

/** A zustand store for a deadline-based countdown. */
export type CountdownStore = ReadonlyStore<CountdownState>;

/** True while the countdown blocks resending. */
export function isCountdownRunning(state: Pick<CountdownState, 'remainingSeconds'>): boolean {
  return state.remainingSeconds > 0;
}

/**
 * `storage` that never throws: storage that does (disabled, full, a privacy mode) is treated as
 * absent, so the countdown still counts; it just cannot survive a reload.
 */
function forgiving(storage: KeyValueStorage): KeyValueStorage {
  const attempt = <T>(task: () => T, fallback: T): T => {
    try {
      return task();
    } catch {
      return fallback;
    }
  };
  return {
    getItem: (key) => attempt(() => storage.getItem(key), null),
    setItem: (key, value) => attempt(() => storage.setItem(key, value), undefined),
    removeItem: (key) => attempt(() => storage.removeItem(key), undefined),
  };
}

/**
 * Creates a countdown that stores its deadline rather than counting ticks, so a sleeping tab or
 * a throttled timer cannot make it drift: every tick recomputes the remainder from `clock.now()`.
 */
export function createCountdown(options: CountdownOptions): CountdownStore {
  const { clock } = options;
  const storage = options.storage && forgiving(options.storage);
  const seconds = options.seconds ?? resendSeconds;
  const key = options.storageKey ?? 'forecourt.resendAvailableAt';
  let ticker: TimerHandle | undefined;

  const remainingAt = (at: number | undefined) =>
    at === undefined ? 0 : Math.max(0, Math.ceil((at - clock.now()) / 1000));

  const store = createStore<CountdownState>()((set, get) => {
    const stopTicking = () => {
      if (ticker !== undefined) clock.clearInterval(ticker);
      ticker = undefined;
    };
    const tick = () => {
      const remainingSeconds = remainingAt(get().resendAvailableAt);
      const expiresInSeconds = remainingAt(get().expiresAt);
      if (
        remainingSeconds !== get().remainingSeconds ||
        expiresInSeconds !== get().expiresInSeconds
      ) {
        set({ remainingSeconds, expiresInSeconds });
      }
      if (remainingSeconds === 0 && expiresInSeconds === 0) stopTicking();
    };
    const startTicking = () => {
      stopTicking();
      ticker = clock.setInterval(tick, 1000);
    };
    const moveTo = (at: number) => {
      persist(at);
      set({ resendAvailableAt: at, remainingSeconds: remainingAt(at) });
      startTicking();
    };
    const persist = (at: number | undefined) => {
      if (!storage) return;
      if (at === undefined) storage.removeItem(key);
      else storage.setItem(key, String(at));
    };
    return {
      resendAvailableAt: undefined,
      remainingSeconds: 0,
      expiresAt: undefined,
      expiresInSeconds: 0,
      start: (s = seconds) => moveTo(clock.now() + s * 1000),
      applyRetryAfter: (s) => moveTo(clock.now() + Math.max(0, s) * 1000),
      expireIn: (s) => {
        const at = s === undefined ? undefined : clock.now() + Math.max(0, s) * 1000;
        set({ expiresAt: at, expiresInSeconds: remainingAt(at) });
        if (at !== undefined) startTicking();
      },
      stop: () => {
        stopTicking();
        persist(undefined);
        set({
          resendAvailableAt: undefined,
          remainingSeconds: 0,
          expiresAt: undefined,
          expiresInSeconds: 0,
        });
      },
      refresh: tick,
      dispose: stopTicking,
    };
  });

  const saved = Number(storage?.getItem(key) ?? Number.NaN);
  if (Number.isFinite(saved) && saved > clock.now())
    store.getState().applyRetryAfter((saved - clock.now()) / 1000);
  else if (storage?.getItem(key) != null) storage.removeItem(key);

  return readonly(store);
}
