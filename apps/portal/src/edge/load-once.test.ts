import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once.ts';

describe('loadOnce', () => {
  it('shares a load in progress and keeps its result', async () => {
    const load = vi.fn(async () => 'chunk');
    const get = loadOnce(load);
    expect(get.loaded()).toBeUndefined();
    expect(await Promise.all([get(), get()])).toEqual(['chunk', 'chunk']);
    expect(await get()).toBe('chunk');
    expect(get.loaded()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load so the next call tries again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('chunk');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    expect(get.loaded()).toBeUndefined();
    expect(await get()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
