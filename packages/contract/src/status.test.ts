import { describe, expect, it } from 'vitest';
import { isStatusWord, statusWords } from './status.ts';

describe('statusWords', () => {
  it('lists the eight outcome words of API-3', () => {
    expect(statusWords).toEqual([
      'Success',
      'Failure',
      'Invalid',
      'Approved',
      'Rejected',
      'Cancelled',
      'Successful',
      'Unauthorized',
    ]);
  });

  it('recognises only those words', () => {
    expect(isStatusWord('Success')).toBe(true);
    expect(isStatusWord('success')).toBe(false);
    expect(isStatusWord(500)).toBe(false);
  });
});
