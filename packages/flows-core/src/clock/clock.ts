/** An opaque timer handle, whatever the host returns from its timer functions. */
export type TimerHandle = unknown;

/**
 * Time and timers, injected so flows run under fake time in tests and never touch host globals.
 * Method syntax on purpose: hosts type their handles as numbers or objects.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Calls `fn` once after `ms` milliseconds. */
  setTimeout(fn: () => void, ms: number): TimerHandle;
  /** Cancels a timer made by `setTimeout`. */
  clearTimeout(handle: TimerHandle): void;
  /** Calls `fn` every `ms` milliseconds. */
  setInterval(fn: () => void, ms: number): TimerHandle;
  /** Cancels a timer made by `setInterval`. */
  clearInterval(handle: TimerHandle): void;
}

/** The host globals a system clock reads: pass `globalThis` (browser or Node). */
export interface ClockGlobals {
  Date: { now(): number };
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  setInterval(fn: () => void, ms: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
}

/**
 * The real clock, built from host globals handed in by the app (`createSystemClock(globalThis)`),
 * so flows-core itself never references them.
 */
export function createSystemClock(globals: ClockGlobals): Clock {
  return {
    now: () => globals.Date.now(),
    setTimeout: (fn, ms) => globals.setTimeout(fn, ms),
    clearTimeout: (handle) => globals.clearTimeout(handle),
    setInterval: (fn, ms) => globals.setInterval(fn, ms),
    clearInterval: (handle) => globals.clearInterval(handle),
  };
}
