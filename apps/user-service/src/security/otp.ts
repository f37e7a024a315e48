import { createHmac, randomInt, randomUUID } from 'node:crypto';
import type { Channel } from '@forecourt/validators';
import { sql } from 'kysely';
import { addSeconds, type Clock } from '../clock.ts';
import type { SecurityRules } from '../config.ts';
import type { Database, OtpPurpose } from '../db/schema.ts';

/**
 * The result of checking a code: consumed (with the channel it went to), or why not: `wrong` (a
 * live code was checked and the try counted against it), `used` (the code sent last, still within
 * its lifetime, but a parallel or earlier request consumed it: a double submit, not a guess), or
 * `none` (no live code to check: none was sent, it expired, or its tries are gone).
 */
export type OtpCheck =
  | { ok: true; channel: Channel }
  | { ok: false; reason: 'wrong' | 'used' | 'none' };

/** A code still out: where it went, when it dies, and whether its delivery was confirmed. */
export interface LiveCode {
  channel: Channel;
  expiresAt: Date;
  /** False when the service stopped between issuing it and handing it over. */
  delivered: boolean;
}

/** A code just issued, not yet handed over. */
export interface IssuedCode {
  id: string;
  code: string;
}

/** One-time codes: issue (voiding older ones) and check-and-consume in one statement. */
export interface OtpStore {
  /**
   * A new 6-digit code for `userId` and `purpose`; every older live code of that pair dies. Runs
   * on `on` (the caller's transaction, so the code and the limits that let it out commit
   * together).
   */
  issue(on: Database, userId: string, purpose: OtpPurpose, channel: Channel): Promise<IssuedCode>;
  /** Records that the code `id` was handed over to its channel. */
  delivered(id: string): Promise<void>;
  /**
   * Consumes the newest live code of `userId` for one of `purposes` if `code` matches; when
   * nothing was consumed, says whether `code` is the newest such code, already used and not yet
   * expired. `usedToo` adds purposes whose used code counts for that answer (not for consuming):
   * the registration code, late for ID sign-in once the registration it finished made the user
   * active. Runs on `on` when given: the caller's transaction, so what the code allows commits
   * with its use, or neither does.
   */
  consume(
    userId: string,
    purposes: readonly OtpPurpose[],
    code: string,
    usedToo?: readonly OtpPurpose[],
    on?: Database,
  ): Promise<OtpCheck>;
  /** Voids every live code of `userId` for `purpose`. */
  revoke(userId: string, purpose: OtpPurpose): Promise<void>;
  /** The newest code of `userId` for `purpose` that can still be used, if any. */
  live(userId: string, purpose: OtpPurpose): Promise<LiveCode | undefined>;
}

/** Six digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** OTPs in `otp_challenges`, stored as HMAC-SHA-256 keyed by `hashKey` and bound to the user. */
export function createOtpStore(options: {
  db: Database;
  clock: Clock;
  hashKey: string;
  rules: SecurityRules;
}): OtpStore {
  const { db, clock, hashKey, rules } = options;
  const digest = (userId: string, code: string) =>
    createHmac('sha256', hashKey).update(`${userId}:${code}`).digest('base64url');

  const voidLive = (q: Database, userId: string, purpose: OtpPurpose, now: Date) =>
    q
      .updateTable('otp_challenges')
      .set({ voided_at: now })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .where('voided_at', 'is', null)
      .execute();

  return {
    async issue(on, userId, purpose, channel) {
      const now = clock.now();
      const code = generateCode();
      const id = randomUUID();
      await voidLive(on, userId, purpose, now);
      await on
        .insertInto('otp_challenges')
        .values({
          id,
          user_id: userId,
          purpose,
          channel,
          code_hash: digest(userId, code),
          created_at: now,
          expires_at: addSeconds(now, rules.otpTtlSeconds),
          attempts: 0,
          consumed_at: null,
          voided_at: null,
        })
        .execute();
      return { id, code };
    },

    async delivered(id) {
      await db
        .updateTable('otp_challenges')
        .set({ delivered_at: clock.now() })
        .where('id', '=', id)
        .execute();
    },

    async consume(userId, purposes, code, usedToo = [], on = db) {
      const now = clock.now();
      const hash = digest(userId, code);
      const live = (table: string) => sql`
        ${sql.ref(`${table}.consumed_at`)} is null and ${sql.ref(`${table}.voided_at`)} is null
        and ${sql.ref(`${table}.expires_at`)} > ${now}
        and ${sql.ref(`${table}.attempts`)} < ${rules.otpMaxAttempts}`;
      // Check and consume in one UPDATE: Postgres re-checks the WHERE on a row a parallel
      // statement just changed, so of many right guesses exactly one sees the code unused, and
      // of many wrong guesses none gets past the attempt limit.
      const result = await sql<{ ok: boolean; channel: Channel }>`
        update otp_challenges set
          attempts = attempts + case when code_hash = ${hash} then 0 else 1 end,
          consumed_at = case when code_hash = ${hash} then ${now}::timestamptz else null end
        where id = (
          select newest.id from otp_challenges as newest
          where newest.user_id = ${userId} and newest.purpose in (${sql.join([...purposes])})
            and ${live('newest')}
          order by newest.created_at desc limit 1
        ) and ${live('otp_challenges')}
        returning consumed_at is not null as ok, channel`.execute(on);
      const row = result.rows[0];
      if (row?.ok === true) return { ok: true, channel: row.channel };
      // A row came back: the newest live code was checked and the attempt counted (a wrong code).
      if (row !== undefined) return { ok: false, reason: 'wrong' };
      // No live code was left to check. When the code sent last was used (by a parallel copy of
      // this request: the UPDATE above waited for it to commit, so this new statement sees it)
      // and `code` is that code, within its lifetime, this is a double submit, not a guess.
      // Only the one right value gets this answer.
      const last = await sql<{ used: boolean }>`
        select consumed_at is not null and code_hash = ${hash} and expires_at > ${now} as used
        from otp_challenges
        where user_id = ${userId} and purpose in (${sql.join([...purposes, ...usedToo])})
        order by created_at desc limit 1`.execute(on);
      return { ok: false, reason: last.rows[0]?.used === true ? 'used' : 'none' };
    },

    async revoke(userId, purpose) {
      await voidLive(db, userId, purpose, clock.now());
    },

    async live(userId, purpose) {
      const row = await db
        .selectFrom('otp_challenges')
        .select(['channel', 'expires_at', 'delivered_at'])
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('consumed_at', 'is', null)
        .where('voided_at', 'is', null)
        .where('expires_at', '>', clock.now())
        .where('attempts', '<', rules.otpMaxAttempts)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return (
        row && {
          channel: row.channel,
          expiresAt: new Date(row.expires_at),
          delivered: row.delivered_at !== null,
        }
      );
    },
  };
}
