import type { ReadonlyStore } from '@forecourt/flows-core';
import { useEffect, useRef, useState } from 'react';

type Disposable = { dispose(): void };

/**
 * Creates a flow store once for the component's life and disposes it on unmount (cancelling a
 * call in flight and stopping its timers). Disposal waits a task, because StrictMode unmounts
 * and remounts once in development and a disposed flow ignores every later action.
 */
export function useOwnedFlow<S extends Disposable>(
  create: () => ReadonlyStore<S>,
): ReadonlyStore<S> {
  const [store] = useState(create);
  const pendingDispose = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    clearTimeout(pendingDispose.current);
    return () => {
      pendingDispose.current = setTimeout(() => store.getState().dispose(), 0);
    };
  }, [store]);
  return store;
}
