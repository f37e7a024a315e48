import { describe, expect, it, vi } from 'vitest';
import { createSystemClock } from './clock.ts';
import { createManualClock } from './manual-clock.ts';

describe('createSystemClock', () => {
  it('delegates to the globals it is given', () => {
    const globals = {
      Date: { now: () => 42 },
      setTimeout: vi.fn(() => 1),
      clearTimeout: vi.fn(),
      setInterval: vi.fn(() => 2),
      clearInterval: vi.fn(),
    };
    const clock = createSystemClock(globals);
    const fn = () => {};
    expect(clock.now()).toBe(42);
    expect(clock.setTimeout(fn, 5)).toBe(1);
    expect(clock.setInterval(fn, 6)).toBe(2);
    clock.clearTimeout(1);
    clock.clearInterval(2);
    expect(globals.setTimeout).toHaveBeenCalledWith(fn, 5);
    expect(globals.setInterval).toHaveBeenCalledWith(fn, 6);
    expect(globals.clearTimeout).toHaveBeenCalledWith(1);
    expect(globals.clearInterval).toHaveBeenCalledWith(2);
  });
});

describe('createManualClock', () => {
  it('fires timeouts and intervals in time order as time advances', () => {
    const clock = createManualClock(0);
    const seen: string[] = [];
    clock.setTimeout(() => seen.push(`timeout@${clock.now()}`), 1500);
    const tick = clock.setInterval(() => seen.push(`tick@${clock.now()}`), 1000);
    clock.advance(2000);
    clock.clearInterval(tick);
    clock.advance(5000);
    expect(seen).toEqual(['tick@1000', 'timeout@1500', 'tick@2000']);
  });

  it('fires a due interval once after a jump, not once per missed period', () => {
    const clock = createManualClock(0);
    let ticks = 0;
    clock.setInterval(() => ticks++, 1000);
    clock.jump(10_000);
    expect(ticks).toBe(1);
    clock.clearTimeout('not-a-handle');
    expect(clock.pendingTimers()).toBe(1);
  });
});
