import {
  type Clock,
  createUserServiceClient,
  type FetchFunction,
  type FlowTranslate,
  type InFlightCounter,
  parsePortalConfig,
  resolveEnvironment,
  type SessionConfig,
  webAuthnBrowser,
} from '@forecourt/flows-core';
import type { ServicesResult } from '../app/boot-context.tsx';
import { dealerGroupsPath } from './start-script/dealer-groups-path.ts';

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
  let session: SessionConfig;
  try {
    session = resolveEnvironment(host.hostname, parsed.config);
  } catch (error) {
    // A file without this host's environment: the same configuration error as a wrong setting.
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  const client = createUserServiceClient({
    baseURL: session.api,
    token: session.token,
    inFlight: host.inFlight,
    clock: host.clock,
    translate: host.translate,
    // The contract's schemas: asked for by the first call as its request leaves, so they load
    // while it is out, not before it.
    check: () => import('@forecourt/flows-core/reply-check').then((module) => module.replyCheck),
    ...(host.language ? { acceptLanguage: host.language } : {}),
    ...(host.startedDealerGroups ? { fetch: fetchTakingStarted(host.startedDealerGroups) } : {}),
  });
  return { ok: true, services: { api: client, config: session, passkeys: webAuthnBrowser() } };
}

function isDealerGroupsRequest(input: RequestInfo | URL, init: RequestInit | undefined): boolean {
  const request = input instanceof Request ? input : undefined;
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  const url = new URL(request?.url ?? String(input), 'http://relative.invalid');
  return method === 'GET' && url.pathname.endsWith(dealerGroupsPath);
}

/** `reply`, or the signal's reason once it aborts first (as fetch itself rejects). */
function abortable(reply: Promise<Response>, signal: AbortSignal | null | undefined) {
  if (!signal) return reply;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<Response>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    reply.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The client's fetch where the start script asked for the dealer groups (edge/start-script; sent
 * before any module ran, about a second sooner on a slow phone): the client's first GET of
 * `allDealerGroups` gets that reply, read like any other. Where that request failed or was
 * refused (it was made from the configuration before its check), the client's own goes out.
 * Everything else goes to `fetchFn`.
 */
export function fetchTakingStarted(
  started: Promise<Response>,
  fetchFn: FetchFunction = (input, init) => globalThis.fetch(input, init),
): FetchFunction {
  let pending: Promise<Response> | undefined = started;
  return (input, init) => {
    const reply = pending;
    if (reply === undefined || !isDealerGroupsRequest(input, init)) return fetchFn(input, init);
    pending = undefined;
    const own = () => fetchFn(input, init);
    return abortable(
      reply.then((response) => (response.ok ? response : own()), own),
      init?.signal,
    );
  };
}
