import type {
  FlowDeps,
  InFlightCounter,
  PasskeyBrowser,
  ReadonlyStore,
  ToastQueueState,
} from '@forecourt/flows-core';
import { createContext, use, useSyncExternalStore } from 'react';
import type { LoadStatus, OnceLoader } from './load-once.ts';

// The shape of what start-up produces (edge/create-boot.ts builds it, edge/app-services.ts and
// edge/boot-config.ts fill its parts), declared here, below both start-up and the components
// that read it.

/**
 * What the services chunk builds from the validated configuration: the flows' dependencies that
 * arrive after the first paint, the API client and the environment, and the browser's passkey
 * ceremonies (used only after a call or a press, so not on any page's critical path).
 */
export type AppServices = Pick<FlowDeps, 'api' | 'config'> & { passkeys: PasskeyBrowser };

/** The services, or why the configuration cannot be used. */
export type ServicesResult = { ok: true; services: AppServices } | { ok: false; reason: string };

/** The services chunk, loaded once (start-up asks for it; so does a flow's first call). */
export type ServicesLoader = OnceLoader<ServicesResult>;
export type ServicesStatus = LoadStatus<ServicesResult>;

/** Which human check the first steps show: the widget with a site key, or the stand-in. */
export type CaptchaSetting = { kind: 'widget'; siteKey: string } | { kind: 'stand-in' };

/** What start-up produced: the stores the shell shows and what the screens' flows need. */
export type Boot = {
  /** The environment's `api` setting; the routed screen renders only when it is set. */
  apiSetting: string | undefined;
  /** The environment's captcha, read with the configuration (undefined: wait for its check). */
  captcha: CaptchaSetting | undefined;
  /**
   * The flows' dependencies. The API client and the environment come from the services chunk,
   * which start-up loads at once on a page with a form and when idle elsewhere; a flow's first
   * call waits for it.
   */
  deps: FlowDeps;
  /** The services chunk: the full configuration check and the API client. */
  services: ServicesLoader;
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

/** The dependencies a screen creates its flow with. */
export function useFlowDeps(): FlowDeps {
  return useBoot().deps;
}

const waiting: ServicesStatus = { state: 'waiting' };

/**
 * The status of the services chunk, without asking for it: a component that shows something
 * from the validated configuration (the captcha's site key) waits here until start-up loads it.
 */
export function useServicesStatus(): ServicesStatus {
  const { services } = useBoot();
  return useSyncExternalStore(services.subscribe, services.status, () => waiting);
}
