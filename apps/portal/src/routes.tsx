import { portalTypes } from '@forecourt/validators';
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
 * Each route's screen: its module and the component that module exports. The prerender and the
 * bundle budget read this table too: it is the one place that says which chunk shows which route.
 */
export const screenOfRoute = {
  '/': ['./screens/landing/landing-screen.tsx', 'Landing'],
  '/login/$type': ['./screens/login/login-screen.tsx', 'LoginScreen'],
  '/login/$type/admin': ['./screens/login/admin-login-screen.tsx', 'AdminLoginScreen'],
  '/login/$type/$userrole': ['./screens/login/login-screen.tsx', 'LoginScreen'],
  '/id-login/$type': ['./screens/id-login/id-login-screen.tsx', 'IdLoginScreen'],
  '/forgot-username/$type': [
    './screens/forgot-username/forgot-username-screen.tsx',
    'ForgotUsernameScreen',
  ],
  '/forgot-password/$type': [
    './screens/forgot-password/forgot-password-screen.tsx',
    'ForgotPasswordScreen',
  ],
  '/register/$type': ['./screens/register/register-screen.tsx', 'RegisterScreen'],
} as const;

/** A route path of the portal. */
export type RoutePath = keyof typeof screenOfRoute;

/**
 * The pages written as HTML at build time (server/prerender.ts): every route of the table for
 * each portal type, but the free role's (`$userrole`, any word). Any other path (another role, a
 * typo) gets the empty app shell and renders in the browser.
 */
export function prerenderedPaths(): string[] {
  return Object.keys(screenOfRoute)
    .filter((path) => !path.includes('$userrole'))
    .flatMap((path) =>
      path.includes('$type') ? portalTypes.map((type) => path.replace('$type', type)) : [path],
    );
}

/**
 * True for a route whose screen sends a form (every one but the landing page): its page links
 * the services and the form checks, and start-up loads the services at once.
 */
export function hasForm(routeId: string | undefined): boolean {
  return routeId !== undefined && routeId in screenOfRoute && routeId !== '/';
}

/** The lazy part of route `path`: its screen component. */
function screen(path: RoutePath): () => Promise<LazyRoute<AnyRoute>> {
  return async () => {
    const [module, name] = screenOfRoute[path];
    const component = (await screenModules[module]?.())?.[name];
    if (!component) throw new Error(`routes: ${module} exports no ${name}`);
    // The id only names the route in TanStack's types; the router keeps the one it has.
    return createLazyRoute<AnyRouter, string>(path)({ component });
  };
}

const rootRoute = createRootRoute({ component: Shell, notFoundComponent: NotFound });

/** A flow's route: its portal type checked (ROUTES-2), its step in the address (GUIDE-1). */
const flow = {
  getParentRoute: () => rootRoute,
  params: portalTypeParams,
  validateSearch: stepSearch,
};

/** The routes of ROUTES-1. */
export const routeTree = rootRoute.addChildren([
  createRoute({ getParentRoute: () => rootRoute, path: '/' }).lazy(screen('/')),
  createRoute({ ...flow, path: 'login/$type' }).lazy(screen('/login/$type')),
  // The role `admin` gives the admin variant; it outranks `$userrole` below.
  createRoute({ ...flow, path: 'login/$type/admin' }).lazy(screen('/login/$type/admin')),
  // Any other role signs in as the ordinary login does.
  createRoute({
    ...flow,
    path: 'login/$type/$userrole',
    params: {
      parse: (raw: Record<string, string>) => ({
        ...portalTypeParams.parse(raw),
        userrole: raw.userrole ?? '',
      }),
      stringify: ({ type, userrole }: { type: string; userrole: string }) => ({ type, userrole }),
    },
  }).lazy(screen('/login/$type/$userrole')),
  createRoute({ ...flow, path: 'id-login/$type' }).lazy(screen('/id-login/$type')),
  createRoute({ ...flow, path: 'forgot-username/$type' }).lazy(screen('/forgot-username/$type')),
  createRoute({ ...flow, path: 'forgot-password/$type' }).lazy(screen('/forgot-password/$type')),
  createRoute({
    ...flow,
    path: 'register/$type',
    // Registration differs by portal type (REG-2): the loader fetches the type's form and flow
    // alongside the route's chunk, so each page loads only its own.
    loader: ({ params }) => registrationViews[params.type].preload().then(() => undefined),
  }).lazy(screen('/register/$type')),
]);
