import { usePortalType } from '../../routing/params.ts';
import { AdminLoginView } from './admin-login-view.tsx';

/** Route login/{type}/admin: the admin variant of login (SIGNIN-ADMIN-1). */
export function AdminLoginScreen() {
  const type = usePortalType();
  return <AdminLoginView key={type} type={type} />;
}
