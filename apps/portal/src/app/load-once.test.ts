import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once.ts';

describe('loadOnce', () => {
  it('shares a load in progress and keeps its result', async () => {
    const load = vi.fn(async () => 'chunk');
    const get = loadOnce(load);
    expect(get.loaded()).toBeUndefined();
    expect(await Promise.all([get.load(), get.load()])).toEqual(['chunk', 'chunk']);
    expect(await get.load()).toBe('chunk');
    expect(get.loaded()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load so the next call tries again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('chunk');
    const get = loadOnce(load);
    await expect(get.load()).rejects.toThrow('offline');
    expect(get.loaded()).toBeUndefined();
    expect(get.status()).toEqual({ state: 'failed' });
    expect(await get.load()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tells its subscribers of every change of status', async () => {
    const get = loadOnce(async () => 'chunk');
    const seen: string[] = [];
    const unsubscribe = get.subscribe(() => seen.push(get.status().state));
    expect(get.status()).toEqual({ state: 'waiting' });
    await get.load();
    expect(get.status()).toEqual({ state: 'ready', result: 'chunk' });
    unsubscribe();
    await get.load();
    expect(seen).toEqual(['ready']);
  });
});
