import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteSocket } from './pglite-socket.ts';

let pglite: PGlite;
beforeAll(async () => {
  pglite = await PGlite.create('memory://');
});
afterAll(() => pglite.close());

async function connected(): Promise<pg.Client> {
  const client = new pg.Client({
    user: 'postgres',
    database: 'postgres',
    stream: () => new PgliteSocket(pglite),
  });
  await client.connect();
  return client;
}

describe('pg over PgliteSocket', () => {
  it('runs parameterised and named statements, and reports errors without losing the session', async () => {
    const client = await connected();
    const plain = await client.query('select $1::int + 1 as n, $2::text as t', [1, 'a']);
    expect(plain.rows).toEqual([{ n: 2, t: 'a' }]);
    const text = 'select $1::int * 2 as n';
    expect((await client.query({ name: 'double', text, values: [4] })).rows).toEqual([{ n: 8 }]);
    expect((await client.query({ name: 'double', text, values: [5] })).rows).toEqual([{ n: 10 }]);
    await expect(client.query('select no_such_column')).rejects.toThrow('no_such_column');
    const inserted = await client.query(
      'create temp table t (a int); insert into t values (1), (2)',
    );
    expect(inserted).toHaveLength(2);
    expect((await client.query('update t set a = a + 1')).rowCount).toBe(2);
    await client.end();
  });

  it('gives a new connection a fresh session: no transaction left open, nothing left prepared', async () => {
    const first = await connected();
    await first.query('begin');
    await first.query({ name: 'left', text: 'select 1 as one', values: [] });
    await first.end();
    const second = await connected();
    const status = await second.query('select now() = statement_timestamp() as outside');
    expect(status.rows).toEqual([{ outside: true }]);
    const again = await second.query({ name: 'left', text: 'select 2 as two', values: [] });
    expect(again.rows).toEqual([{ two: 2 }]);
    await second.end();
  });

  it('fails what is in flight, not hangs, when PGlite itself fails', async () => {
    const closing = await PGlite.create('memory://');
    const client = new pg.Client({
      user: 'postgres',
      database: 'postgres',
      stream: () => new PgliteSocket(closing),
    });
    client.on('error', () => {});
    await client.connect();
    await closing.close();
    await expect(client.query('select 1')).rejects.toThrow();
  });
});
