import type { Channel } from '@forecourt/validators';
import type { User } from '../db/schema.ts';
import type { Services } from '../services.ts';
import { contactOf } from '../users.ts';

/** A message telling a person what happened to their account (no code in it). */
export interface Notice {
  subject: string;
  text: string;
}

/**
 * Sends `notice` to `user` on each of `channels` they have a contact for. Best effort: what it
 * tells of already happened, so a provider failing is logged, never answered as a failure.
 */
export async function tellUser(
  s: Services,
  user: User,
  channels: readonly Channel[],
  notice: Notice,
  kind: string,
): Promise<void> {
  for (const channel of channels) {
    const to = contactOf(user, channel);
    if (to === '') continue;
    try {
      await s.delivery.send({ channel, to, ...notice });
    } catch {
      s.log.warn('delivery.failed', { channel, kind });
    }
  }
}
