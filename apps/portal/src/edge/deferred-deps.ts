import type {
  ApiFailure,
  FlowDeps,
  FlowTranslate,
  SessionConfig,
  UserServiceClient,
} from '@forecourt/flows-core';
import { loadOnce } from './load-once.ts';

/** The flows' dependencies that arrive with the services chunk: the API client and the environment. */
export type DeferredParts = Pick<FlowDeps, 'api' | 'config'>;

/**
 * A client whose every call first waits for `load` to give the real one, so flows can be created
 * before the client's code (ofetch, the contract's schemas) has loaded. Every property is a call
 * of the real client's method of that name (a Proxy: no list of endpoint names to keep). A failed
 * load answers as a network failure and is tried again on the next call; a call cancelled while it
 * waits answers 'aborted' without being sent. `loaded` returns the real client if it is there
 * already: a call made then is sent in the caller's own task, before anything the caller's state
 * change scheduled (a re-render) runs, instead of a turn of promises later.
 */
export function deferredClient(
  load: () => Promise<UserServiceClient>,
  loaded: () => UserServiceClient | undefined,
  translate: FlowTranslate,
): UserServiceClient {
  const unavailable = (): ApiFailure => ({
    ok: false,
    code: 'network',
    message: translate('transport.unavailable'),
  });
  const call =
    (name: keyof UserServiceClient) =>
    async (request: never, options: { signal?: AbortSignal } = {}) => {
      let client = loaded();
      if (!client) {
        try {
          client = await load();
        } catch {
          return unavailable();
        }
      }
      if (options.signal?.aborted) return { ok: false, code: 'aborted', message: '' };
      return client[name](request, options);
    };
  return new Proxy({} as UserServiceClient, {
    // `then` (and symbols) are not calls: the client must not look like a promise when awaited.
    get: (_, name) =>
      typeof name === 'string' && name !== 'then' ? call(name as never) : undefined,
  });
}

/**
 * Flow dependencies whose API client and environment are built later, in the services chunk:
 * flows can be created, edited and rendered at once, and their first call waits for `load`
 * (one load at a time; a failure is answered like a network failure and retried on the next
 * call). Flows read `config` only once a call has answered, so it is there by then; reading it
 * earlier is a wiring mistake and throws. `loaded` returns the parts if the app has built them
 * already (without loading anything).
 */
export function deferredDeps(
  ready: Omit<FlowDeps, 'api' | 'config'>,
  load: () => Promise<DeferredParts>,
  loaded: () => DeferredParts | undefined = () => undefined,
): FlowDeps {
  const parts = loadOnce(load);
  const built = () => parts.loaded() ?? loaded();
  return {
    ...ready,
    api: deferredClient(
      async () => (await parts()).api,
      () => built()?.api,
      ready.translate,
    ),
    get config(): SessionConfig {
      const now = built();
      if (!now) throw new Error('deferredDeps: config was read before it was loaded');
      return now.config;
    },
  };
}
