import {
  type Clock,
  createUserServiceClient,
  type FlowTranslate,
  type InFlightCounter,
  parsePortalConfig,
  resolveEnvironment,
  type SessionConfig,
  type UserServiceClient,
} from '@forecourt/flows-core';
import { fetchTakingStarted } from './early-dealer-groups.ts';
import type { LoadStatus, OnceLoader } from './load-once.ts';

/** What the services chunk builds from the validated configuration: the flows' deferred parts. */
export type AppServices = { api: UserServiceClient; config: SessionConfig };

/** The services, or why the configuration cannot be used. */
export type ServicesResult = { ok: true; services: AppServices } | { ok: false; reason: string };

/** The services chunk, loaded once (start-up asks for it; so does a flow's first call). */
export type ServicesLoader = OnceLoader<ServicesResult>;
export type ServicesStatus = LoadStatus<ServicesResult>;

/** The browser pieces the services are built from (injected for tests). */
export type ServiceHost = {
  hostname: string;
  inFlight: InFlightCounter;
  clock: Clock;
  /** The texts of the failures the client makes itself (no connection, a timeout). */
  translate: FlowTranslate;
  /** The language tag sent as `Accept-Language`, read before each call. */
  language?: () => string;
  /** The start script's request for the dealer groups, where it made one. */
  startedDealerGroups?: Promise<Response> | undefined;
};

/**
 * Validates the configuration (ENV-3, with zod in flows-core) and builds the API client for the
 * environment of this host. Its own chunk, loaded after the first paint.
 */
export function createAppServices(json: unknown, host: ServiceHost): ServicesResult {
  const parsed = parsePortalConfig(json);
  if (!parsed.ok) return { ok: false, reason: parsed.error };
  const session = resolveEnvironment(host.hostname, parsed.config);
  const client = createUserServiceClient({
    baseURL: session.api,
    token: session.token,
    inFlight: host.inFlight,
    clock: host.clock,
    translate: host.translate,
    ...(host.language ? { acceptLanguage: host.language } : {}),
    ...(host.startedDealerGroups
      ? {
          fetch: fetchTakingStarted(host.startedDealerGroups, (input, init) =>
            globalThis.fetch(input, init),
          ),
        }
      : {}),
  });
  return { ok: true, services: { api: client, config: session } };
}
