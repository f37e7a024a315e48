import {
  createRootRoute,
  createRoute,
  lazyRouteComponent,
  type RouteComponent,
} from '@tanstack/react-router';
import { portalTypeParams } from './routing/params.ts';
import { Landing } from './screens/landing.tsx';
import { NotFound } from './screens/not-found.tsx';
import { Shell } from './shell/shell.tsx';

const rootRoute = createRootRoute({ component: Shell, notFoundComponent: NotFound });

const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: Landing,
});

/** A route of one portal type whose screen is loaded on demand (its own chunk). */
function typedRoute<TPath extends string>(path: TPath, component: RouteComponent) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    params: portalTypeParams,
    component,
  });
}

const loginRoute = typedRoute(
  'login/$type',
  lazyRouteComponent(() => import('./screens/login/login-screen.tsx'), 'LoginScreen'),
);
const loginRoleRoute = typedRoute(
  'login/$type/$userrole',
  lazyRouteComponent(() => import('./screens/login/login-role-screen.tsx'), 'LoginRoleScreen'),
);
const idLoginRoute = typedRoute(
  'id-login/$type',
  lazyRouteComponent(() => import('./screens/id-login/id-login-screen.tsx'), 'IdLoginScreen'),
);
const forgotUsernameRoute = typedRoute(
  'forgot-username/$type',
  lazyRouteComponent(
    () => import('./screens/forgot-username/forgot-username-screen.tsx'),
    'ForgotUsernameScreen',
  ),
);
const forgotPasswordRoute = typedRoute(
  'forgot-password/$type',
  lazyRouteComponent(
    () => import('./screens/forgot-password/forgot-password-screen.tsx'),
    'ForgotPasswordScreen',
  ),
);
const registerRoute = typedRoute(
  'register/$type',
  lazyRouteComponent(() => import('./screens/register/register-screen.tsx'), 'RegisterScreen'),
);

/** The routes of spec §2. */
export const routeTree = rootRoute.addChildren([
  landingRoute,
  loginRoute,
  loginRoleRoute,
  idLoginRoute,
  forgotUsernameRoute,
  forgotPasswordRoute,
  registerRoute,
]);
