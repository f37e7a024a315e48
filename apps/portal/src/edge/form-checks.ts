import type { FormChecks } from '@forecourt/flows-core';
import { loadOnce } from '../app/load-once.ts';

/**
 * The flows' form checks (zod and the form schemas), a chunk of their own so a screen's first
 * step carries none of them: start-up asks for it on a page with a form, each screen when idle,
 * and a submit before then waits for it.
 */
const checks = loadOnce<FormChecks>(() =>
  import('@forecourt/flows-core/checks').then((module) => module.formChecks),
);
export const loadFormChecks = checks.load;

/** `deps.checks`: the checks at once when they have loaded (a submit then sends in its task). */
export const formChecks = (): FormChecks | Promise<FormChecks> => checks.loaded() ?? checks.load();
