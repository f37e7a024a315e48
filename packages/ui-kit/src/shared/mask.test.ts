import { describe, expect, it } from 'vitest';
import { applyMask, onlyDigits } from './mask.ts';

describe('applyMask', () => {
  it('keeps a typed leading zero once and fills the digit slots', () => {
    expect(applyMask('0999999999', '0821234567')).toBe('0821234567');
  });

  it('adds the literal zero when the user starts with another digit', () => {
    expect(applyMask('0999999999', '8')).toBe('08');
  });

  it('drops spaces and letters from a paste and stops at the mask length', () => {
    expect(applyMask('0999999999', '082 123 4567 99')).toBe('0821234567');
    expect(applyMask('0999999999', 'abc')).toBe('0');
  });

  it('inserts separators of a date mask', () => {
    expect(applyMask('99/99/99', '010224')).toBe('01/02/24');
    expect(applyMask('99/99/99', '01/0')).toBe('01/0');
  });

  it('returns an empty string for empty input', () => {
    expect(applyMask('99/99/99', '')).toBe('');
  });
});

describe('onlyDigits', () => {
  it('keeps ASCII digits only and caps the length', () => {
    expect(onlyDigits('12 3-4٥5', 4)).toBe('1234');
    expect(onlyDigits('a1b2')).toBe('12');
  });
});
