import { createHash, randomBytes } from 'node:crypto';
import type { PortalType } from '@forecourt/validators';
import { addSeconds, type Clock } from '../clock.ts';
import type { Database, PasskeyCeremony } from '../db/schema.ts';

/** A challenge issued: the bytes for the WebAuthn options, and their base64url form. */
export interface IssuedChallenge {
  bytes: Uint8Array<ArrayBuffer>;
  /** What the browser signs and sends back in `clientDataJSON.challenge`. */
  text: string;
}

/**
 * Passkey challenges, stored like the grants: only a hash, bound to a ceremony and a portal type
 * (and, for a registration, to its user), expiring, and used once: `use` marks the row in one
 * statement, so of two requests carrying one challenge, in parallel or one after the other,
 * exactly one gets it.
 */
export interface PasskeyChallenges {
  issue(
    ceremony: PasskeyCeremony,
    type: PortalType,
    userId: string | null,
  ): Promise<IssuedChallenge>;
  /**
   * Uses the live challenge `text` of `ceremony` in portal `type`: its user (null for a sign-in's),
   * or undefined when it is unknown, used, expired, or another ceremony's or portal's.
   */
  use(
    text: string,
    ceremony: PasskeyCeremony,
    type: PortalType,
  ): Promise<{ userId: string | null } | undefined>;
}

/** 32 random bytes: WebAuthn asks for at least 16. */
const challengeBytes = 32;

/** Used and expired rows are kept this long (for an investigation), then swept. */
const keepSeconds = 24 * 60 * 60;

/** How often an instance sweeps (on an issue, not on a timer). */
const sweepEveryMs = 60_000;

const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url');

/** Challenges in `passkey_challenges`, living `seconds[ceremony]`. */
export function createPasskeyChallenges(
  db: Database,
  clock: Clock,
  seconds: Readonly<Record<PasskeyCeremony, number>>,
): PasskeyChallenges {
  let sweptAt = Number.NEGATIVE_INFINITY;
  return {
    async issue(ceremony, type, userId) {
      const now = clock.now();
      const bytes = randomBytes(challengeBytes);
      const text = bytes.toString('base64url');
      if (now.getTime() - sweptAt >= sweepEveryMs) {
        sweptAt = now.getTime();
        await db
          .deleteFrom('passkey_challenges')
          .where('expires_at', '<', addSeconds(now, -keepSeconds))
          .execute();
      }
      await db
        .insertInto('passkey_challenges')
        .values({
          challenge_hash: hashOf(text),
          ceremony,
          portal_type: type,
          user_id: userId,
          created_at: now,
          expires_at: addSeconds(now, seconds[ceremony]),
          used_at: null,
        })
        .execute();
      return { bytes: new Uint8Array(bytes), text };
    },
    async use(text, ceremony, type) {
      const now = clock.now();
      const row = await db
        .updateTable('passkey_challenges')
        .set({ used_at: now })
        .where('challenge_hash', '=', hashOf(text))
        .where('ceremony', '=', ceremony)
        .where('portal_type', '=', type)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      return row === undefined ? undefined : { userId: row.user_id };
    },
  };
}
