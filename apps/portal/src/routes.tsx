import { createRootRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { portalTypeParams, portalTypeRoleParams } from './routing/params.ts';
import { Landing } from './screens/landing.tsx';
import { NotFound } from './screens/not-found.tsx';
import { Shell } from './shell/shell.tsx';

const rootRoute = createRootRoute({ component: Shell, notFoundComponent: NotFound });

const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: Landing,
});

// Every screen but the landing page is its own chunk; `$type` is checked before it loads.
const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login/$type',
  params: portalTypeParams,
  component: lazyRouteComponent(() => import('./screens/login/login-screen.tsx'), 'LoginScreen'),
});
const loginRoleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login/$type/$userrole',
  params: portalTypeRoleParams,
  component: lazyRouteComponent(
    () => import('./screens/login/login-role-screen.tsx'),
    'LoginRoleScreen',
  ),
});
const idLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'id-login/$type',
  params: portalTypeParams,
  component: lazyRouteComponent(
    () => import('./screens/id-login/id-login-screen.tsx'),
    'IdLoginScreen',
  ),
});
const forgotUsernameRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'forgot-username/$type',
  params: portalTypeParams,
  component: lazyRouteComponent(
    () => import('./screens/forgot-username/forgot-username-screen.tsx'),
    'ForgotUsernameScreen',
  ),
});
const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'forgot-password/$type',
  params: portalTypeParams,
  component: lazyRouteComponent(
    () => import('./screens/forgot-password/forgot-password-screen.tsx'),
    'ForgotPasswordScreen',
  ),
});
const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'register/$type',
  params: portalTypeParams,
  component: lazyRouteComponent(
    () => import('./screens/register/register-screen.tsx'),
    'RegisterScreen',
  ),
});

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
