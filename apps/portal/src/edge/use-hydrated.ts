import { useEffect, useRef, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while a prerendered page is taken over (React renders the server's
 * answer then, so the markup matches); true after, and from the start in a page rendered afresh.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Runs `effect` once, in the commit that took a prerendered component over (React hydrated it
 * from the server's markup); never for a component rendered afresh. It sees the takeover
 * render's values: the server's answer, before the render that `useHydrated` turning true asks for.
 */
export function useTakeoverEffect(effect: () => void): void {
  const hydrated = useHydrated();
  const takenOver = useRef(!hydrated);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the takeover's commit only
  useEffect(() => {
    if (!takenOver.current) return;
    takenOver.current = false;
    effect();
  }, []);
}
