import { createHash, randomBytes } from 'node:crypto';
import type { FlowHandleRefusal, ResumableFlow } from '@forecourt/contract';
import type { Channel, PortalType } from '@forecourt/validators';
import { addSeconds, type Clock } from '../clock.ts';
import type { Database } from '../db/schema.ts';

/** A live handle: whose flow it is and, once a code went out, where and when a resend is due. */
export interface FlowHandleRecord {
  hash: string;
  userId: string;
  flow: ResumableFlow;
  channel: Channel | undefined;
  resendAt: Date | undefined;
}

/** A handle looked up: live, or why not. */
export type FlowHandleLookup =
  | { ok: true; record: FlowHandleRecord }
  | { ok: false; reason: FlowHandleRefusal };

/**
 * Flow handles (issue 17): an opaque token a tab keeps in sessionStorage in place of the password
 * or ID number, to continue or resume one flow of one user. Only its hash is stored, in the
 * database, so every instance answers the same.
 */
export interface FlowHandles {
  /**
   * A new handle for `userId`'s `flow` in portal `type`; every older live handle of that user and
   * flow ends (a tab still holding one is told the flow started again elsewhere).
   */
  issue(userId: string, type: PortalType, flow: ResumableFlow): Promise<string>;
  /** The live handle `handle` of `flow` in portal `type`, or why it cannot be used. */
  find(handle: string, type: PortalType, flow?: ResumableFlow): Promise<FlowHandleLookup>;
  /** Records that a code went out by `channel`, a resend allowed in `resendSeconds`; renews it. */
  codeSent(hash: string, channel: Channel, resendSeconds: number): Promise<void>;
  /** Ends every live handle of `userId`'s `flow` (the flow finished). */
  end(userId: string, flow: ResumableFlow): Promise<void>;
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

/** Handles in `flow_handles`, each live for `seconds` from its issue or its last code. */
export function createFlowHandles(db: Database, clock: Clock, seconds: number): FlowHandles {
  let sweptAt = Number.NEGATIVE_INFINITY;
  return {
    async issue(userId, type, flow) {
      const now = clock.now();
      const handle = newFlowHandle();
      const row = {
        handle_hash: hashFlowHandle(handle),
        user_id: userId,
        portal_type: type,
        flow,
        channel: null,
        resend_at: null,
        created_at: now,
        expires_at: addSeconds(now, seconds),
        ended_at: null,
      };
      // One statement, so one round trip on the sign-in check's path: the older live handle of
      // this user and flow ends and the new one is written at once (data-modifying CTE; the new
      // row is not seen by the update). Long-expired rows are swept in the same statement, at
      // most once a minute per instance.
      const ending = db.with('ended', (q) =>
        q
          .updateTable('flow_handles')
          .set({ ended_at: now })
          .where('user_id', '=', userId)
          .where('flow', '=', flow)
          .where('ended_at', 'is', null),
      );
      if (now.getTime() - sweptAt >= sweepEveryMs) {
        sweptAt = now.getTime();
        await ending
          .with('swept', (q) =>
            q.deleteFrom('flow_handles').where('expires_at', '<', addSeconds(now, -keepSeconds)),
          )
          .insertInto('flow_handles')
          .values(row)
          .execute();
      } else {
        await ending.insertInto('flow_handles').values(row).execute();
      }
      return handle;
    },
    async find(handle, type, flow) {
      const row = await db
        .selectFrom('flow_handles')
        .selectAll()
        .where('handle_hash', '=', hashFlowHandle(handle))
        .where('portal_type', '=', type)
        .executeTakeFirst();
      const now = clock.now().getTime();
      if (row === undefined || (flow !== undefined && row.flow !== flow)) {
        return { ok: false, reason: 'unknown' };
      }
      if (row.ended_at !== null) return { ok: false, reason: 'ended' };
      if (new Date(row.expires_at).getTime() <= now) return { ok: false, reason: 'unknown' };
      return {
        ok: true,
        record: {
          hash: row.handle_hash,
          userId: row.user_id,
          flow: row.flow as ResumableFlow,
          channel: row.channel ?? undefined,
          resendAt: row.resend_at === null ? undefined : new Date(row.resend_at),
        },
      };
    },
    async codeSent(hash, channel, resendSeconds) {
      const now = clock.now();
      await db
        .updateTable('flow_handles')
        .set({
          channel,
          resend_at: addSeconds(now, resendSeconds),
          expires_at: addSeconds(now, seconds),
        })
        .where('handle_hash', '=', hash)
        .where('ended_at', 'is', null)
        .execute();
    },
    async end(userId, flow) {
      await db
        .updateTable('flow_handles')
        .set({ ended_at: clock.now() })
        .where('user_id', '=', userId)
        .where('flow', '=', flow)
        .where('ended_at', 'is', null)
        .execute();
    },
  };
}
