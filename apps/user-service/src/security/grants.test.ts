import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, randomSchemaName } from '../db/database.ts';
import { type FakeClock, fakeClock } from '../testing/harness.ts';
import { createFlowGrants, createMemoryFlowGrants, type FlowGrants } from './grants.ts';

let storage: Awaited<ReturnType<typeof openDatabase>>;
beforeAll(async () => {
  const databaseUrl = process.env.DATABASE_URL;
  storage = await openDatabase({
    databaseUrl,
    dataDir: 'memory://',
    schema: databaseUrl ? randomSchemaName() : undefined,
  });
});
afterAll(() => storage.close());

/** One scripted run: open, check other users and flows, expire, reopen; every answer seen. */
async function script(grants: FlowGrants, clock: FakeClock) {
  const seen: boolean[] = [];
  seen.push(await grants.isOpen('u1', 'sign-in'));
  await grants.open('u1', 'sign-in');
  seen.push(await grants.isOpen('u1', 'sign-in'));
  seen.push(await grants.isOpen('u1', 'recovery'));
  seen.push(await grants.isOpen('u2', 'sign-in'));
  clock.advance(899);
  seen.push(await grants.isOpen('u1', 'sign-in'));
  clock.advance(1);
  seen.push(await grants.isOpen('u1', 'sign-in'));
  await grants.open('u1', 'sign-in');
  seen.push(await grants.isOpen('u1', 'sign-in'));
  return seen;
}

describe('flow grants', () => {
  it('answer the same in memory as in the database, and end after 15 minutes', async () => {
    const dbClock = fakeClock();
    const memoryClock = fakeClock();
    const fromDatabase = await script(createFlowGrants(storage.db, dbClock, 900), dbClock);
    const fromMemory = await script(createMemoryFlowGrants(memoryClock, 900), memoryClock);
    expect(fromMemory).toEqual(fromDatabase);
    expect(fromMemory).toEqual([false, true, false, false, true, false, true]);
  });

  it('hold at most maxKeys grants in memory, dropping the oldest', async () => {
    const clock = fakeClock();
    const grants = createMemoryFlowGrants(clock, 900, 3);
    for (const user of ['a', 'b', 'c', 'd']) await grants.open(user, 'sign-in');
    expect(await grants.isOpen('a', 'sign-in')).toBe(false);
    for (const user of ['b', 'c', 'd']) expect(await grants.isOpen(user, 'sign-in')).toBe(true);
  });
});
