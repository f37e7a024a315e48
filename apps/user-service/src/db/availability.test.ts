import { describe, expect, it } from 'vitest';
import { isStorageUnavailable } from './availability.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isStorageUnavailable', () => {
  it('recognises a database that is down, restarting or unreachable', () => {
    expect(isStorageUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isStorageUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
    expect(isStorageUnavailable(withCode('57P01', 'terminating connection'))).toBe(true);
    expect(isStorageUnavailable(withCode('08006'))).toBe(true);
    expect(isStorageUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isStorageUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isStorageUnavailable(new Error('wrapped', { cause: withCode('ETIMEDOUT') }))).toBe(true);
  });

  it('leaves faults of a statement and of the code to the 500 path', () => {
    expect(isStorageUnavailable(withCode('23505', 'duplicate key value'))).toBe(false);
    expect(isStorageUnavailable(withCode('42601', 'syntax error'))).toBe(false);
    expect(isStorageUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isStorageUnavailable('a string')).toBe(false);
    expect(isStorageUnavailable(undefined)).toBe(false);
  });
});
