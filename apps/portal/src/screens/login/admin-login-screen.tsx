import { usePortalType } from '../../routing/params.ts';
import { AdminLoginView } from './admin-login-view.tsx';

/** Route login/{type}/admin: the admin variant of login (spec §2). */
export function AdminLoginScreen() {
  const type = usePortalType();
  return <AdminLoginView key={type} type={type} />;
}
