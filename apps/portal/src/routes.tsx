import type { ComponentType } from 'react';
import { isPortalTypeParam } from './routing/params.ts';
import type { RouteDefinition } from './routing/router.tsx';
import { Autocomplete } from './screens/register/lazy-autocomplete.ts';

// Every screen module is its own chunk, loaded when its route is first shown (or on intent).
const screenModules = import.meta.glob<Record<string, ComponentType>>('./screens/*/*-screen.tsx');

/** A chunk a route's first step needs besides its screen's: its module and how to load it. */
type Needed = { module: string; preload: () => Promise<unknown> };

/**
 * The route parts of the screen `name` exported by `module` (a path below ./screens), and of the
 * chunks its first step needs besides: the route loads them together, and the build preloads
 * them on the prerendered page (`modules`).
 */
function screen(
  module: string,
  name: string,
  needs: readonly Needed[] = [],
): Pick<RouteDefinition, 'load' | 'modules'> {
  const load = screenModules[module];
  if (!load) throw new Error(`routes: no screen module ${module}`);
  const fromRoot = (path: string) => `src/${path.slice('./'.length)}`;
  return {
    modules: [module, ...needs.map((need) => need.module)].map(fromRoot),
    load: async () => {
      const [exports] = await Promise.all([load(), ...needs.map((need) => need.preload())]);
      const component = exports[name];
      if (!component) throw new Error(`routes: ${module} exports no ${name}`);
      return component;
    },
  };
}

/**
 * The routes of spec §2. `$type` must be a portal type, anything else is not found (never a
 * screen built for a type that does not exist).
 */
export const routes: readonly RouteDefinition[] = [
  { path: '/', ...screen('./screens/landing/landing-screen.tsx', 'Landing') },
  {
    path: 'login/$type',
    accepts: isPortalTypeParam,
    ...screen('./screens/login/login-screen.tsx', 'LoginScreen'),
  },
  {
    path: 'login/$type/$userrole',
    accepts: isPortalTypeParam,
    ...screen('./screens/login/login-role-screen.tsx', 'LoginRoleScreen'),
  },
  {
    path: 'id-login/$type',
    accepts: isPortalTypeParam,
    ...screen('./screens/id-login/id-login-screen.tsx', 'IdLoginScreen'),
  },
  {
    path: 'forgot-username/$type',
    accepts: isPortalTypeParam,
    ...screen('./screens/forgot-username/forgot-username-screen.tsx', 'ForgotUsernameScreen'),
  },
  {
    path: 'forgot-password/$type',
    accepts: isPortalTypeParam,
    ...screen('./screens/forgot-password/forgot-password-screen.tsx', 'ForgotPasswordScreen'),
  },
  // Registration differs by portal type (spec §2 Register): a route per type, so each page
  // loads only its own form and flow.
  {
    path: 'register/customer',
    ...screen('./screens/register/customer-registration-screen.tsx', 'CustomerRegistration'),
  },
  {
    path: 'register/dealer',
    ...screen('./screens/register/company-registration-screen.tsx', 'DealerRegistration'),
  },
  {
    path: 'register/dealer-group',
    // Its first step has the dealership autocomplete.
    ...screen('./screens/register/company-registration-screen.tsx', 'DealerGroupRegistration', [
      { module: './screens/register/autocomplete-field.tsx', preload: Autocomplete.preload },
    ]),
  },
];
