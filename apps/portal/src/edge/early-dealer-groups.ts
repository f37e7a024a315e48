import { apiBasePath, endpoints } from '@forecourt/contract';
import type { FetchFunction } from '@forecourt/flows-core';

const dealerGroupsPath = `${apiBasePath}${endpoints.allDealerGroups.path}`;

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
 * The dealer-group form is of no use before its list of dealer groups arrives, and the API client
 * exists only once the services chunk has run, after the takeover on a slow phone. So the page's
 * start script asks for the list before any module runs (edge/start-script), and this fetch,
 * the client's, answers the client's first GET of `allDealerGroups` with that reply: one request,
 * sent about a second sooner on a slow phone, read by the client like any other. Where the start
 * script's request failed or was refused (it was made from the configuration before its check),
 * the client's request goes out as it would have. Everything else goes to `fetchFn`.
 */
export function fetchTakingStarted(
  started: Promise<Response>,
  fetchFn: FetchFunction,
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
