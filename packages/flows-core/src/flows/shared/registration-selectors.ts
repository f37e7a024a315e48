import type { FlowStatus } from './flow-types.ts';
import { filled } from './selectors.ts';

/**
 * 'next' on registration step 1 needs an OTP channel, the terms accepted, a password and its
 * verification (spec §5).
 */
export function registrationDetailsReady(state: {
  status: FlowStatus;
  values: {
    preferredComm: string;
    termsConditions: string;
    password: string;
    verifyPassword: string;
  };
}): boolean {
  const { status, values } = state;
  return (
    status === 'idle' &&
    values.preferredComm !== '' &&
    values.termsConditions === 'Yes' &&
    filled(values.password) &&
    filled(values.verifyPassword)
  );
}
