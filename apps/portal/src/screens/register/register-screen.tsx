import { usePortalType } from '../../routing/params.ts';
import { DealerGroupRegistration, DealerRegistration } from './company-registration.tsx';
import { CustomerRegistration } from './customer-registration.tsx';

/** Route register/{type}: the stepped registration form of the portal type (spec §2 Register). */
export function RegisterScreen() {
  const type = usePortalType();
  if (type === 'customer') return <CustomerRegistration key={type} />;
  return type === 'dealer' ? (
    <DealerRegistration key={type} />
  ) : (
    <DealerGroupRegistration key={type} />
  );
}
