import type { ReadonlyStore } from '@forecourt/flows-core';
import { useEffect } from 'react';

/**
 * Resumes a flow after a reload (issue 17): once the screen is mounted, the flow asks the
 * service where its stored flow handle stands and moves to that step. Step 0 (prerendered) shows
 * and takes input meanwhile; anything typed there before the answer wins over the resume.
 */
export function useResume(flow: ReadonlyStore<{ resume(): Promise<void> }>): void {
  useEffect(() => {
    void flow.getState().resume();
  }, [flow]);
}
