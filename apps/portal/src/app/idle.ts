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
 * Starts loading code the screen will need soon (the next step's chunk) once the current one has
 * painted and the browser is idle. A failed load is left for the real use to retry and report.
 */
export function usePreloadWhenIdle(...loads: ReadonlyArray<() => Promise<unknown>>): void {
  const wanted = useRef(loads);
  useEffect(
    () =>
      whenIdle(() => {
        for (const load of wanted.current) load().catch(() => undefined);
      }),
    [],
  );
}
