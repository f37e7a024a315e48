import { describe, expect, it } from 'vitest';
import { createManualClock } from '../clock/manual-clock.ts';
import { createCountdown, isCountdownRunning } from './countdown.ts';
import { createMemoryStorage } from './storage.ts';

describe('createCountdown', () => {
  it('counts 180 seconds down to zero and stops its timer', () => {
    const clock = createManualClock();
    const countdown = createCountdown({ clock });
    countdown.getState().start();
    expect(countdown.getState().remainingSeconds).toBe(180);
    clock.advance(60_000);
    expect(countdown.getState().remainingSeconds).toBe(120);
    clock.advance(120_000);
    expect(isCountdownRunning(countdown.getState())).toBe(false);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('stays correct after the clock jumps while the tab sleeps', () => {
    const clock = createManualClock();
    const countdown = createCountdown({ clock });
    countdown.getState().start();
    clock.jump(100_000);
    expect(countdown.getState().remainingSeconds).toBe(80);
    clock.jump(500_000);
    expect(countdown.getState().remainingSeconds).toBe(0);
  });

  it('recomputes on refresh() even when no tick fired', () => {
    let now = 0;
    const clock = { ...createManualClock(0), now: () => now };
    const countdown = createCountdown({ clock, seconds: 10 });
    countdown.getState().start();
    now = 4_000;
    countdown.getState().refresh();
    expect(countdown.getState().remainingSeconds).toBe(6);
  });

  it("moves the deadline to a server's Retry-After", () => {
    const clock = createManualClock();
    const countdown = createCountdown({ clock });
    countdown.getState().start();
    countdown.getState().applyRetryAfter(30);
    expect(countdown.getState()).toMatchObject({
      remainingSeconds: 30,
      resendAvailableAt: clock.now() + 30_000,
    });
  });

  it('keeps its deadline across a reload through the injected storage', () => {
    const clock = createManualClock();
    const storage = createMemoryStorage();
    createCountdown({ clock, storage }).getState().start();
    clock.jump(30_000);
    const reloaded = createCountdown({ clock, storage });
    expect(reloaded.getState().remainingSeconds).toBe(150);
  });

  it('forgets an expired or unreadable stored deadline', () => {
    const clock = createManualClock();
    const storage = createMemoryStorage();
    storage.setItem('forecourt.resendAvailableAt', String(clock.now() - 1));
    expect(createCountdown({ clock, storage }).getState().resendAvailableAt).toBeUndefined();
    expect(storage.getItem('forecourt.resendAvailableAt')).toBeNull();
    storage.setItem('forecourt.resendAvailableAt', 'soon');
    expect(createCountdown({ clock, storage }).getState().remainingSeconds).toBe(0);
  });

  it('stop() clears the deadline and its stored copy; dispose() stops ticking', () => {
    const clock = createManualClock();
    const storage = createMemoryStorage();
    const countdown = createCountdown({ clock, storage, storageKey: 'k' });
    countdown.getState().start(5);
    countdown.getState().stop();
    expect(countdown.getState()).toMatchObject({
      resendAvailableAt: undefined,
      remainingSeconds: 0,
    });
    expect(storage.getItem('k')).toBeNull();
    countdown.getState().start(5);
    countdown.getState().dispose();
    expect(clock.pendingTimers()).toBe(0);
  });

  it("counts the code's lifetime down beside the resend deadline, and ticks until both end", () => {
    const clock = createManualClock();
    const countdown = createCountdown({ clock });
    countdown.getState().start(180);
    countdown.getState().expireIn(300);
    expect(countdown.getState()).toMatchObject({
      remainingSeconds: 180,
      expiresInSeconds: 300,
      expiresAt: clock.now() + 300_000,
    });
    clock.advance(180_000);
    expect(countdown.getState()).toMatchObject({ remainingSeconds: 0, expiresInSeconds: 120 });
    expect(clock.pendingTimers()).toBe(1);
    clock.advance(120_000);
    expect(countdown.getState()).toMatchObject({ expiresInSeconds: 0 });
    expect(clock.pendingTimers()).toBe(0);
  });

  it('keeps no lifetime when none is given, and a lifetime of a resend that moved', () => {
    const clock = createManualClock();
    const countdown = createCountdown({ clock });
    countdown.getState().expireIn(undefined);
    expect(countdown.getState()).toMatchObject({ expiresAt: undefined, expiresInSeconds: 0 });
    expect(clock.pendingTimers()).toBe(0);
    countdown.getState().expireIn(60);
    countdown.getState().applyRetryAfter(600);
    expect(countdown.getState()).toMatchObject({ expiresInSeconds: 60, remainingSeconds: 600 });
    countdown.getState().expireIn(-5);
    expect(countdown.getState()).toMatchObject({ expiresAt: clock.now(), expiresInSeconds: 0 });
  });

  it('stop() forgets the lifetime too', () => {
    const clock = createManualClock();
    const countdown = createCountdown({ clock });
    countdown.getState().start();
    countdown.getState().expireIn(300);
    countdown.getState().stop();
    expect(countdown.getState()).toMatchObject({ expiresAt: undefined, expiresInSeconds: 0 });
    expect(clock.pendingTimers()).toBe(0);
  });

  it('counts without a reload copy when the storage throws', () => {
    const clock = createManualClock();
    const fail = () => {
      throw new Error('QuotaExceededError');
    };
    const storage = { getItem: fail, setItem: fail, removeItem: fail };
    const countdown = createCountdown({ clock, storage });
    countdown.getState().start(10);
    expect(countdown.getState().remainingSeconds).toBe(10);
    clock.advance(10_000);
    expect(countdown.getState().remainingSeconds).toBe(0);
    countdown.getState().stop();
  });
});
