import {
  type AnyRoute,
  type AnyRouter,
  createLazyRoute,
  createRootRoute,
  createRoute,
  type LazyRoute,
  type RouteComponent,
} from '@tanstack/react-router';
import { portalTypeParams } from './routing/params.ts';
import { stepSearch } from './routing/step-search.ts';
import { NotFound } from './screens/not-found.tsx';
import { registrationViews } from './screens/register/registration-views.ts';
import { Shell } from './shell/shell.tsx';

// Every screen module is its own chunk, loaded by its route (TanStack Router's lazy routes) when
// the route is first shown or on intent (hover, focus, touch of a link to it).
const screenModules = import.meta.glob<Record<string, RouteComponent>>('./screens/*/*-screen.tsx');

/**
 * The screen module of each route (a path below ./screens). The prerender and the bundle budget
 * read this table too: it is the one place that says which chunk shows which route.
 */
export const screenOfRoute = {
  '/': './screens/landing/landing-screen.tsx',
  '/login/$type': './screens/login/login-screen.tsx',
  '/login/$type/admin': './screens/login/admin-login-screen.tsx',
  '/login/$type/$userrole': './screens/login/login-screen.tsx',
  '/id-login/$type': './screens/id-login/id-login-screen.tsx',
  '/forgot-username/$type': './screens/forgot-username/forgot-username-screen.tsx',
  '/forgot-password/$type': './screens/forgot-password/forgot-password-screen.tsx',
  '/register/$type': './screens/register/register-screen.tsx',
} as const;

/** A route path of the portal. */
export type RoutePath = keyof typeof screenOfRoute;

/**
 * True for a route whose screen sends a form (every one but the landing page): its page links
 * the services and the form checks, and start-up loads the services at once.
 */
export function hasForm(routeId: string | undefined): boolean {
  return routeId !== undefined && routeId in screenOfRoute && routeId !== '/';
}

/** The lazy part of route `path`: its screen component, exported as `name` by its module. */
function screen(path: RoutePath, name: string): () => Promise<LazyRoute<AnyRoute>> {
  return async () => {
    const module = screenOfRoute[path];
    const load = screenModules[module];
    if (!load) throw new Error(`routes: no screen module ${module}`);
    const component = (await load())[name];
    if (!component) throw new Error(`routes: ${module} exports no ${name}`);
    // The id only names the route in TanStack's types; the router keeps the one it has.
    return createLazyRoute<AnyRouter, string>(path)({ component });
  };
}

const rootRoute = createRootRoute({ component: Shell, notFoundComponent: NotFound });

const landingRoute = createRoute({ getParentRoute: () => rootRoute, path: '/' }).lazy(
  screen('/', 'Landing'),
);

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login/$type',
  params: portalTypeParams,
  validateSearch: stepSearch,
}).lazy(screen('/login/$type', 'LoginScreen'));

// ROUTES-1: the role `admin` gives the admin variant; it outranks `$userrole` below.
const adminLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login/$type/admin',
  params: portalTypeParams,
  validateSearch: stepSearch,
}).lazy(screen('/login/$type/admin', 'AdminLoginScreen'));

// Any other role signs in as the ordinary login does.
const loginRoleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login/$type/$userrole',
  params: {
    parse: (raw: Record<string, string>) => ({
      ...portalTypeParams.parse(raw),
      userrole: raw.userrole ?? '',
    }),
    stringify: ({ type, userrole }: { type: string; userrole: string }) => ({ type, userrole }),
  },
  validateSearch: stepSearch,
}).lazy(screen('/login/$type/$userrole', 'LoginScreen'));

const idLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'id-login/$type',
  params: portalTypeParams,
  validateSearch: stepSearch,
}).lazy(screen('/id-login/$type', 'IdLoginScreen'));

const forgotUsernameRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'forgot-username/$type',
  params: portalTypeParams,
  validateSearch: stepSearch,
}).lazy(screen('/forgot-username/$type', 'ForgotUsernameScreen'));

const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'forgot-password/$type',
  params: portalTypeParams,
  validateSearch: stepSearch,
}).lazy(screen('/forgot-password/$type', 'ForgotPasswordScreen'));

// Registration differs by portal type (REG-2): the loader fetches the type's form and
// flow alongside the route's chunk, so each page loads only its own.
const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'register/$type',
  params: portalTypeParams,
  validateSearch: stepSearch,
  loader: ({ params }) => registrationViews[params.type].preload().then(() => undefined),
}).lazy(screen('/register/$type', 'RegisterScreen'));

/** The routes of ROUTES-1. */
export const routeTree = rootRoute.addChildren([
  landingRoute,
  loginRoute,
  adminLoginRoute,
  loginRoleRoute,
  idLoginRoute,
  forgotUsernameRoute,
  forgotPasswordRoute,
  registerRoute,
]);
