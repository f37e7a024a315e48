import type { ComponentType } from 'react';
import { isPortalTypeParam } from './routing/params.ts';
import type { RouteDefinition } from './routing/router.tsx';
import { Landing } from './screens/landing.tsx';

/** A screen module's named export, as the route's screen. */
function screen<M>(load: () => Promise<M>, name: keyof M): () => Promise<ComponentType> {
  return () => load().then((module) => module[name] as ComponentType);
}

/**
 * The routes of spec §2. Every screen but the landing page is its own chunk; `$type` must be a
 * portal type, anything else is not found (never a screen built for a type that does not exist).
 */
export const routes: readonly RouteDefinition[] = [
  {
    path: '/',
    load: () => Promise.resolve(Landing),
  },
  {
    path: 'login/$type',
    accepts: isPortalTypeParam,
    load: screen(() => import('./screens/login/login-screen.tsx'), 'LoginScreen'),
  },
  {
    path: 'login/$type/$userrole',
    accepts: isPortalTypeParam,
    load: screen(() => import('./screens/login/login-role-screen.tsx'), 'LoginRoleScreen'),
  },
  {
    path: 'id-login/$type',
    accepts: isPortalTypeParam,
    load: screen(() => import('./screens/id-login/id-login-screen.tsx'), 'IdLoginScreen'),
  },
  {
    path: 'forgot-username/$type',
    accepts: isPortalTypeParam,
    load: screen(
      () => import('./screens/forgot-username/forgot-username-screen.tsx'),
      'ForgotUsernameScreen',
    ),
  },
  {
    path: 'forgot-password/$type',
    accepts: isPortalTypeParam,
    load: screen(
      () => import('./screens/forgot-password/forgot-password-screen.tsx'),
      'ForgotPasswordScreen',
    ),
  },
  {
    path: 'register/$type',
    accepts: isPortalTypeParam,
    load: screen(() => import('./screens/register/register-screen.tsx'), 'RegisterScreen'),
  },
];
