import type { ReadonlyStore } from '@forecourt/flows-core';
import { useEffect, useState } from 'react';

/**
 * Resumes a flow after a reload (RESUME): once the screen is mounted, the flow asks the service
 * where its stored flow handle stands and moves to that step. Step 0 (prerendered) shows and
 * takes input meanwhile; anything typed there before the answer wins over the resume, and so does
 * anything typed (or a captcha clicked) before the portal took the page over: the takeover's
 * commit hands that to the flow before this effect runs, so the flow is not asked at all when its
 * values are no longer those it was rendered with. Returns a promise that settles with the resume
 * (at once for a flow that keeps no grant, or was not asked): the step history reads the address
 * only then (GUIDE-1, StepNav). A promise, not state, so that the screen does not render again
 * when it settles: only what waits for it does.
 */
export function useResume(
  flow: ReadonlyStore<{ resume?(): Promise<void>; values?: unknown }>,
): Promise<void> {
  const [settled] = useState(() => {
    let resolve = () => {};
    const promise = new Promise<void>((settle) => {
      resolve = settle;
    });
    return { promise, resolve };
  });
  // The values the screen was first rendered with, before the takeover's commit.
  const [rendered] = useState(() => flow.getState().values);
  useEffect(() => {
    const typedBefore = flow.getState().values !== rendered;
    void Promise.resolve(typedBefore ? undefined : flow.getState().resume?.()).finally(() =>
      settled.resolve(),
    );
  }, [flow, rendered, settled]);
  return settled.promise;
}
