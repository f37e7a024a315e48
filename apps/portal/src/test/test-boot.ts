// The start-up result and router of a screen rendered outside main.tsx, for unit tests and for
// the portal's stories: flows-core's fake user service, a manual clock, no network.
import {
  createInFlightCounter,
  createMemoryStorage,
  createToastQueue,
  type FlowDeps,
  type PasskeyBrowser,
  type SessionConfig,
} from '@forecourt/flows-core';
import { formChecks } from '@forecourt/flows-core/checks';
import {
  createFakeUserServiceClient,
  createManualClock,
  type FakeUserServiceClient,
} from '@forecourt/flows-core/testing';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  type RouteComponent,
} from '@tanstack/react-router';
import english from '../../public/i18n/en.json';
import type { Boot } from '../app/boot-context.tsx';
import { loadOnce } from '../app/load-once.ts';
import { packageTranslate } from '../i18n/package-texts.ts';
import type { Catalogue } from '../i18n/translate.ts';

function NoRoute(): never {
  throw new Error('the test rendered a path its route does not match');
}

/**
 * A one-route TanStack router at `url` showing `component` for the pattern `path`, with
 * `rootComponent` (a bare outlet unless given) around it.
 */
export async function testRouter(
  path: string,
  url: string,
  component: RouteComponent,
  rootComponent: RouteComponent = Outlet,
) {
  const root = createRootRoute({ component: rootComponent, notFoundComponent: NoRoute });
  const route = createRoute({ getParentRoute: () => root, path, component });
  const router = createRouter({
    routeTree: root.addChildren([route]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await router.load();
  return router;
}

/** A local environment as the portal resolves it for localhost, without a captcha site key. */
export const testSession: SessionConfig = {
  name: 'local',
  production: false,
  api: 'http://127.0.0.1:4100',
  envName: 'LOCAL',
  token: 'env-token',
  home: 'http://127.0.0.1:4173',
  authUI: 'http://127.0.0.1:4173',
  dealerURL: 'http://127.0.0.1:4301',
  dealerGroupURL: 'http://127.0.0.1:4302',
  customerURL: 'http://127.0.0.1:4303',
  product: 'Forecourt',
};

/** A browser that cannot hold a passkey and offers none in autofill (headless Chromium's). */
export const noPasskeys: PasskeyBrowser = {
  canHold: async () => false,
  offersAutofill: async () => false,
  create: () => Promise.reject(Object.assign(new Error('no'), { name: 'NotSupportedError' })),
  get: () => Promise.reject(Object.assign(new Error('no'), { name: 'NotSupportedError' })),
};

/**
 * A start-up result as main.tsx builds it, over `api` (flows-core's fake user-service client by
 * default), a manual clock, the development captcha stand-in and the packages' texts of
 * `catalogue`; `redirects` collects the addresses the flows send the browser to (`onRedirect`
 * tells of each as it happens); `clock` is the
 * flows' manual clock; `switchTexts` switches the packages' texts, as a language switch does.
 */
export async function createTestBoot(
  api: FakeUserServiceClient = createFakeUserServiceClient(),
  catalogue: Catalogue = english,
  passkeys: PasskeyBrowser = noPasskeys,
) {
  const toasts = createToastQueue();
  // The packages' texts follow the language in use, as main.tsx's do after a switch.
  let texts = packageTranslate(catalogue);
  const switchTexts = (next: Catalogue) => {
    texts = packageTranslate(next);
  };
  const redirects: string[] = [];
  // Who wants to know of a redirect as it happens (a story shows the address the browser goes to).
  const redirectListeners = new Set<() => void>();
  const onRedirect = (listener: () => void) => {
    redirectListeners.add(listener);
    return () => redirectListeners.delete(listener);
  };
  const clock = createManualClock();
  const deps: FlowDeps = {
    api,
    clock,
    storage: createMemoryStorage(),
    config: testSession,
    notify: toasts.getState().push,
    redirect: (target) => {
      redirects.push(target);
      for (const listener of redirectListeners) listener();
    },
    translate: (id, params) => texts(id, params),
    checks: formChecks,
    passkeys: { browser: passkeys, storage: createMemoryStorage() },
  };
  const services = loadOnce(async () => ({
    ok: true as const,
    services: { api, config: testSession, passkeys },
  }));
  await services.load();
  const boot: Boot & { toasts: typeof toasts } = {
    apiSetting: testSession.api,
    captcha: { kind: 'stand-in' },
    deps,
    services,
    inFlight: createInFlightCounter(),
    toasts,
  };
  return { boot, redirects, onRedirect, clock, switchTexts };
}
