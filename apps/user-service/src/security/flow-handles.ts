import { createHash, randomBytes } from 'node:crypto';
import type { FlowHandleRefusal, ResumableFlow } from '@forecourt/contract';
import type { Channel, PortalType } from '@forecourt/validators';
import { type QueryCreator, sql } from 'kysely';
import { addSeconds, type Clock } from '../clock.ts';
import type { Database, DatabaseSchema, User } from '../db/schema.ts';

/**
 * What a grant lets its holder do: continue one flow of one user (`ResumableFlow`), or send a
 * registration for one ID number before any user exists ('registration-details': the customer
 * lookup's grant, and the grant a captcha-sent registration refused for its username hands back).
 * A 'registration-details' grant is spent by the code its registration sends, and ends after
 * `usernameTriesPerGrant` taken usernames. A 'passkey-registration' grant is what a code sign-in
 * hands back to add a passkey: it lives a few minutes and ends with the passkey added.
 */
export type GrantFlow = ResumableFlow | 'registration-details' | 'passkey-registration';

/**
 * Whom a grant is for: a user (with what the flow started from, when it may start from either
 * the username or the ID number), or (before a registration exists) an ID number.
 */
export type GrantSubject =
  | { userId: string; identifier?: 'username' | 'idNumber' }
  | { idNumber: string };

/** A live grant: its subject and flow and, once a code went out, where and when a resend is due. */
export interface FlowHandleRecord {
  hash: string;
  /** The user of a user's grant. */
  userId: string | undefined;
  /** The ID number of a 'registration-details' grant. */
  idNumber: string | undefined;
  /** What a password reset started from. */
  identifier: 'username' | 'idNumber' | undefined;
  flow: GrantFlow;
  channel: Channel | undefined;
  resendAt: Date | undefined;
  /** Wrong codes tried with this grant (taken usernames, on a 'registration-details' grant). */
  failures: number;
}

/** A live grant of a user's flow, as a later step holds it, with its user. */
export interface HeldGrant {
  /** The grant as the request carried it. */
  handle: string;
  record: FlowHandleRecord;
  flow: ResumableFlow;
  user: User;
}

/** A grant looked up: live, or why not. */
export type FlowHandleLookup =
  | { ok: true; record: FlowHandleRecord }
  | { ok: false; reason: FlowHandleRefusal };

/**
 * Grants (flow handles): the opaque token a flow's first step issues (with its captcha, or its
 * password) and every later step of that flow needs. A tab keeps it in sessionStorage in place of
 * the password or ID number to continue or resume the flow. Only its hash is stored, in the
 * database, so every instance answers the same.
 */
export interface FlowHandles {
  /**
   * A new grant of `flow` in portal `type` for `subject`. A user holds one live grant per flow:
   * the older ones end (a tab still holding one is told the flow started again elsewhere). Grants
   * for an ID number leave each other alone, so a stranger's lookup ends nobody's. It lives
   * `lifeSeconds`, by default the store's.
   */
  issue(
    subject: GrantSubject,
    type: PortalType,
    flow: GrantFlow,
    lifeSeconds?: number,
  ): Promise<string>;
  /** The live grant `handle` of one of `flows` in portal `type`, or why it cannot be used. */
  find(handle: string, type: PortalType, flows: readonly GrantFlow[]): Promise<FlowHandleLookup>;
  /** Records that a code went out by `channel`, a resend allowed in `resendSeconds`; renews it. */
  codeSent(hash: string, channel: Channel, resendSeconds: number): Promise<void>;
  /**
   * Counts a failed try with the grant (a wrong code; a taken username on a 'registration-details'
   * grant); at `limit` the grant ends (its holder starts again, with a captcha). Answers the tries
   * it has left.
   */
  countFailure(hash: string, limit: number): Promise<number>;
  /**
   * Ends the grant `hash`: what it allowed happened (a registration's code went out, a passkey was
   * added). True for the one call that ended it, false when it had already ended.
   */
  spend(hash: string): Promise<boolean>;
  /**
   * Ends every live grant of `userId`'s `flow` (the flow finished), or of every flow; on `on`
   * when given (the caller's transaction).
   */
  end(userId: string, flow?: GrantFlow, on?: Database): Promise<void>;
}

/** 16 random bytes (128 bits) as base64url: 22 characters. */
export function newFlowHandle(): string {
  return randomBytes(16).toString('base64url');
}

/** The stored form of a handle; 128 random bits need no key or slow hash. */
export function hashFlowHandle(handle: string): string {
  return createHash('sha256').update(handle).digest('base64url');
}

/** Ended and expired rows are kept this long after expiry, then swept by a later issue. */
export const keepSeconds = 24 * 60 * 60;

/** How often an instance sweeps long-expired rows (on an issue, not on a timer). */
const sweepEveryMs = 60_000;

/** Grants in `flow_handles`, each live for `seconds` from its issue or its last code. */
export function createFlowHandles(db: Database, clock: Clock, seconds: number): FlowHandles {
  let sweptAt = Number.NEGATIVE_INFINITY;
  const live = (hash: string) =>
    db.updateTable('flow_handles').where('handle_hash', '=', hash).where('ended_at', 'is', null);
  return {
    async issue(subject, type, flow, lifeSeconds = seconds) {
      const now = clock.now();
      const handle = newFlowHandle();
      const row = {
        handle_hash: hashFlowHandle(handle),
        user_id: 'userId' in subject ? subject.userId : null,
        id_number: 'idNumber' in subject ? subject.idNumber : null,
        identifier: ('identifier' in subject && subject.identifier) || null,
        portal_type: type,
        flow,
        channel: null,
        resend_at: null,
        created_at: now,
        expires_at: addSeconds(now, lifeSeconds),
        ended_at: null,
      };
      // One statement, so one round trip on the sign-in check's path: a user's older live grant
      // of this flow ends and the new one is written at once (data-modifying CTEs; the new row is
      // not seen by the update). Long-expired rows are swept in the same statement, at most once
      // a minute per instance.
      let query: QueryCreator<DatabaseSchema> = db;
      if ('userId' in subject) {
        query = query.with('ended', (q) =>
          q
            .updateTable('flow_handles')
            .set({ ended_at: now })
            .where('user_id', '=', subject.userId)
            .where('flow', '=', flow)
            .where('ended_at', 'is', null),
        );
      }
      if (now.getTime() - sweptAt >= sweepEveryMs) {
        sweptAt = now.getTime();
        query = query.with('swept', (q) =>
          q.deleteFrom('flow_handles').where('expires_at', '<', addSeconds(now, -keepSeconds)),
        );
      }
      await query.insertInto('flow_handles').values(row).execute();
      return handle;
    },
    async find(handle, type, flows) {
      const row = await db
        .selectFrom('flow_handles')
        .selectAll()
        .where('handle_hash', '=', hashFlowHandle(handle))
        .where('portal_type', '=', type)
        .executeTakeFirst();
      if (row === undefined || !flows.includes(row.flow as GrantFlow)) {
        return { ok: false, reason: 'unknown' };
      }
      if (row.ended_at !== null) return { ok: false, reason: 'ended' };
      if (new Date(row.expires_at).getTime() <= clock.now().getTime()) {
        return { ok: false, reason: 'unknown' };
      }
      return {
        ok: true,
        record: {
          hash: row.handle_hash,
          userId: row.user_id ?? undefined,
          idNumber: row.id_number ?? undefined,
          identifier: row.identifier ?? undefined,
          flow: row.flow as GrantFlow,
          channel: row.channel ?? undefined,
          resendAt: row.resend_at === null ? undefined : new Date(row.resend_at),
          failures: row.failures,
        },
      };
    },
    async codeSent(hash, channel, resendSeconds) {
      const now = clock.now();
      await live(hash)
        .set({
          channel,
          resend_at: addSeconds(now, resendSeconds),
          expires_at: addSeconds(now, seconds),
        })
        .execute();
    },
    async spend(hash) {
      const ended = await live(hash)
        .set({ ended_at: clock.now() })
        .returning('handle_hash')
        .executeTakeFirst();
      return ended !== undefined;
    },
    async countFailure(hash, limit) {
      const now = clock.now();
      const row = await live(hash)
        .set({
          failures: sql<number>`failures + 1`,
          ended_at: sql<Date | null>`case when failures + 1 >= ${limit} then ${now}::timestamptz end`,
        })
        .returning('failures')
        .executeTakeFirst();
      return Math.max(0, limit - (row?.failures ?? limit));
    },
    async end(userId, flow, on = db) {
      let ending = on
        .updateTable('flow_handles')
        .set({ ended_at: clock.now() })
        .where('user_id', '=', userId)
        .where('ended_at', 'is', null);
      if (flow !== undefined) ending = ending.where('flow', '=', flow);
      await ending.execute();
    },
  };
}
