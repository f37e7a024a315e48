import type { InFlightCounter } from '@forecourt/flows-core';
import { useEffect, useRef } from 'react';
import { useBoot } from '../app/boot-context.tsx';

/**
 * Runs `task` once the browser is idle (or after `timeout` ms at the latest); returns a cancel
 * function. Browsers without `requestIdleCallback` run it on the next macrotask.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}

/**
 * Runs `task` when the browser is idle after a request has left (counted by `inFlight`, now or
 * later); returns a cancel function. What only follows a call (the next step, a toast about its
 * answer, the overlay over it) then does not share the slow link with that call's own chunks
 * while the person fills in the first step (issue 44): it loads while the call is answered.
 */
export function afterFirstCall(inFlight: InFlightCounter, task: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  if (inFlight.getState().count > 0) {
    cancelIdle = whenIdle(task);
    return () => cancelIdle?.();
  }
  const unsubscribe = inFlight.subscribe((state) => {
    if (state.count === 0 || cancelIdle) return;
    unsubscribe();
    cancelIdle = whenIdle(task);
  });
  return () => {
    unsubscribe();
    cancelIdle?.();
  };
}

/**
 * Starts loading what a screen shows only after its first call (its later steps) once that call
 * has left and the browser is idle: in the order given, each once the one before has loaded, so
 * what comes next has the bandwidth first. A failed load is left for the real use to retry and
 * report; the ones after it still load. A step shown before its code arrived loads it on use.
 */
export function usePreloadAfterFirstCall(...loads: ReadonlyArray<() => Promise<unknown>>): void {
  const { inFlight } = useBoot();
  const wanted = useRef(loads);
  useEffect(() => afterFirstCall(inFlight, () => void preloadInOrder(wanted.current)), [inFlight]);
}

/**
 * Starts loading what the first interaction itself needs but the first paint does not (a dialog
 * the first step's press opens) once the browser is idle, in the order given, like
 * `usePreloadAfterFirstCall`.
 */
export function usePreloadWhenIdle(...loads: ReadonlyArray<() => Promise<unknown>>): void {
  const wanted = useRef(loads);
  useEffect(() => whenIdle(() => void preloadInOrder(wanted.current)), []);
}

/** Runs `loads` one after another (a failure does not stop the rest); resolves when all ran. */
export async function preloadInOrder(loads: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const load of loads) await load().catch(() => undefined);
}
