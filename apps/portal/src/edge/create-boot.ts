import {
  createInFlightCounter,
  createSystemClock,
  createToastQueue,
  type FlowDeps,
  type KeyValueStorage,
  type PasskeyBrowser,
  type SessionConfig,
  type UserServiceClient,
} from '@forecourt/flows-core';
import type { AppServices, Boot } from '../app/boot-context.tsx';
import { loadOnce, type OnceLoader } from '../app/load-once.ts';
import type { ServiceHost } from './app-services.ts';
import { apiSettingOf, captchaSettingOf } from './boot-config.ts';
import { formChecks } from './form-checks.ts';

/**
 * Flow dependencies whose API client and environment are built later, in the services chunk:
 * flows can be created, edited and rendered at once, and their first call waits for `parts`.
 * A failed load answers as a network failure (and is tried again on the next call); a call
 * cancelled while it waits answers 'aborted' without being sent. Once the parts are there, a
 * call is sent in the caller's own task, before anything the caller's state change scheduled (a
 * re-render) runs, instead of a turn of promises later. Flows read `config` only once a call has
 * answered, so it is there by then; reading it earlier is a wiring mistake and throws.
 */
export function deferredDeps(
  ready: Omit<FlowDeps, 'api' | 'config' | 'passkeys'> & {
    passkeys?: { storage?: KeyValueStorage };
  },
  parts: Pick<OnceLoader<AppServices>, 'load' | 'loaded'>,
): FlowDeps {
  const call =
    (name: keyof UserServiceClient) =>
    async (request: never, options: { signal?: AbortSignal } = {}) => {
      let client = parts.loaded()?.api;
      try {
        client ??= (await parts.load()).api;
      } catch {
        return { ok: false, code: 'network', message: ready.translate('transport.unavailable') };
      }
      if (options.signal?.aborted) return { ok: false, code: 'aborted', message: '' };
      return client[name](request, options);
    };
  return {
    ...ready,
    // A Proxy: every property is a call of the real client's method of that name (no list of
    // endpoint names to keep). `then` (and symbols) are not calls: the client must not look like
    // a promise when awaited.
    api: new Proxy({} as UserServiceClient, {
      get: (_, name) =>
        typeof name === 'string' && name !== 'then' ? call(name as never) : undefined,
    }),
    get config(): SessionConfig {
      const now = parts.loaded();
      if (!now) throw new Error('deferredDeps: config was read before it was loaded');
      return now.config;
    },
    // The browser's ceremonies from the services chunk, each waiting for it (a failed load
    // rejects, which the flows read as a browser without passkeys).
    passkeys: {
      ...ready.passkeys,
      browser: new Proxy({} as PasskeyBrowser, {
        get:
          (_, name: keyof PasskeyBrowser) =>
          async (...args: never[]) => {
            const { passkeys } = parts.loaded() ?? (await parts.load());
            return (passkeys[name] as (...given: never[]) => unknown)(...args);
          },
      }),
    },
  };
}

/** The browser pieces start-up uses (injected by tests and by the prerender). */
export type BootHost = Omit<ServiceHost, 'inFlight' | 'clock'> & {
  redirect: (url: string) => void;
  storage?: KeyValueStorage;
  /** Where the passkey offer's 'Not now' is kept on this device (localStorage). */
  passkeys?: { storage?: KeyValueStorage };
};

/**
 * Builds what the shell and the screens share from the fetched (not yet validated)
 * configuration. Nothing is loaded here: start-up asks for the services chunk (full
 * configuration check, API client), and a flow's first call waits for it.
 */
export function createBoot(json: unknown, host: BootHost): Boot {
  const inFlight = createInFlightCounter();
  const toasts = createToastQueue();
  const clock = createSystemClock(globalThis);
  const services = loadOnce(() =>
    import('./app-services.ts').then(({ createAppServices }) =>
      createAppServices(json, { ...host, inFlight, clock }),
    ),
  );
  const deps = deferredDeps(
    {
      clock,
      notify: toasts.getState().push,
      redirect: host.redirect,
      translate: host.translate,
      checks: formChecks,
      ...(host.storage ? { storage: host.storage } : {}),
      ...(host.passkeys ? { passkeys: host.passkeys } : {}),
    },
    {
      async load() {
        const result = await services.load();
        // The shell replaces every screen with the configuration error; no call goes out.
        if (!result.ok) throw new Error(result.reason);
        return result.services;
      },
      // Built at start-up on a page with a form: its first call leaves in the submit's own task.
      loaded: () => {
        const result = services.loaded();
        return result?.ok ? result.services : undefined;
      },
    },
  );
  return {
    apiSetting: apiSettingOf(host.hostname, json),
    captcha: captchaSettingOf(host.hostname, json),
    deps,
    services,
    inFlight,
    toasts,
  };
}
