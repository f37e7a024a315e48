import { lazy } from 'react';
import { isAdminRole, usePortalType } from '../../routing/params.ts';
import { useParams } from '../../routing/router.tsx';
import { AdminLoginView } from './admin-login-view.tsx';

// Any role but admin shows the ordinary login, which no prerendered page does: it loads on demand.
const LoginView = lazy(() =>
  import('./login-screen.tsx').then((module) => ({ default: module.LoginView })),
);

/** Route login/{type}/{userrole}: 'admin' gives the admin variant, any other role the login. */
export function LoginRoleScreen() {
  const type = usePortalType();
  const userrole = useParams().userrole ?? '';
  return isAdminRole(userrole) ? (
    <AdminLoginView key={type} type={type} />
  ) : (
    <LoginView key={type} type={type} />
  );
}
