import {
  type Clock,
  createSystemClock,
  createUserServiceClient,
  type FlowDeps,
  type InFlightCounter,
  type KeyValueStorage,
  parsePortalConfig,
  resolveEnvironment,
  type SessionConfig,
  type ToastInput,
} from '@forecourt/flows-core';
import { applyPackageTexts } from '../i18n/package-texts.ts';
import type { Catalogue } from '../i18n/translate.ts';

/** Everything a screen's flow needs, built once from the validated configuration. */
export type AppServices = { deps: FlowDeps; session: SessionConfig };

/** The services, or why the configuration cannot be used. */
export type ServicesResult = { ok: true; services: AppServices } | { ok: false; reason: string };

/** The browser pieces the services are built from (injected for tests). */
export type ServiceHost = {
  hostname: string;
  inFlight: InFlightCounter;
  notify: (toast: ToastInput) => void;
  redirect: (url: string) => void;
  clock?: Clock;
  storage?: KeyValueStorage;
  /** The loaded catalogue; its `rules.*` and `flow.*` texts go to the packages. */
  texts?: Catalogue;
};

/**
 * Validates the configuration (DESIGN.md: zod, via flows-core) and builds the API client and the
 * flow dependencies for the environment of this host. Loaded as its own chunk.
 */
export function createAppServices(json: unknown, host: ServiceHost): ServicesResult {
  // Here rather than at start: every flow is created after its services, and this chunk keeps
  // the packages' English catalogues out of the first paint's JS.
  if (host.texts) applyPackageTexts(host.texts);
  const parsed = parsePortalConfig(json);
  if (!parsed.ok) return { ok: false, reason: parsed.error };
  const session = resolveEnvironment(host.hostname, parsed.config);
  const clock = host.clock ?? createSystemClock(globalThis);
  const api = createUserServiceClient({
    baseURL: session.api,
    token: session.token,
    inFlight: host.inFlight,
    clock,
  });
  const deps: FlowDeps = {
    api,
    clock,
    notify: host.notify,
    redirect: host.redirect,
    config: session,
    ...(host.storage ? { storage: host.storage } : {}),
  };
  return { ok: true, services: { deps, session } };
}
