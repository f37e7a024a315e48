/**
 * A flow's steps and where Back goes from each, as data: a consumer reads it to build history
 * entries, titles or a progress line, and the flow's `back()` follows it.
 */
export interface StepGraph<Step extends string> {
  /** Every step, in the order a person meets them on the main path. */
  readonly steps: readonly Step[];
  /** Where the flow starts (and starts over). */
  readonly first: Step;
  /** Where Back goes from each step; null where Back does nothing (the first step, a finish). */
  readonly back: Readonly<Record<Step, Step | null>>;
}

/**
 * Declares a flow's steps by where Back goes from each; the first key is the first step.
 *
 * ```ts
 * const loginSteps = defineSteps({ credentials: null, channel: 'credentials', code: 'channel' });
 * ```
 */
export function defineSteps<const Step extends string>(
  back: Record<Step, NoInfer<Step> | null>,
): StepGraph<Step> {
  const steps = Object.keys(back) as Step[];
  const [first] = steps;
  if (first === undefined) throw new Error('defineSteps: a flow has at least one step');
  return Object.freeze({ steps: Object.freeze(steps), first, back: Object.freeze({ ...back }) });
}

/** True when `value` names one of `graph`'s steps (e.g. a `?step=` search parameter). */
export function isStepOf<Step extends string>(
  graph: StepGraph<Step>,
  value: unknown,
): value is Step {
  return typeof value === 'string' && (graph.steps as readonly string[]).includes(value);
}
