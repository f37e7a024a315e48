import { createRegisterDealerFlow } from '@forecourt/flows-core';
import { useOwnedFlow } from '@forecourt/flows-core/react';
import { useFlowDeps } from '../../app/boot-context.tsx';
import { CompanyRegistration } from './company-registration.tsx';

/** Dealer registration (route register/dealer). */
export function DealerRegistration() {
  const deps = useFlowDeps();
  const flow = useOwnedFlow(() => createRegisterDealerFlow(deps));
  return <CompanyRegistration type="dealer" flow={flow} />;
}
