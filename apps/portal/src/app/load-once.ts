/** Where a load stands: not asked for or loading, loaded, or failed (the next `load` retries). */
export type LoadStatus<T> =
  | { state: 'waiting' }
  | { state: 'ready'; result: T }
  | { state: 'failed' };

/** A load shared by its callers and kept once done (see `loadOnce`); no method needs `this`. */
export type OnceLoader<T> = {
  /** The result, loading it first if needed (callers during a load share it). */
  load(): Promise<T>;
  /** The result if it has loaded, for code that must answer at once. */
  loaded(): T | undefined;
  /** For components that wait for the result without asking for it. */
  status(): LoadStatus<T>;
  /** Calls `listener` whenever the status changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
};

/**
 * Runs `load` at most once at a time and keeps what it gives: callers during a load share it,
 * later callers get the result at once. A failed load is forgotten, so the next call tries again
 * (a chunk that failed to download may download the next time).
 */
export function loadOnce<T>(load: () => Promise<T>): OnceLoader<T> {
  let status: LoadStatus<T> = { state: 'waiting' };
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const change = (next: LoadStatus<T>) => {
    status = next;
    for (const listener of listeners) listener();
  };
  return {
    load() {
      if (status.state === 'ready') return Promise.resolve(status.result);
      if (status.state === 'failed') change({ state: 'waiting' });
      loading ??= load().then(
        (result) => {
          change({ state: 'ready', result });
          return result;
        },
        (error: unknown) => {
          loading = undefined;
          change({ state: 'failed' });
          throw error;
        },
      );
      return loading;
    },
    loaded: () => (status.state === 'ready' ? status.result : undefined),
    status: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
