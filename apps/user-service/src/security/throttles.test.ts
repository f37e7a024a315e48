import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, randomSchemaName } from '../db/database.ts';
import { fakeClock } from '../testing/harness.ts';
import { createMemoryThrottles } from './memory-throttles.ts';
import { createThrottles, type ThrottleState, type Throttles } from './throttles.ts';

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

const limit = { limit: 3, windowSeconds: 60 };

/** One scripted run: hits, peeks, a window rolling over, a clear; every state it saw. */
async function script(throttles: Throttles, advance: (seconds: number) => void, key: string) {
  const seen: Array<[string, ThrottleState]> = [];
  const note = async (label: string, state: Promise<ThrottleState>) => {
    seen.push([label, await state]);
  };
  await note('peek empty', throttles.peek(key, limit));
  for (let i = 1; i <= 4; i += 1) {
    await note(`hit ${i}`, throttles.hit(key, limit));
    advance(10);
  }
  await note('peek full', throttles.peek(key, limit));
  advance(20); // 60 s after the first hit: the window is over
  await note('peek after window', throttles.peek(key, limit));
  await note('hit new window', throttles.hit(key, limit));
  await throttles.clear(key);
  await note('peek after clear', throttles.peek(key, limit));
  return seen;
}

describe('the in-memory throttle', () => {
  it('answers exactly what the database throttle answers for the same hits', async () => {
    const dbClock = fakeClock();
    const memoryClock = fakeClock();
    const fromDatabase = await script(
      createThrottles(storage.db, dbClock),
      (s) => dbClock.advance(s),
      'k:same',
    );
    const fromMemory = await script(
      createMemoryThrottles(memoryClock),
      (s) => memoryClock.advance(s),
      'k:same',
    );
    expect(fromMemory).toEqual(fromDatabase);
    expect(fromMemory.map(([label, state]) => [label, state.allowed, state.hits])).toEqual([
      ['peek empty', true, 0],
      ['hit 1', true, 1],
      ['hit 2', true, 2],
      ['hit 3', true, 3],
      ['hit 4', false, 4],
      ['peek full', false, 4],
      ['peek after window', true, 0],
      ['hit new window', true, 1],
      ['peek after clear', true, 0],
    ]);
  });

  it('keeps at most maxKeys counters, dropping the oldest window first', async () => {
    const clock = fakeClock();
    const throttles = createMemoryThrottles(clock, 3);
    for (const key of ['a', 'b', 'c', 'd']) {
      await throttles.hit(key, limit);
      clock.advance(1);
    }
    expect((await throttles.peek('a', limit)).hits).toBe(0);
    expect((await throttles.peek('d', limit)).hits).toBe(1);
    expect((await throttles.peek('b', limit)).hits).toBe(1);
  });

  it('sweeps expired windows before it drops a live one', async () => {
    const clock = fakeClock();
    const throttles = createMemoryThrottles(clock, 3);
    await throttles.hit('long-1', limit);
    await throttles.hit('long-2', limit);
    await throttles.hit('short', { limit: 3, windowSeconds: 5 });
    clock.advance(10);
    await throttles.hit('new', limit);
    expect((await throttles.peek('long-1', limit)).hits).toBe(1);
    expect((await throttles.peek('long-2', limit)).hits).toBe(1);
    expect((await throttles.peek('new', limit)).hits).toBe(1);
  });
});
