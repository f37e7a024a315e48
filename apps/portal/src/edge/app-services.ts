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

/** What the services chunk builds from the validated configuration. */
export type AppServices = {
  api: UserServiceClient;
  session: SessionConfig;
};

/** The services, or why the configuration cannot be used. */
export type ServicesResult = { ok: true; services: AppServices } | { ok: false; reason: string };

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
  return { ok: true, services: { api: client, session } };
}
