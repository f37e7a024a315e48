import { describe, expect, it } from 'vitest';
import { isDigits } from './digits.ts';

describe('isDigits', () => {
  it('refuses Arabic-Indic digits', () => {
    expect(isDigits('٣')).toBe(false);
    expect(isDigits('3')).toBe(true);
  });
});
