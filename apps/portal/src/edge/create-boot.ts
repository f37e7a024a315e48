import {
  createInFlightCounter,
  createSystemClock,
  createToastQueue,
  type KeyValueStorage,
} from '@forecourt/flows-core';
import type { Boot } from '../app/boot-context.tsx';
import type { ServiceHost } from './app-services.ts';
import { apiSettingOf, captchaSettingOf } from './boot-config.ts';
import { deferredDeps } from './deferred-deps.ts';
import { formChecks } from './form-checks.ts';
import { loadOnce } from './load-once.ts';

/** The browser pieces start-up uses (injected by tests and by the prerender). */
export type BootHost = Omit<ServiceHost, 'inFlight' | 'clock'> & {
  redirect: (url: string) => void;
  storage?: KeyValueStorage;
};

/**
 * Builds what the shell and the screens share from the fetched (not yet validated)
 * configuration. Nothing is loaded here: start-up asks for the services chunk (full
 * configuration check, API client) at once, and a flow's first call waits for it.
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
