/**
 * What a step is for. The machinery every flow shares finds its steps by role: the first step's
 * check, the channel step, the code step, a registration's account and new-username steps, the
 * passkey offer, the finish.
 */
export type StepRole =
  | 'first'
  | 'details'
  | 'channel'
  | 'code'
  | 'account'
  | 'username'
  | 'offer'
  | 'done';

/**
 * The ways a step moves on, each named by what happened:
 * - `checked`: the step's check passed (who the person is, the form's fields)
 * - `found`: the customer lookup found the person
 * - `sent`: a code went out
 * - `taken`: the username is taken: ask for another
 * - `refused`: a refusal that sends the person back to fix something
 * - `verified`: the code was accepted, and something follows (a finish, the passkey offer)
 */
export type StepMove = 'checked' | 'found' | 'sent' | 'taken' | 'refused' | 'verified';

/** One step of a flow's declaration. */
export interface StepDeclaration<Step extends string> {
  /** What the step is for. */
  role: StepRole;
  /** The state's action its primary button runs ('signIn', 'chooseChannel'); none on a finish. */
  verb?: string;
  /**
   * The id of its title in the texts (`login.step.credentials`: flows-core's `flowTexts` has
   * the English of its own flows' titles); none where the app titles it.
   */
  title?: string;
  /** Where Back goes; none where Back does nothing (the first step, a finish). */
  back?: Step;
  /** Where the step moves on, by what happened. */
  next?: Partial<Record<StepMove, Step>>;
}

/**
 * A flow's steps as data: their order, roles, verbs and moves, forward and back. The store moves
 * only along it; a consumer reads it to build history entries, titles or a progress line.
 */
export interface StepGraph<Step extends string> {
  /** Every step, in the order a person meets them on the main path. */
  readonly steps: readonly Step[];
  /** Where the flow starts (and starts over). */
  readonly first: Step;
  /** Where Back goes from each step; null where Back does nothing (the first step, a finish). */
  readonly back: Readonly<Record<Step, Step | null>>;
  /** What each step is for. */
  readonly role: Readonly<Record<Step, StepRole>>;
  /** The action each step's primary button runs; undefined on a step without one. */
  readonly verb: Readonly<Record<Step, string | undefined>>;
  /** The id of each step's title in the texts; undefined where the app titles it. */
  readonly title: Readonly<Record<Step, string | undefined>>;
  /** Where each step moves on, by what happened. */
  readonly next: Readonly<Record<Step, Readonly<Partial<Record<StepMove, Step>>>>>;
}

/**
 * Declares a flow: each step's role, primary verb and moves, in the order a person meets them;
 * the first key is the first step.
 *
 * ```ts
 * const loginSteps = defineSteps({
 *   credentials: { role: 'first', verb: 'signIn', next: { checked: 'channel' } },
 *   channel: { role: 'channel', verb: 'chooseChannel', back: 'credentials', next: { sent: 'code' } },
 *   code: { role: 'code', verb: 'submitCode', back: 'channel' },
 * });
 * ```
 */
export function defineSteps<const Step extends string>(
  declaration: Record<Step, StepDeclaration<NoInfer<Step>>>,
): StepGraph<Step> {
  const steps = Object.keys(declaration) as Step[];
  const [first] = steps;
  if (first === undefined) throw new Error('defineSteps: a flow has at least one step');
  const each = <T>(read: (step: StepDeclaration<Step>) => T) =>
    Object.freeze(
      Object.fromEntries(steps.map((step) => [step, read(declaration[step])])),
    ) as Readonly<Record<Step, T>>;
  return Object.freeze({
    steps: Object.freeze(steps),
    first,
    back: each((step) => step.back ?? null),
    role: each((step) => step.role),
    verb: each((step) => step.verb),
    title: each((step) => step.title),
    next: each((step) => Object.freeze({ ...step.next })),
  });
}

/** True when `value` names one of `graph`'s steps (e.g. a `?step=` search parameter). */
export function isStepOf<Step extends string>(
  graph: StepGraph<Step>,
  value: unknown,
): value is Step {
  return typeof value === 'string' && (graph.steps as readonly string[]).includes(value);
}

/** The step of `graph` with `role`, or undefined where the flow has none. */
export function stepWith<Step extends string>(
  graph: StepGraph<Step>,
  role: StepRole,
): Step | undefined {
  return graph.steps.find((step) => graph.role[step] === role);
}

/**
 * The step `move` leads to from `from`; `from` itself where its declaration names no such move
 * (a code resent from the code step stays there). See `moveOn`.
 */
export function moveFrom<Step extends string>(
  graph: StepGraph<Step>,
  from: Step,
  move: StepMove,
): Step {
  return graph.next[from][move] ?? from;
}

/**
 * The step `state`'s declaration says `move` leads to from where it stands, as a state change to
 * apply with the rest (`set({ ...moveOn(get(), 'checked'), fieldErrors: {} })`): the one way a
 * flow's actions move forward.
 */
export function moveOn<Step extends string>(
  state: { graph: StepGraph<Step>; step: Step },
  move: StepMove,
): { step: Step } {
  return { step: moveFrom(state.graph, state.step, move) };
}
