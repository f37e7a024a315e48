import { createStore } from 'zustand/vanilla';
import type { Clock, TimerHandle } from '../clock/clock.ts';
import { type ReadonlyStore, readonly } from '../store/readonly-store.ts';
import type { KeyValueStorage } from './storage.ts';

/** The resend timer of spec §4 and §9: 180 seconds. */
export const resendSeconds = 180;

/** What a countdown shows: a deadline, and the whole seconds left until it. */
export interface CountdownState {
  /** Epoch milliseconds when resending is allowed again; undefined when no countdown runs. */
  resendAvailableAt: number | undefined;
  /** Whole seconds until `resendAvailableAt`, derived from the clock (0 when expired or idle). */
  remainingSeconds: number;
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

/** 'hh:mm:ss', two digits each (spec §9). */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** True while the countdown blocks resending. */
export function isCountdownRunning(state: Pick<CountdownState, 'remainingSeconds'>): boolean {
  return state.remainingSeconds > 0;
}

/**
 * Creates a countdown that stores its deadline rather than counting ticks, so a sleeping tab or
 * a throttled timer cannot make it drift: every tick recomputes the remainder from `clock.now()`.
 */
export function createCountdown(options: CountdownOptions): CountdownStore {
  const { clock, storage } = options;
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
      if (remainingSeconds !== get().remainingSeconds) set({ remainingSeconds });
      if (remainingSeconds === 0) stopTicking();
    };
    const moveTo = (at: number) => {
      persist(at);
      set({ resendAvailableAt: at, remainingSeconds: remainingAt(at) });
      stopTicking();
      ticker = clock.setInterval(tick, 1000);
    };
    const persist = (at: number | undefined) => {
      if (!storage) return;
      if (at === undefined) storage.removeItem(key);
      else storage.setItem(key, String(at));
    };
    return {
      resendAvailableAt: undefined,
      remainingSeconds: 0,
      start: (s = seconds) => moveTo(clock.now() + s * 1000),
      applyRetryAfter: (s) => moveTo(clock.now() + Math.max(0, s) * 1000),
      stop: () => {
        stopTicking();
        persist(undefined);
        set({ resendAvailableAt: undefined, remainingSeconds: 0 });
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
