// The search parameters of a flow's route (GUIDE-1). Its own module, beside the routes: the route
// tree is in every page's entry, the step history (components/use-step-history.ts) only in the
// pages with a flow.

/** The search parameters of a flow's route: the step, by name. */
export type StepSearch = { step?: string };

/**
 * Validates a flow route's search: `step` kept when it is a non-empty string, anything else
 * dropped. Whether it names one of the flow's steps is the flow's to say (useStepHistory).
 */
export function stepSearch(raw: Record<string, unknown>): StepSearch {
  return typeof raw.step === 'string' && raw.step !== '' ? { step: raw.step } : {};
}
