import {
  createFakeUserServiceClient,
  type FakeUserServiceClient,
} from '@forecourt/flows-core/testing';
import { type RouteComponent, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import english from '../../public/i18n/en.json';
import { BootContext } from '../app/boot-context.tsx';
import { I18nProvider } from '../i18n/i18n-context.tsx';
import type { Catalogue } from '../i18n/translate.ts';
import { createTestBoot, testRouter } from './test-boot.ts';

export { createTestBoot, testSession } from './test-boot.ts';

/**
 * Renders one component as the screen at `/` of a throwaway router with `catalogue` (English
 * unless given) as the portal's texts and the packages' texts, as main.tsx does at start.
 */
export async function renderScreen(Component: RouteComponent, catalogue: Catalogue = english) {
  const router = await testRouter('/', '/', Component);
  return act(async () =>
    render(
      <I18nProvider catalogue={catalogue}>
        <RouterProvider router={router} />
      </I18nProvider>,
    ),
  );
}

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
  const { boot, redirects } = await createTestBoot(api, catalogue);
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
