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
import { act, render } from '@testing-library/react';
import { type ComponentType, Suspense, useState } from 'react';
import english from '../../public/i18n/en.json';
import { type Boot, BootContext } from '../app/boot-context.tsx';
import { createServicesLoader } from '../app/services-loader.ts';
import { I18nProvider } from '../i18n/i18n-context.tsx';
import { applyPackageTexts } from '../i18n/package-texts.ts';
import type { Catalogue } from '../i18n/translate.ts';
import { type RouteDefinition, Router, RouteView } from '../routing/router.tsx';

function NoRoute(): never {
  throw new Error('the test rendered a path its route does not match');
}

/** A one-route router at `url` showing `component`. */
function TestRouter({
  path,
  url,
  component,
}: {
  path: string;
  url: string;
  component: ComponentType;
}) {
  const [routes] = useState<RouteDefinition[]>(() => [
    { path, load: () => Promise.resolve(component) },
  ]);
  return (
    <Router routes={routes} initialPath={url}>
      <Suspense fallback={null}>
        <RouteView notFound={NoRoute} />
      </Suspense>
    </Router>
  );
}

/**
 * Renders one component as the screen at `/` of a throwaway router with `catalogue` (English
 * unless given) as the portal's texts and the packages' texts, as main.tsx does at start.
 */
export async function renderScreen(Component: ComponentType, catalogue: Catalogue = english) {
  applyPackageTexts(catalogue);
  return act(async () =>
    render(
      <I18nProvider catalogue={catalogue}>
        <TestRouter path="/" url="/" component={Component} />
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
  component: ComponentType;
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
  const boot: Boot = {
    apiSetting: testSession.api,
    deps,
    services,
    inFlight: createInFlightCounter(),
    toasts,
  };
  // Awaited act: the screen suspends until the services promise settles.
  const view = await act(async () =>
    render(
      <I18nProvider catalogue={catalogue}>
        <BootContext value={boot}>
          <TestRouter path={path} url={url} component={component} />
        </BootContext>
      </I18nProvider>,
    ),
  );
  return { ...view, api, toasts, redirects };
}
