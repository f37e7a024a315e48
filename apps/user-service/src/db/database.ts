import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrate } from './migrations.ts';
import { PgliteSocket } from './pglite-socket.ts';
import { preparedStatementPool } from './prepared-pool.ts';
import type { Database, DatabaseSchema } from './schema.ts';

/** Where the data lives: a Postgres URL, or a PGlite folder ('memory://' keeps it in memory). */
export interface StorageOptions {
  /** A real Postgres server; wins over `dataDir` when set. */
  databaseUrl?: string | undefined;
  /** The PGlite data folder, or 'memory://'. */
  dataDir: string;
  /** A schema to create and use instead of `public` (tests isolate each file this way). */
  schema?: string | undefined;
  /**
   * PGlite only: a data folder to start from (an `image()` of another database) instead of an
   * empty one. Creating an empty PGlite database takes seconds; one from an image, a fraction of
   * one (the tests start dozens of databases from one migrated image).
   */
  image?: Blob | undefined;
}

/** An open, migrated database; `close()` ends the pool (and drops a throwaway schema). */
export interface OpenDatabase {
  db: Database;
  /** 'postgres' or 'pglite', for the start banner and /healthz. */
  engine: 'postgres' | 'pglite';
  /** PGlite only: its data folder as it stands, for `StorageOptions.image`. */
  image?(): Promise<Blob>;
  close(): Promise<void>;
}

const safeSchema = /^[a-z_][a-z0-9_]{0,62}$/;

/** A fresh schema name for one test file, e.g. `t_3f9c0a1b2c3d`. */
export function randomSchemaName(): string {
  return `t_${randomBytes(6).toString('hex')}`;
}

/**
 * Creates `schema` unless it is there. Instances started together race to create it, and
 * Postgres's "if not exists" is not atomic: the loser gets a unique violation on the schema
 * names, which means the schema is there.
 */
async function createSchema(pool: pg.Pool, schema: string): Promise<void> {
  try {
    await pool.query(`create schema if not exists ${schema}`);
  } catch (error) {
    if ((error as { code?: unknown }).code !== '23505') throw error;
  }
}

async function openPostgres(url: string, schema: string | undefined): Promise<OpenDatabase> {
  if (schema !== undefined && !safeSchema.test(schema))
    throw new Error(`Bad schema name ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A database that is down must not hang a request: a connection attempt gives up after 1 s
    // and a statement after 5 s (ours take milliseconds), and the caller is answered 503.
    connectionTimeoutMillis: 1000,
    query_timeout: 5000,
  });
  // An idle connection the server closes (a restart, a failover) is dropped from the pool and
  // replaced on the next checkout; without a listener the 'error' event would end the process.
  pool.on('error', () => {});
  if (schema !== undefined) await createSchema(pool, schema);
  const db = new Kysely<DatabaseSchema>({
    dialect: new PostgresDialect({
      pool: preparedStatementPool(pool),
      onCreateConnection: async (connection) => {
        if (schema !== undefined) {
          await connection.executeQuery(CompiledQuery.raw(`set search_path to ${schema}`));
        }
      },
    }),
  });
  return {
    db,
    engine: 'postgres',
    async close() {
      await db.destroy();
      if (schema?.startsWith('t_')) {
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop schema if exists ${schema} cascade`);
        await cleanup.end();
      }
    },
  };
}

async function openPglite(dataDir: string, image: Blob | undefined): Promise<OpenDatabase> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(image ? { dataDir, loadDataDir: image } : { dataDir });
  // One connection: PGlite is one session, so a transaction holds it and other statements queue
  // for it. Kept when idle, with the statements prepared on it.
  const pool = new pg.Pool({
    user: 'postgres',
    database: 'postgres',
    max: 1,
    idleTimeoutMillis: 0,
    stream: () => new PgliteSocket(pglite),
  });
  const db = new Kysely<DatabaseSchema>({
    dialect: new PostgresDialect({ pool: preparedStatementPool(pool) }),
  });
  return {
    db,
    engine: 'pglite',
    image: () => pglite.dumpDataDir('none'),
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}

/** Opens the configured storage and runs the migrations. */
export async function openDatabase(options: StorageOptions): Promise<OpenDatabase> {
  const opened =
    options.databaseUrl !== undefined && options.databaseUrl !== ''
      ? await openPostgres(options.databaseUrl, options.schema)
      : await openPglite(options.dataDir, options.image);
  const schema = opened.engine === 'postgres' ? options.schema : undefined;
  try {
    await withTries(() => migrate(opened.db as unknown as Kysely<unknown>, schema));
  } catch (error) {
    await opened.close();
    throw error;
  }
  return opened;
}

/**
 * Runs `task` until it passes, at most `tries` times, pausing a little longer after each failure;
 * throws the last failure. `openDatabase` migrates this way: two races on a shared Postgres pass
 * on a later try. Instances started together race to create Kysely's bookkeeping tables (their
 * "if not exists" is not atomic), and Kysely looks for those tables across every schema of the
 * database, so another schema dropped during the look (a test file that has finished) fails it
 * with 'schema ... does not exist'.
 */
export async function withTries<T>(task: () => Promise<T>, tries = 5): Promise<T> {
  for (let tried = 1; ; tried += 1) {
    try {
      return await task();
    } catch (error) {
      if (tried >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * tried + Math.random() * 300));
    }
  }
}

export type { Database };
