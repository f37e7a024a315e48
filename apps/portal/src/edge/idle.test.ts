import { createInFlightCounter } from '@forecourt/flows-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstCall, preloadInOrder } from './idle.ts';

describe('preloadInOrder', () => {
  it('starts each load once the one before has finished, and goes on after a failure', async () => {
    const events: string[] = [];
    const load =
      (name: string, fails = false) =>
      async () => {
        events.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push(`end ${name}`);
        if (fails) throw new Error(`${name} could not load`);
      };
    await preloadInOrder([load('checks'), load('next step', true), load('code step')]);
    expect(events).toEqual([
      'start checks',
      'end checks',
      'start next step',
      'end next step',
      'start code step',
      'end code step',
    ]);
  });
});

describe('afterFirstCall', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for a request to leave, then runs once when idle, whatever follows', () => {
    vi.useFakeTimers();
    const inFlight = createInFlightCounter();
    const task = vi.fn();
    afterFirstCall(inFlight, task);
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
    inFlight.getState().increment();
    inFlight.getState().decrement();
    inFlight.getState().increment();
    vi.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs when idle at once when a request is already in flight', () => {
    vi.useFakeTimers();
    const inFlight = createInFlightCounter();
    inFlight.getState().increment();
    const task = vi.fn();
    afterFirstCall(inFlight, task);
    vi.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the call left', () => {
    vi.useFakeTimers();
    const inFlight = createInFlightCounter();
    const task = vi.fn();
    afterFirstCall(inFlight, task)();
    inFlight.getState().increment();
    const cancel = afterFirstCall(createInFlightCounter(), task);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
  });
});
