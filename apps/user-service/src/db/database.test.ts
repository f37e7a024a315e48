import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, randomSchemaName, withTries } from './database.ts';

describe('openDatabase', () => {
  it('fails with the driver error when Postgres cannot be reached, leaving nothing open', async () => {
    // Port 9 (discard) refuses on loopback; the pool is ended, so the test process can exit.
    await expect(
      openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:9/none', dataDir: 'memory://' }),
    ).rejects.toThrow(/ECONNREFUSED/);
  });

  it('refuses a schema name that is not a plain identifier', async () => {
    await expect(
      openDatabase({
        databaseUrl: 'postgres://nobody@127.0.0.1:9/none',
        dataDir: 'memory://',
        schema: 'x; drop table users',
      }),
    ).rejects.toThrow('Bad schema name');
  });

  it('opens, migrates and closes an embedded database', async () => {
    const storage = await openDatabase({ dataDir: 'memory://' });
    expect(storage.engine).toBe('pglite');
    const groups = await storage.db.selectFrom('dealer_groups').selectAll().execute();
    expect(groups).toEqual([]);
    await storage.close();
  });

  it("starts an embedded database from another's image: its rows, and nothing written after", async () => {
    const first = await openDatabase({ dataDir: 'memory://' });
    await first.db
      .insertInto('dealer_groups')
      .values({ mq_dealer_group_id: 'DG9', dealer_group_name: 'Imaged Motors' })
      .execute();
    const image = await first.image?.();
    expect(image).toBeDefined();
    await first.db
      .insertInto('dealer_groups')
      .values({ mq_dealer_group_id: 'DG10', dealer_group_name: 'Later Motors' })
      .execute();
    const second = await openDatabase({ dataDir: 'memory://', image });
    const names = await second.db.selectFrom('dealer_groups').select('dealer_group_name').execute();
    expect(names).toEqual([{ dealer_group_name: 'Imaged Motors' }]);
    // Each goes on on its own.
    await second.db.deleteFrom('dealer_groups').execute();
    expect(
      await first.db.selectFrom('dealer_groups').select('mq_dealer_group_id').execute(),
    ).toHaveLength(2);
    await Promise.all([first.close(), second.close()]);
  });
});

describe('withTries', () => {
  const failing = (failures: number) => {
    const calls = { count: 0 };
    const task = async () => {
      calls.count += 1;
      if (calls.count <= failures)
        throw new Error(`schema "t_gone" does not exist (${calls.count})`);
      return 'migrated';
    };
    return { calls, task };
  };

  it('tries again after a failure, and answers once a try passes', async () => {
    const { calls, task } = failing(3);
    await expect(withTries(task)).resolves.toBe('migrated');
    expect(calls.count).toBe(4);
  });

  it('gives up after five tries with the last failure', async () => {
    const { calls, task } = failing(99);
    await expect(withTries(task)).rejects.toThrow('does not exist (5)');
    expect(calls.count).toBe(5);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('openDatabase on Postgres', () => {
  // Instances of a deployment start together on an empty database: they race to create the
  // schema (Postgres's "if not exists" is not atomic) and then to migrate it.
  it('opens for every instance started together on a schema not there yet', async () => {
    const databaseUrl = process.env.DATABASE_URL ?? '';
    for (let round = 0; round < 5; round += 1) {
      // Not 't_': a test schema is dropped by each instance that closes it.
      const schema = `i_${randomSchemaName().slice(2)}`;
      const opened = await Promise.allSettled(
        Array.from({ length: 6 }, () => openDatabase({ databaseUrl, dataDir: '', schema })),
      );
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
      expect(
        opened.map((result) => (result.status === 'rejected' ? String(result.reason) : 'opened')),
      ).toEqual(Array(6).fill('opened'));
    }
  });

  // Kysely looks for its bookkeeping tables across every schema, so another schema dropped during
  // the look (a test file that has finished, in CI) made a migration fail with 'schema ... does
  // not exist'; its one second try could fall among the same drops.
  it('opens while other schemas are dropped around it', async () => {
    const databaseUrl = process.env.DATABASE_URL ?? '';
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const others = Array.from({ length: 40 }, () => `d_${randomSchemaName().slice(2)}`);
    await client.query(
      others
        .map((other) => `create schema ${other}; create table ${other}.rows (id int);`)
        .join(''),
    );
    // One after another while the service opens: with a single try it failed three times in four.
    const dropping = (async () => {
      for (const other of others) await client.query(`drop schema ${other} cascade`);
    })();
    const schema = `i_${randomSchemaName().slice(2)}`;
    try {
      const opened = await openDatabase({ databaseUrl, dataDir: '', schema });
      await opened.close();
    } finally {
      await dropping;
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
  });
});
