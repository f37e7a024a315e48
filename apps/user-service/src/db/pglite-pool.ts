import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

type Command = PostgresQueryResult<unknown>['command'];

const knownCommands = new Set<Command>([
  'UPDATE',
  'DELETE',
  'INSERT',
  'SELECT',
  'MERGE',
  'COMMIT',
  'ROLLBACK',
]);

/**
 * The command tag Kysely expects, from PGlite's result or else from the statement's first keyword
 * after any CTE (`WITH x AS (...) UPDATE` is an UPDATE). Kysely reads it to decide whether
 * `rowCount` means affected rows.
 */
export function commandOf(statement: string, reported: string | undefined): Command {
  const tag = reported?.toUpperCase();
  if (tag !== undefined && knownCommands.has(tag as Command)) return tag as Command;
  const words = statement
    .replace(/\([^()]*\)/g, ' ')
    .trim()
    .split(/\s+/);
  const verb = words.find((word) => knownCommands.has(word.toUpperCase() as Command));
  return (verb?.toUpperCase() as Command | undefined) ?? 'SELECT';
}

/** A tiny FIFO mutex: PGlite is one connection, so each Kysely "connection" holds it exclusively. */
class Mutex {
  #tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ready = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => held);
    return ready;
  }
}

/**
 * A Kysely `PostgresPool` over one PGlite instance: `connect()` waits for the mutex, so a
 * transaction owns the database until it releases, and statements from elsewhere queue behind it.
 */
export function pgliteCompatiblePool(pglite: PGlite): PostgresPool {
  const mutex = new Mutex();
  return {
    options: {},
    async connect(): Promise<PostgresPoolClient> {
      const release = await mutex.acquire();
      let released = false;
      const client = {
        async query<R>(sql: string, parameters: ReadonlyArray<unknown>) {
          const result = await pglite.query<R>(sql, [...parameters]);
          return {
            rows: result.rows,
            rowCount: result.affectedRows ?? result.rowCount ?? result.rows.length,
            command: commandOf(sql, result.command),
          } satisfies PostgresQueryResult<R>;
        },
        release() {
          if (released) return;
          released = true;
          release();
        },
      };
      return client as PostgresPoolClient;
    },
    async end() {
      await pglite.close();
    },
  };
}
