import { describe, expect, it } from 'vitest';
import { maskContact, maskEmail, maskIdNumber, maskMobile } from './masks.ts';

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

describe('maskContact (GUIDE-5)', () => {
  it('keeps the first two and last three digits of a mobile number', () => {
    expect(maskMobile('0821234567')).toBe('08*****567');
    expect(maskContact('mobile', '0821234567')).toBe('08*****567');
    expect(maskMobile('0821')).toBe('****');
  });

  it('keeps the first letter and the domain of an address', () => {
    expect(maskEmail('jane@example.com')).toBe('j***@example.com');
    expect(maskContact('email', 'jane@example.com')).toBe('j***@example.com');
    expect(maskEmail('nobody')).toBe('***');
  });
});
