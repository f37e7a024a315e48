import { usePortalType } from '../../routing/params.ts';
import { CompanyRegistration } from './company-registration.tsx';
import { CustomerRegistration } from './customer-registration.tsx';

/** Route register/{type}: the stepped registration form of the portal type (spec §2 Register). */
export function RegisterScreen() {
  const type = usePortalType();
  return type === 'customer' ? (
    <CustomerRegistration key={type} />
  ) : (
    <CompanyRegistration key={type} type={type} />
  );
}
