import { createRootRoute, createRoute, Link, Outlet } from '@tanstack/react-router';
import { Landing } from './screens/landing.tsx';

const rootRoute = createRootRoute({
  component: () => <Outlet />,
  notFoundComponent: () => (
    <main>
      <h1>Page not found</h1>
      <Link to="/">Back to the start</Link>
    </main>
  ),
});

const landingRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Landing });

export const routeTree = rootRoute.addChildren([landingRoute]);
