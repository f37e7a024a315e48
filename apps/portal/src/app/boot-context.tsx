import type { InFlightCounter, ReadonlyStore, ToastQueueState } from '@forecourt/flows-core';
import { createContext, use } from 'react';
import type { AppServices, ServicesResult } from '../services/app-services.ts';

/** What start-up produced: the stores the shell shows and the services screens use. */
export type Boot = {
  /** The environment's `api` setting; the routed screen renders only when it is set. */
  apiSetting: string | undefined;
  /** Full validation and the API client, built in their own chunk. */
  services: Promise<ServicesResult>;
  inFlight: InFlightCounter;
  toasts: ReadonlyStore<ToastQueueState>;
};

/** The start-up result; provided above the router. */
export const BootContext = createContext<Boot | undefined>(undefined);

/** The start-up result (throws outside the provider: a wiring mistake, not a user state). */
export function useBoot(): Boot {
  const boot = use(BootContext);
  if (!boot) throw new Error('useBoot needs a BootContext provider');
  return boot;
}

/** Thrown when a screen needs services but the configuration is invalid. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

/** The services for a screen's flow; suspends until they are built. */
export function useServices(): AppServices {
  const result = use(useBoot().services);
  if (!result.ok) throw new ConfigurationError(result.reason);
  return result.services;
}
