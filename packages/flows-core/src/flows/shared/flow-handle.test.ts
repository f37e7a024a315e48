import { describe, expect, it } from 'vitest';
import { createMemoryStorage, type KeyValueStorage } from '../../countdown/storage.ts';
import { createHandleKeeper, grantOf } from './flow-handle.ts';

const throwing: KeyValueStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('grantOf', () => {
  it('carries the grant beside the identifiers the form still holds', () => {
    expect(grantOf('G1rAnt-of-the-1st-step', { idNumber: '9001015800088' })).toEqual({
      idNumber: '9001015800088',
      flowHandle: 'G1rAnt-of-the-1st-step',
    });
  });

  it('leaves out a blank identifier (after a reload the form holds none)', () => {
    expect(grantOf('G1rAnt-of-the-1st-step', { idNumber: '', username: '  ' })).toEqual({
      flowHandle: 'G1rAnt-of-the-1st-step',
    });
    expect(grantOf('G1rAnt-of-the-1st-step')).toEqual({ flowHandle: 'G1rAnt-of-the-1st-step' });
  });

  it('sends an empty grant when none was issued, which the service refuses as an expired step', () => {
    expect(grantOf(undefined, { username: 'jdoe' })).toEqual({ username: 'jdoe', flowHandle: '' });
  });
});

describe('createHandleKeeper', () => {
  it('keeps a grant in storage and in the state, and forgets it from both', () => {
    const storage = createMemoryStorage();
    const seen: (string | undefined)[] = [];
    const keeper = createHandleKeeper(storage, 'k.handle', (handle) => seen.push(handle));
    expect(keeper.stored()).toBeUndefined();
    keeper.keep('G1rAnt-of-the-1st-step');
    expect(keeper.stored()).toBe('G1rAnt-of-the-1st-step');
    expect(storage.getItem('k.handle')).toBe('G1rAnt-of-the-1st-step');
    keeper.forget();
    expect(storage.getItem('k.handle')).toBeNull();
    expect(seen).toEqual(['G1rAnt-of-the-1st-step', undefined]);
  });

  it('keeps what is there when a reply carries no grant', () => {
    const storage = createMemoryStorage();
    const seen: (string | undefined)[] = [];
    const keeper = createHandleKeeper(storage, 'k.handle', (handle) => seen.push(handle));
    keeper.keep('G1rAnt-of-the-1st-step');
    keeper.keep(undefined);
    keeper.keep('');
    expect(keeper.stored()).toBe('G1rAnt-of-the-1st-step');
    expect(seen).toEqual(['G1rAnt-of-the-1st-step']);
  });

  it('works without storage, or with storage that throws, keeping the grant in the state only', () => {
    for (const storage of [undefined, throwing]) {
      const seen: (string | undefined)[] = [];
      const keeper = createHandleKeeper(storage, 'k.handle', (handle) => seen.push(handle));
      keeper.keep('G1rAnt-of-the-1st-step');
      expect(keeper.stored()).toBeUndefined();
      keeper.forget();
      expect(seen).toEqual(['G1rAnt-of-the-1st-step', undefined]);
    }
  });
});
