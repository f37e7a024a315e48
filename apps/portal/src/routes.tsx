import type { ComponentType } from 'react';
import { isPortalTypeParam } from './routing/params.ts';
import type { RouteDefinition } from './routing/router.tsx';
import { Landing } from './screens/landing.tsx';

// Every screen module is its own chunk, loaded when its route is first shown (or on intent).
const screenModules = import.meta.glob<Record<string, ComponentType>>('./screens/*/*-screen.tsx');

/** The route parts of the screen `name` exported by `module` (a path below ./screens). */
function screen(module: string, name: string): Pick<RouteDefinition, 'load' | 'module'> {
  const load = screenModules[module];
  if (!load) throw new Error(`routes: no screen module ${module}`);
  return {
    module: `src/${module.slice('./'.length)}`,
    load: () =>
      load().then((exports) => {
        const component = exports[name];
        if (!component) throw new Error(`routes: ${module} exports no ${name}`);
        return component;
      }),
  };
}

/**
 * The routes of spec §2. The landing page is part of the entry; `$type` must be a portal type,
 * anything else is not found (never a screen built for a type that does not exist).
 */
export const routes: readonly RouteDefinition[] = [
  { path: '/', load: () => Promise.resolve(Landing) },
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
    ...screen('./screens/register/company-registration-screen.tsx', 'DealerGroupRegistration'),
  },
];
