import {
  createFakeUserServiceClient,
  createInFlightCounter,
  createManualClock,
  createMemoryStorage,
  createToastQueue,
  type FakeUserServiceClient,
  type FlowDeps,
  type SessionConfig,
} from '@forecourt/flows-core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  type RouteComponent,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import english from '../../public/i18n/en.json';
import { type Boot, BootContext } from '../app/boot-context.tsx';
import { createServicesLoader } from '../app/services-loader.ts';
import { I18nProvider } from '../i18n/i18n-context.tsx';
import { applyPackageTexts } from '../i18n/package-texts.ts';
import type { Catalogue } from '../i18n/translate.ts';

function NoRoute(): never {
  throw new Error('the test rendered a path its route does not match');
}

/** A one-route TanStack router at `url` showing `component` for the pattern `path`. */
async function testRouter(path: string, url: string, component: RouteComponent) {
  const root = createRootRoute({ component: Outlet, notFoundComponent: NoRoute });
  const route = createRoute({ getParentRoute: () => root, path, component });
  const router = createRouter({
    routeTree: root.addChildren([route]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await router.load();
  return router;
}

/**
 * Renders one component as the screen at `/` of a throwaway router with `catalogue` (English
 * unless given) as the portal's texts and the packages' texts, as main.tsx does at start.
 */
export async function renderScreen(Component: RouteComponent, catalogue: Catalogue = english) {
  applyPackageTexts(catalogue);
  const router = await testRouter('/', '/', Component);
  return act(async () =>
    render(
      <I18nProvider catalogue={catalogue}>
        <RouterProvider router={router} />
      </I18nProvider>,
    ),
  );
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

/** What `renderRoute` renders and with which fakes. */
export type RouteOptions = {
  /** The route pattern, e.g. '/forgot-username/$type'. */
  path: string;
  /** The address opened, e.g. '/forgot-username/customer'. */
  url: string;
  component: RouteComponent;
  catalogue?: Catalogue;
  api?: FakeUserServiceClient;
};

/**
 * Renders a routed screen with its flow services as main.tsx builds them, but over flows-core's
 * fake user-service client and a manual clock. Returns the fakes for assertions.
 */
export async function renderRoute({
  path,
  url,
  component,
  catalogue = english,
  api = createFakeUserServiceClient(),
}: RouteOptions) {
  applyPackageTexts(catalogue);
  const { boot, redirects } = await createTestBoot(api);
  const router = await testRouter(path, url, component);
  // Awaited act: the screen suspends until the services promise settles.
  const view = await act(async () =>
    render(
      <I18nProvider catalogue={catalogue}>
        <BootContext value={boot}>
          <RouterProvider router={router} />
        </BootContext>
      </I18nProvider>,
    ),
  );
  return { ...view, api, toasts: boot.toasts, redirects };
}

/**
 * A start-up result as main.tsx builds it, over `api` (flows-core's fake user-service client by
 * default), a manual clock and the development captcha stand-in; `redirects` collects the
 * addresses the flows send the browser to.
 */
export async function createTestBoot(api: FakeUserServiceClient = createFakeUserServiceClient()) {
  const toasts = createToastQueue();
  const redirects: string[] = [];
  const deps: FlowDeps = {
    api,
    clock: createManualClock(),
    storage: createMemoryStorage(),
    config: testSession,
    notify: toasts.getState().push,
    redirect: (target) => redirects.push(target),
  };
  const services = createServicesLoader(async () => ({
    ok: true,
    services: { api, session: testSession },
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
  return { boot, redirects };
}
