import { useSyncExternalStore } from 'react';

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
