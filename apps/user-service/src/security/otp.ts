import { createHmac, randomInt, randomUUID } from 'node:crypto';
import type { Channel } from '@forecourt/validators';
import { sql } from 'kysely';
import { addSeconds, type Clock } from '../clock.ts';
import type { SecurityRules } from '../config.ts';
import type { Database, OtpPurpose } from '../db/schema.ts';

/** The result of checking a code: consumed (with the channel it went to) or refused. */
export type OtpCheck = { ok: true; channel: Channel } | { ok: false };

/** A code still out: where it went and when it dies. */
export interface LiveCode {
  channel: Channel;
  expiresAt: Date;
}

/** One-time codes: issue (voiding older ones) and check-and-consume in one statement. */
export interface OtpStore {
  /** A new 6-digit code for `userId` and `purpose`; every older live code of that pair dies. */
  issue(userId: string, purpose: OtpPurpose, channel: Channel): Promise<string>;
  /** Consumes the newest live code of `userId` for one of `purposes` if `code` matches. */
  consume(userId: string, purposes: readonly OtpPurpose[], code: string): Promise<OtpCheck>;
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

  return {
    async issue(userId, purpose, channel) {
      const now = clock.now();
      const code = generateCode();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('otp_challenges')
          .set({ voided_at: now })
          .where('user_id', '=', userId)
          .where('purpose', '=', purpose)
          .where('consumed_at', 'is', null)
          .where('voided_at', 'is', null)
          .execute();
        await trx
          .insertInto('otp_challenges')
          .values({
            id: randomUUID(),
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
      });
      return code;
    },

    async consume(userId, purposes, code) {
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
        returning consumed_at is not null as ok, channel`.execute(db);
      const row = result.rows[0];
      return row?.ok === true ? { ok: true, channel: row.channel } : { ok: false };
    },

    async live(userId, purpose) {
      const row = await db
        .selectFrom('otp_challenges')
        .select(['channel', 'expires_at'])
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('consumed_at', 'is', null)
        .where('voided_at', 'is', null)
        .where('expires_at', '>', clock.now())
        .where('attempts', '<', rules.otpMaxAttempts)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row && { channel: row.channel, expiresAt: new Date(row.expires_at) };
    },
  };
}
