import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase, randomSchemaName } from './database.ts';

const databaseUrl = process.env.DATABASE_URL ?? '';

describe('statements on Postgres and PGlite', () => {
  let storage: OpenDatabase;
  beforeAll(async () => {
    storage = await openDatabase({
      databaseUrl,
      dataDir: 'memory://',
      schema: databaseUrl === '' ? undefined : randomSchemaName(),
    });
  });
  afterAll(() => storage.close());

  it('are parsed once per connection and then only executed', async () => {
    const prepared = await storage.db.connection().execute(async (db) => {
      for (let i = 0; i < 3; i += 1) {
        await db
          .selectFrom('dealer_groups')
          .selectAll()
          .where('dealer_group_name', '=', 'none')
          .execute();
      }
      return sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db);
    });
    const lookups = prepared.rows.filter((row) => row.statement.includes('"dealer_groups"'));
    expect(lookups).toHaveLength(1);
  });

  it('still answer once a table they read gained a column (a deploy migrating beside them)', async () => {
    const rows = await storage.db.connection().execute(async (db) => {
      await db.selectFrom('admins').selectAll().execute();
      await sql`alter table admins add column added_by_a_deploy text`.execute(db);
      const after = await db.selectFrom('admins').selectAll().execute();
      await db.selectFrom('admins').selectAll().execute();
      return after;
    });
    expect(rows).toEqual([]);
  });
});
