import { describe, expect, it } from 'vitest';
import { commandOf } from './pglite-pool.ts';

describe('commandOf', () => {
  it('trusts a command PGlite reports', () => {
    expect(commandOf('update x set a = 1', 'UPDATE')).toBe('UPDATE');
  });

  it('derives the command from the statement when PGlite reports none Kysely knows', () => {
    expect(commandOf('insert into x values (1)', undefined)).toBe('INSERT');
    expect(commandOf('with y as (select 1) delete from x', 'CREATE')).toBe('DELETE');
    expect(commandOf('create table x (a int)', 'CREATE')).toBe('SELECT');
  });
});
