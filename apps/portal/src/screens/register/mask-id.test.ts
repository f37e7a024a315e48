import { describe, expect, it } from 'vitest';
import { maskIdNumber } from './mask-id.ts';

describe('maskIdNumber (GUIDE-43)', () => {
  it('keeps the date of birth and the last two digits', () => {
    expect(maskIdNumber('8001015009087')).toBe('800101*****87');
    expect(maskIdNumber(' 8001015009087 ')).toBe('800101*****87');
  });

  it('masks anything that is not an ID number whole', () => {
    expect(maskIdNumber('80010150')).toBe('********');
    expect(maskIdNumber('')).toBe('');
  });
});
