import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Runs work for one key at a time, on this instance and on every other that shares the database. */
export interface Turns {
  run<T>(key: string, work: () => Promise<T>): Promise<T>;
}

/** The advisory-lock key of a turn: the first 8 bytes of the key's SHA-256 as a signed bigint. */
export function turnLockKey(key: string): string {
  return createHash('sha256').update(key).digest().readBigInt64BE(0).toString();
}

/** How long a turn waits before asking Postgres again for a lock another instance holds. */
const pollMs = 25;

/**
 * Turns that die with their holder. In this process a turn is a queue per key. On Postgres the
 * holder also takes a session advisory lock on a connection of its own for the length of the
 * work, so instances take turns too, and an instance that is killed, or whose connection drops,
 * lets go at once: Postgres ends the lock with the session. (PGlite is one process's database:
 * the queue is the whole turn, and it dies with the process.) The lock is asked for, not waited
 * on, so a waiting turn holds no connection the holder's work needs.
 */
export function createTurns(db: Database, engine: 'postgres' | 'pglite'): Turns {
  const tails = new Map<string, Promise<void>>();

  async function inProcess<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    let release = () => {};
    const tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    tails.set(key, tail);
    await previous;
    try {
      return await work();
    } finally {
      release();
      if (tails.get(key) === tail) tails.delete(key);
    }
  }

  async function acrossInstances<T>(key: string, work: () => Promise<T>): Promise<T> {
    const lock = turnLockKey(key);
    for (;;) {
      const done = await db.connection().execute(async (connection) => {
        const { rows } = await sql<{ held: boolean }>`
          select pg_try_advisory_lock(${lock}::bigint) as held`.execute(connection);
        if (rows[0]?.held !== true) return undefined;
        try {
          return { value: await work() };
        } finally {
          // A connection that dropped took the lock with it.
          await sql`select pg_advisory_unlock(${lock}::bigint)`.execute(connection).catch(() => {});
        }
      });
      if (done !== undefined) return done.value;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  return {
    run: (key, work) =>
      inProcess(key, engine === 'postgres' ? () => acrossInstances(key, work) : work),
  };
}
