import { describe, expect, it } from 'vitest';
import {
  isAccountNumber,
  isAddress,
  isAlphanumericWithSpecials,
  isBlank,
  isCompanyName,
  isEmail,
  isLettersOnly,
  isMobile,
  isMoney,
  isPositiveInteger,
  isPostalCode,
  isStrongPassword,
  mobileMask,
  patterns,
} from './patterns.ts';

const local64 = 'a'.repeat(64);
const label63 = 'b'.repeat(63);
// 3 × 63 + 2 dots + '.com' = 195 characters.
const longDomain = `${label63}.${label63}.${label63}.com`;

describe('isEmail', () => {
  it.each([
    ['plain address', 'jane.doe@example.co.za', true],
    ['plus tag', 'jane+cars@example.com', true],
    ['surrounding spaces are ignored', '  jane@example.com ', true],
    ['4-letter top-level domain', 'jane@example.info', true],
    ['no @', 'jane.example.com', false],
    ['no top-level domain', 'jane@localhost', false],
    ['5-letter top-level domain', 'jane@example.sport', false],
    ['1-letter top-level domain', 'jane@example.c', false],
    ['space inside', 'jane doe@example.com', false],
    ['two @', 'jane@@example.com', false],
    ['leading dot in local part', '.jane@example.com', false],
    ['non-ASCII letter', 'jané@example.com', false],
    ['empty', '', false],
    ['whitespace only', '   ', false],
    ['local part of 64', `${local64}@example.com`, true],
    ['local part of 65', `a${local64}@example.com`, false],
  ])('%s: %j -> %s', (_, value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });

  it('limits the total length to 254 characters', () => {
    const exactly254 = `${'a'.repeat(58)}@${longDomain}`;
    expect(exactly254).toHaveLength(254);
    expect(patterns.email.test(exactly254)).toBe(true);
    expect(patterns.email.test(`a${exactly254}`)).toBe(false);
  });
});

describe('isMobile', () => {
  it.each([
    ['06 prefix', '0612345678', true],
    ['07 prefix', '0712345678', true],
    ['08 prefix', '0812345678', true],
    ['surrounding spaces are ignored', ' 0821234567 ', true],
    ['05 prefix', '0512345678', false],
    ['09 prefix', '0912345678', false],
    ['no leading 0', '8212345678', false],
    ['9 digits', '082123456', false],
    ['11 digits', '08212345678', false],
    ['grouped by spaces', '082 123 4567', true],
    ['international form', '+27821234567', true],
    ['international form with spaces', '+27 82 123 4567', true],
    ['country code without +', '27821234567', true],
    ['another country code', '+28821234567', false],
    ['international form of a landline', '+27 21 123 4567', false],
    ['Arabic-Indic digits', '٠٨٢١٢٣٤٥٦٧', false],
    ['empty', '', false],
  ])('%s: %j -> %s', (_, value, expected) => {
    expect(isMobile(value)).toBe(expected);
  });

  it('keeps the alternative patterns: 9 digits starting 1-9, or an optional 0 then 9 digits', () => {
    expect(patterns.mobileNineDigits.test('821234567')).toBe(true);
    expect(patterns.mobileNineDigits.test('021234567')).toBe(false);
    expect(patterns.mobileOptionalZero.test('821234567')).toBe(true);
    expect(patterns.mobileOptionalZero.test('0821234567')).toBe(true);
    expect(patterns.mobileOptionalZero.test('00821234567')).toBe(false);
  });

  it('exposes the input mask as data', () => {
    expect(mobileMask).toBe('0999999999');
  });
});

describe('isStrongPassword', () => {
  it.each([
    ['all four kinds, 8 characters', 'Abcdef1!', true],
    ['every special of #?!@$%^&*- counts', 'Abcdefg1-', true],
    ['30 characters', `Aa1#${'x'.repeat(26)}`, true],
    ['7 characters', 'Abcde1!', false],
    ['no upper case', 'abcdef1!', false],
    ['no lower case', 'ABCDEF1!', false],
    ['no digit', 'Abcdefg!', false],
    ['no special', 'Abcdefg1', false],
    ['a special outside the set', 'Abcdefg1_', false],
    ['spaces around are not trimmed away', ' Abcde1! ', true],
    ['a line break counts as a character', 'Abc\nde1!', true],
    ['Arabic-Indic digit is not a digit', 'Abcdef٣!', false],
  ])('%s: %j -> %s', (_, value, expected) => {
    expect(isStrongPassword(value)).toBe(expected);
  });
});

describe('the other patterns', () => {
  it.each([
    ['isLettersOnly', isLettersOnly, 'Thandi', true],
    ['isLettersOnly', isLettersOnly, ' Thandi ', true],
    ['isLettersOnly', isLettersOnly, 'Thandi2', false],
    ['isLettersOnly', isLettersOnly, 'Thandi Zulu', false],
    ['isLettersOnly', isLettersOnly, 'Zoë', false],
    ['isLettersOnly', isLettersOnly, '', false],
    ['isPositiveInteger', isPositiveInteger, '1', true],
    ['isPositiveInteger', isPositiveInteger, '120', true],
    ['isPositiveInteger', isPositiveInteger, '0', false],
    ['isPositiveInteger', isPositiveInteger, '012', false],
    ['isPositiveInteger', isPositiveInteger, '-5', false],
    ['isPositiveInteger', isPositiveInteger, '1.5', false],
    ['isPositiveInteger', isPositiveInteger, '١٢', false],
    ['isPostalCode', isPostalCode, '0002', true],
    ['isPostalCode', isPostalCode, ' 8001 ', true],
    ['isPostalCode', isPostalCode, '800', false],
    ['isPostalCode', isPostalCode, '80011', false],
    ['isPostalCode', isPostalCode, '80a1', false],
    ['isAccountNumber', isAccountNumber, '0012345678', true],
    ['isAccountNumber', isAccountNumber, '001 234', false],
    ['isAccountNumber', isAccountNumber, '', false],
    ['isAccountNumber', isAccountNumber, '１２３', false],
    [
      'isAlphanumericWithSpecials',
      isAlphanumericWithSpecials,
      "O'Neil & Sons #2/3 a.b_c+d-e@f",
      true,
    ],
    ['isAlphanumericWithSpecials', isAlphanumericWithSpecials, 'Smith, Jones', false],
    ['isAlphanumericWithSpecials', isAlphanumericWithSpecials, 'Name (Pty)', false],
    ['isAlphanumericWithSpecials', isAlphanumericWithSpecials, '   ', false],
    // GUIDE-22: company names also take round brackets.
    ['isCompanyName', isCompanyName, ' Ubuntu Motors (Pty) Ltd ', true],
    ['isCompanyName', isCompanyName, "O'Neil & Sons t/a A.B-C", true],
    ['isCompanyName', isCompanyName, 'Smith, Jones', false],
    ['isCompanyName', isCompanyName, 'Ubuntu\tMotors', false],
    ['isCompanyName', isCompanyName, '   ', false],
    ['isAddress', isAddress, '12 Long St, Cape Town', true],
    ['isAddress', isAddress, 'Unit 4; Block B', false],
    ['isMoney', isMoney, '1 500.00', true],
    ['isMoney', isMoney, '15', true],
    ['isMoney', isMoney, 'R15', false],
    ['isMoney', isMoney, '1,500', false],
    ['isMoney', isMoney, ' . ', false],
  ])('%s(%j) -> %s', (_, predicate, value, expected) => {
    expect(predicate(value)).toBe(expected);
  });
});

describe('isBlank (the no-whitespace rule)', () => {
  it.each([
    ['spaces', '   ', true],
    ['tab and newline', '\t\n', true],
    ['non-breaking space', '\u00a0', true],
    ['empty is missing, not blank', '', false],
    ['text with spaces', ' a ', false],
  ])('%s: %j -> %s', (_, value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });
});
