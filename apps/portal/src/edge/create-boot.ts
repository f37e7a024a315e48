import {
  createInFlightCounter,
  createSystemClock,
  createToastQueue,
  type FlowTranslate,
  type KeyValueStorage,
} from '@forecourt/flows-core';
import type { Boot } from '../app/boot-context.tsx';
import type { ServicesResult } from './app-services.ts';
import { apiSettingOf, captchaSettingOf } from './boot-config.ts';
import { type DeferredParts, deferredDeps } from './deferred-deps.ts';
import { formChecks } from './form-checks.ts';
import { createServicesLoader } from './services-loader.ts';

/** The browser pieces start-up uses (injected by tests and by the prerender). */
export type BootHost = {
  hostname: string;
  redirect: (url: string) => void;
  storage?: KeyValueStorage;
  /** The language the user service should answer in, read before each call. */
  language?: () => string;
  /** The start script's request for the dealer groups, where it made one. */
  startedDealerGroups?: Promise<Response> | undefined;
  /** The packages' texts in the language in use, read when a flow shows one. */
  translate: FlowTranslate;
};

/** The flows' deferred parts from the built services. */
function partsOf(result: ServicesResult): DeferredParts {
  // The shell replaces every screen with the configuration error; no call goes out.
  if (!result.ok) throw new Error(result.reason);
  return { api: result.services.api, config: result.services.session };
}

/**
 * Builds what the shell and the screens share from the fetched (not yet validated)
 * configuration. Nothing is loaded here: start-up asks for the services chunk (full
 * configuration check, API client) at once, and a flow's first call waits for it.
 */
export function createBoot(json: unknown, host: BootHost): Boot {
  const inFlight = createInFlightCounter();
  const toasts = createToastQueue();
  const clock = createSystemClock(globalThis);
  const services = createServicesLoader(() =>
    import('./app-services.ts').then(({ createAppServices }) =>
      createAppServices(json, {
        hostname: host.hostname,
        inFlight,
        clock,
        translate: host.translate,
        ...(host.language ? { language: host.language } : {}),
        startedDealerGroups: host.startedDealerGroups,
      }),
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
    async () => partsOf(await services.load()),
    // Built at start-up on a page with a form: its first call leaves in the submit's own task.
    () => {
      const status = services.status();
      return status.state === 'ready' && status.result.ok ? partsOf(status.result) : undefined;
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
