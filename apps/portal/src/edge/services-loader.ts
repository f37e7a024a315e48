import type { ServicesResult } from './app-services.ts';

/** Where the services stand: not asked for or loading, built (or refused), or failed to load. */
export type ServicesStatus =
  | { state: 'waiting' }
  | { state: 'ready'; result: ServicesResult }
  | { state: 'failed' };

/** The services chunk, loaded once when something first needs it. */
export interface ServicesLoader {
  /** Loads the chunk and builds the services (joins a load in progress; retries after a failure). */
  load(): Promise<ServicesResult>;
  /** The current status, for components that wait for the services without asking for them. */
  status(): ServicesStatus;
  /** Calls `listener` whenever the status changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/**
 * Wraps the loading of the services chunk (configuration check, API client): nothing happens
 * until `load` is first called, which start-up does when the browser is idle after the first
 * paint, and flows do on their first call.
 */
export function createServicesLoader(build: () => Promise<ServicesResult>): ServicesLoader {
  let status: ServicesStatus = { state: 'waiting' };
  let loading: Promise<ServicesResult> | undefined;
  const listeners = new Set<() => void>();
  const change = (next: ServicesStatus) => {
    status = next;
    for (const listener of listeners) listener();
  };
  return {
    load() {
      if (status.state === 'ready') return Promise.resolve(status.result);
      if (!loading) {
        if (status.state === 'failed') change({ state: 'waiting' });
        loading = build().then(
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
      }
      return loading;
    },
    status: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
