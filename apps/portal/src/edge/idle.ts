import { useEffect, useRef } from 'react';

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
 * Starts loading code the screen will need soon once the current one has painted and the browser
 * is idle: in the order given, each once the one before has loaded, so what the person needs next
 * (the form checks of their first submit, then the next step) has the bandwidth to itself on a
 * slow network instead of sharing it with every later step. A failed load is left for the real
 * use to retry and report; the ones after it still load.
 */
export function usePreloadWhenIdle(...loads: ReadonlyArray<() => Promise<unknown>>): void {
  const wanted = useRef(loads);
  useEffect(() => whenIdle(() => void preloadInOrder(wanted.current)), []);
}

/** Runs `loads` one after another (a failure does not stop the rest); resolves when all ran. */
export async function preloadInOrder(loads: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const load of loads) await load().catch(() => undefined);
}
