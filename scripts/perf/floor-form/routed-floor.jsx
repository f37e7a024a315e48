// The routed floors' app: React 19 + TanStack Router with two routes, the sign-in form given and
// a second page linked from it. What the portal's router choice costs is measured against this,
// not against React alone.
import {
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders the two-route app with `SignInForm` on its first route into `#root`. */
export function mountRoutedFloor(SignInForm) {
  const rootRoute = createRootRoute({
    component: () => (
      <main>
        <nav>
          <Link to="/">Sign in</Link> <Link to="/help">Help</Link>
        </nav>
        <Outlet />
      </main>
    ),
  });
  const signInRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: SignInForm,
  });
  const helpRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: 'help',
    component: () => <p>Ask your dealer.</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([signInRoute, helpRoute]),
    defaultPreload: 'intent',
  });
  const element = document.getElementById('root');
  if (element) {
    createRoot(element).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  }
}
