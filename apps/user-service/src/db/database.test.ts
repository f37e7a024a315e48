import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

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
});
