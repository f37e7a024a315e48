import type { RecoveryFlow } from '@forecourt/contract';
import type { Channel, Role } from '@forecourt/validators';

/** Who asks for a code: the first step's identifiers and the flow's grant (`grantOf`). */
type Asker = { readonly flowHandle: string };

/** What every body that sends a code adds to who asks. */
export type SendCodeFields = { preferredComm: Channel; role: Role; flow?: RecoveryFlow };

/**
 * The body of every call that sends a code (the channel step's 'next', a resend): who asks, the
 * channel chosen and the portal's role; a recovery also says which one it is (`flow`).
 */
export function sendCodeBody<const W extends Asker>(
  who: W,
  channel: Channel,
  role: Role,
  flow?: RecoveryFlow,
): W & SendCodeFields {
  return { ...who, preferredComm: channel, role, ...(flow === undefined ? {} : { flow }) };
}
