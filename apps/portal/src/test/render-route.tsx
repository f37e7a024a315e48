import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type RouteComponent,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import english from '../../public/i18n/en.json';
import { I18nProvider } from '../i18n/i18n-context.tsx';

/** Renders one component as the screen at `/` of a throwaway router with the English texts. */
export async function renderScreen(Component: RouteComponent) {
  const root = createRootRoute();
  const route = createRoute({ getParentRoute: () => root, path: '/', component: Component });
  const router = createRouter({
    routeTree: root.addChildren([route]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  return render(
    <I18nProvider catalogue={english}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}
