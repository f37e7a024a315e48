import type { Clock, TimerHandle } from './clock.ts';

interface Timer {
  id: number;
  at: number;
  fn: () => void;
  every?: number;
}

/** A clock that moves only when told to: for tests, stories and demos. */
export interface ManualClock extends Clock {
  /** Moves time forward by `ms`, firing every timer that falls due, in order. */
  advance(ms: number): void;
  /**
   * Moves time forward by `ms` without firing timers on the way, like a laptop waking from sleep;
   * timers due by then fire once afterwards.
   */
  jump(ms: number): void;
  /** How many timers are pending. */
  pendingTimers(): number;
}

/** Creates a manual clock starting at `start` milliseconds since the epoch. */
export function createManualClock(start = Date.UTC(2025, 0, 15, 9, 0, 0)): ManualClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, Timer>();

  const add = (fn: () => void, ms: number, every?: number): TimerHandle => {
    const id = nextId++;
    timers.set(id, {
      id,
      at: now + Math.max(0, ms),
      fn,
      ...(every === undefined ? {} : { every }),
    });
    return id;
  };
  const remove = (handle: TimerHandle) => {
    if (typeof handle === 'number') timers.delete(handle);
  };
  const fireDue = (until: number, catchUp: boolean) => {
    if (!catchUp) now = until;
    for (;;) {
      const due = [...timers.values()].filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      if (catchUp) now = due.at;
      if (due.every === undefined) timers.delete(due.id);
      else due.at = catchUp ? due.at + Math.max(1, due.every) : until + Math.max(1, due.every);
      due.fn();
    }
    now = until;
  };

  return {
    now: () => now,
    setTimeout: (fn, ms) => add(fn, ms),
    clearTimeout: remove,
    setInterval: (fn, ms) => add(fn, ms, ms),
    clearInterval: remove,
    advance: (ms) => fireDue(now + ms, true),
    jump: (ms) => fireDue(now + ms, false),
    pendingTimers: () => timers.size,
  };
}
