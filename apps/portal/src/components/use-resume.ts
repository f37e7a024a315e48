import type { ReadonlyStore } from '@forecourt/flows-core';
import { useEffect, useState } from 'react';

/**
 * Resumes a flow after a reload (RESUME): once the screen is mounted, the flow asks the service
 * where its stored flow handle stands and moves to that step. Step 0 (prerendered) shows and
 * takes input meanwhile; anything typed there before the answer wins over the resume. True once
 * the resume has settled (at once for a flow that keeps no grant): the step history reads the
 * address only then (GUIDE-1).
 */
export function useResume(flow: ReadonlyStore<{ resume?(): Promise<void> }>): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    void Promise.resolve(flow.getState().resume?.()).finally(() => setSettled(true));
  }, [flow]);
  return settled;
}
