import { isStepOf, type ReadonlyStore, type StepGraph } from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

/** What the step history needs of a flow: its step, its graph and the verbs that move it. */
export type StepHistoryFlowState<Step extends string> = {
  step: Step;
  graph: StepGraph<Step>;
  back(): void;
  /** Returns to the code step while its code is out (flows with a code step). */
  forward?(): void;
};

/**
 * The steps going on from `earlier` to `later`, in order and `later` last, when `earlier` is
 * reached from `later` by going Back; undefined otherwise (`earlier` is `later` itself, or not
 * behind it).
 */
export function stepsOnward<Step extends string>(
  graph: StepGraph<Step>,
  earlier: Step,
  later: Step,
): Step[] | undefined {
  const passed = [later];
  for (let step = graph.back[later]; step !== null; step = graph.back[step]) {
    if (step === earlier) return passed.reverse();
    if (passed.includes(step)) return undefined;
    passed.push(step);
  }
  return undefined;
}

/** True when `earlier` is reached from `later` by going Back (and is not `later` itself). */
export function isBehind<Step extends string>(
  graph: StepGraph<Step>,
  earlier: Step,
  later: Step,
): boolean {
  return stepsOnward(graph, earlier, later) !== undefined;
}

/** The step history of a flow screen: Back along the history and to the first step. */
export type StepHistory = {
  /** Goes to the step Back leads to: the history's Back where the flow pushed that entry. */
  back(): void;
  /** Goes to the first step (the 'Change username' and 'Not you?' links). */
  restart(): void;
};

/**
 * Each step of a flow is a history entry (GUIDE-1): `?step=<name>` in the address, validated
 * against the flow's declared steps. Each step the flow moves on to is pushed (each one passed,
 * when the history was not yet watching: it loads with the later steps), any other move
 * replaces; the browser's Back and Forward move the flow along its graph (`back`, `forward`),
 * and an address the flow cannot follow is replaced by the step it is at. Used once the flow's
 * resume has settled (useResume; StepNav waits for it): until then the address is left as it is,
 * so a reload on a later step resumes there, and a link to a later step with nothing to resume
 * lands on the first one.
 */
export function useStepHistory<Step extends string>(
  flow: ReadonlyStore<StepHistoryFlowState<Step>>,
): StepHistory {
  // The router's own history, read and written directly: this module then needs nothing of the
  // router but what every page already has (the router), so no router code moves into its chunk.
  const { history } = useRouter();
  const search = useSyncExternalStore(history.subscribe, () => history.location.search);
  const named = new URLSearchParams(search).get('step') ?? undefined;
  const step = useFlow(flow, (s) => s.step);
  const { graph } = flow.getState();
  const addressed: Step = isStepOf(graph, named) ? named : graph.first;
  // Entries this page pushed, by the step they show: Back from there is the history's Back.
  const pushed = useRef(new Set<Step>());
  const seen = useRef<{ step: Step; addressed: Step } | undefined>(undefined);
  const following = useRef(false);
  // The page's own address: another is a page this one is being left for (a link out of a later
  // step), whose address and entry are that page's, not this flow's to rewrite.
  const page = useRef(history.location.pathname);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step or address moves.
  useEffect(() => {
    // Another page's address, or this one moved since this render (this history's own write,
    // seen again by StrictMode's second run of the effect; a Back whose render is coming): the
    // render that shows it acts.
    if (history.location.pathname !== page.current || history.location.search !== search) return;
    const before = seen.current;
    seen.current = { step, addressed };
    if (step === addressed) {
      following.current = false;
      // A step named where the first one is meant ('?step=credentials') reads as no step.
      if (step === graph.first && named !== undefined) show(step, true);
      return;
    }
    const addressMoved = before !== undefined && before.addressed !== addressed;
    if (addressMoved || following.current) {
      // Back, Forward or a link: the flow follows as far as its graph lets it.
      following.current = true;
      const state = flow.getState();
      if (isBehind(graph, addressed, step)) state.back();
      else if (graph.back[addressed] === step) state.forward?.();
      if (flow.getState().step !== step) return;
      following.current = false;
      show(step, true);
      return;
    }
    // The flow moved: each step it moved on through is a new entry (more than one when it moved
    // on before this history was watching, as while its code loads); anything else replaces
    // this one.
    const onward = stepsOnward(graph, addressed, step);
    if (onward === undefined) {
      show(step, true);
      return;
    }
    for (const next of onward) {
      pushed.current.add(next);
      show(next, false);
    }
  }, [step, addressed]);

  function show(next: Step, replace: boolean) {
    const { pathname, search, hash } = history.location;
    const query = new URLSearchParams(search);
    if (next === graph.first) query.delete('step');
    else query.set('step', next);
    const href = `${pathname}${query.size > 0 ? `?${query}` : ''}${hash}`;
    if (replace) history.replace(href);
    else history.push(href);
    // Written now: the router writes the browser's history once per turn, the last write
    // winning, and each step pushed here is an entry of its own.
    history.flush();
  }

  const back = useCallback(() => {
    const { step: current, graph: steps } = flow.getState();
    const previous = steps.back[current];
    if (previous === null) return;
    if (pushed.current.has(current) && addressed === current) history.back();
    else flow.getState().back();
  }, [flow, history, addressed]);

  const restart = useCallback(() => {
    const state = () => flow.getState();
    for (let guard = 0; state().step !== state().graph.first && guard < 10; guard += 1) {
      const at = state().step;
      state().back();
      if (state().step === at) break;
    }
  }, [flow]);

  return { back, restart };
}
