import { loadOnce } from '../../load/load-once.ts';

/** The form checks flows validate with (zod and the form schemas of validators). */
export type Checks = typeof import('./checks.ts');

/**
 * Loads the form checks once (a failed load is tried again on the next call). Flows call it on
 * submit; an app may call it earlier (when the browser is idle) so the first submit does not wait.
 */
export const loadChecks = loadOnce<Checks>(() => import('./checks.ts'));

/** The form checks if they have loaded, for checks that must answer at once. */
export const loadedChecks = (): Checks | undefined => loadChecks.loaded();
