import { type ComponentType, lazy, useState } from 'react';

/** A component whose code loads on demand, and the way to load it ahead of time. */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Loads the code; once it has loaded, the component renders at once. */
  preload(): Promise<ComponentType<P>>;
};

/**
 * Like React.lazy, but once the code has loaded (ahead of time, with `preload`) the component
 * renders at once instead of suspending for a turn: a prerendered page whose route loaded it
 * first is taken over in one piece (a boundary left suspended would be replaced, and what was
 * typed into it lost, by the first update), and a later step preloaded on idle shows without
 * a flash of its fallback.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // Made once per module, at module level, like React.lazy itself.
  // biome-ignore lint/correctness/noComponentHookFactories: see above
  function OnDemand(props: P) {
    // Chosen once per instance: switching from Lazy to the loaded component later would
    // remount the subtree and lose its state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(OnDemand, { preload });
}
