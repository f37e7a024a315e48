import { sql } from 'kysely';
import { addSeconds, type Clock, secondsUntil } from '../clock.ts';
import type { Limit } from '../config.ts';
import type { Database } from '../db/schema.ts';

/** The state of one counter after a hit or a peek. */
export interface ThrottleState {
  /** True while the window has room (a hit: this hit was within the limit). */
  allowed: boolean;
  /** Hits in the current window. */
  hits: number;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

/** Fixed-window counters in the database, so every process behind a balancer shares them. */
export interface Throttles {
  /** Counts one hit, atomically; `allowed` is false once the window holds more than `limit`. */
  hit(key: string, limit: Limit): Promise<ThrottleState>;
  /** Reads a counter without counting; `allowed` is false once it reached `limit`. */
  peek(key: string, limit: Limit): Promise<ThrottleState>;
  clear(key: string): Promise<void>;
}

/** Throttles over the `throttles` table and `clock`. */
export function createThrottles(db: Database, clock: Clock): Throttles {
  return {
    async hit(key, { limit, windowSeconds }) {
      const now = clock.now();
      const stale = addSeconds(now, -windowSeconds);
      // One upsert: a parallel burst cannot slip under the limit between a read and a write.
      const row = await db
        .insertInto('throttles')
        .values({ key, window_start: now, hits: 1 })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            hits: sql<number>`case when throttles.window_start <= ${stale} then 1 else throttles.hits + 1 end`,
            window_start: sql<Date>`case when throttles.window_start <= ${stale} then ${now} else throttles.window_start end`,
          }),
        )
        .returning(['hits', 'window_start'])
        .executeTakeFirstOrThrow();
      const ends = addSeconds(new Date(row.window_start), windowSeconds);
      return {
        allowed: row.hits <= limit,
        hits: row.hits,
        retryAfterSeconds: secondsUntil(now, ends),
      };
    },
    async peek(key, { limit, windowSeconds }) {
      const now = clock.now();
      const row = await db
        .selectFrom('throttles')
        .select(['hits', 'window_start'])
        .where('key', '=', key)
        .executeTakeFirst();
      const ends = row === undefined ? now : addSeconds(new Date(row.window_start), windowSeconds);
      if (row === undefined || ends <= now) return { allowed: true, hits: 0, retryAfterSeconds: 0 };
      return {
        allowed: row.hits < limit,
        hits: row.hits,
        retryAfterSeconds: secondsUntil(now, ends),
      };
    },
    async clear(key) {
      await db.deleteFrom('throttles').where('key', '=', key).execute();
    },
  };
}
