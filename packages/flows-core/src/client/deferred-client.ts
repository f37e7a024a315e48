import { type EndpointName, endpointNames } from '@forecourt/contract';
import { formatFlowText } from '../texts.ts';
import type { ApiFailure } from './api-result.ts';
import type { CallOptions, UserServiceClient } from './user-service-client.ts';

/**
 * A client whose every call first waits for `load` to give the real one: the flows can be
 * created before the client's code (ofetch, the contract's schemas) has loaded. A failed load is
 * answered as a network failure and tried again on the next call; a call cancelled while it
 * waits answers 'aborted' without being sent.
 *
 * `loaded`, when given, returns the real client if it is there already: a call made then is sent
 * in the caller's own task, before anything the caller's state change scheduled (a re-render)
 * runs, instead of a turn of promises later.
 */
export function createDeferredClient(
  load: () => Promise<UserServiceClient>,
  loaded?: () => UserServiceClient | undefined,
): UserServiceClient {
  const call =
    <N extends EndpointName>(name: N) =>
    async (request: Parameters<UserServiceClient[N]>[0], options: CallOptions = {}) => {
      let client = loaded?.();
      if (!client) {
        try {
          client = await load();
        } catch {
          return unavailable();
        }
      }
      if (options.signal?.aborted) return aborted();
      return client[name](request as never, options);
    };
  return Object.fromEntries(
    endpointNames.map((name) => [name, call(name)]),
  ) as unknown as UserServiceClient;
}

/** The failure of a call whose code could not be loaded (offline, or a new deployment). */
export function unavailable(): ApiFailure {
  return { ok: false, code: 'network', message: formatFlowText('transport.unavailable') };
}

function aborted(): ApiFailure {
  return { ok: false, code: 'aborted', message: '' };
}
