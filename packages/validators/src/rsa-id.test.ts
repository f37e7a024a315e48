import { describe, expect, it } from 'vitest';
import { buildId } from '../test/rsa-id-builder.ts';
import { translator } from './messages.ts';

import { messages } from './messages-en.ts';
import { isAgeOrRsaId, isValidRsaId, parseRsaId, rsaIdError, rsaIdReason } from './rsa-id.ts';

const english = translator(messages);

const today = new Date('2026-03-15T12:00:00Z');
const on = { today };

describe('parseRsaId', () => {
  it('reads birth date, gender and citizenship from the well-known example 8001015009087', () => {
    expect(parseRsaId('8001015009087', on)).toEqual({
      valid: true,
      idNumber: '8001015009087',
      birthDate: { year: 1980, month: 1, day: 1 },
      gender: 'male',
      citizen: true,
    });
  });

  it.each([
    '800101 5009 087',
    '800101-5009-087',
    ' 800101 - 5009 - 087 ',
    '800101\u00a05009\u00a0087',
    '800101\u20135009\u2013087',
  ])('reads %j as printed in the ID book, spaces and dashes dropped (GUIDE-20)', (typed) => {
    const result = parseRsaId(typed, on);
    expect(result).toMatchObject({ valid: true, idNumber: '8001015009087' });
    expect(rsaIdError(typed, on, (id) => id)).toBeNull();
  });

  it.each([
    [
      'digit 7 of 0 is female',
      buildId({ birth: '900101', sequence: '0000', citizenship: '0' }),
      'female',
    ],
    [
      'digit 7 of 4 is female',
      buildId({ birth: '900101', sequence: '4999', citizenship: '0' }),
      'female',
    ],
    [
      'digit 7 of 5 is male',
      buildId({ birth: '900101', sequence: '5000', citizenship: '0' }),
      'male',
    ],
    [
      'digit 7 of 9 is male',
      buildId({ birth: '900101', sequence: '9999', citizenship: '0' }),
      'male',
    ],
  ])('%s', (_, id, gender) => {
    expect(parseRsaId(id, on)).toMatchObject({ valid: true, gender });
  });

  it('treats digit 11 of 0 as a citizen and anything else as not', () => {
    const citizen = buildId({ birth: '900101', sequence: '5000', citizenship: '0' });
    const resident = buildId({ birth: '900101', sequence: '5000', citizenship: '1' });
    expect(parseRsaId(citizen, on)).toMatchObject({ citizen: true });
    expect(parseRsaId(resident, on)).toMatchObject({ citizen: false });
  });

  it.each([
    ['empty', ''],
    ['12 digits', '800101500908'],
    ['14 digits', '80010150090870'],
    ['a space inside that leaves 12 digits', '800101 500908'],
    ['dots between the digits', '800101.5009.087'],
    ['letters', '80010150090AB'],
    ['13 Arabic-Indic digits', '٨٠٠١٠١٥٠٠٩٠٨٧'],
    ['13 full-width digits', '８００１０１５００９０８７'],
    ['a sign', '+800101500908'],
    ['whitespace only', '             '],
  ])('refuses %s with "ID must be 13 digits long."', (_, value) => {
    expect(parseRsaId(value, on)).toEqual({ valid: false, reason: 'rsaId.length' });
  });

  it('ignores whitespace around the digits and returns them trimmed', () => {
    expect(parseRsaId('  8001015009087\t', on)).toMatchObject({
      valid: true,
      idNumber: '8001015009087',
    });
  });

  it.each([
    ['29 Feb 1988 (leap year)', '880229', { year: 1988, month: 2, day: 29 }],
    ['29 Feb 2000 (leap century)', '000229', { year: 2000, month: 2, day: 29 }],
    ['31 Dec 1999', '991231', { year: 1999, month: 12, day: 31 }],
    ['today itself', '260315', { year: 2026, month: 3, day: 15 }],
    ['year 26 after today falls back to 1926', '260316', { year: 1926, month: 3, day: 16 }],
    ['year 27, above the current year, is 1927', '270101', { year: 1927, month: 1, day: 1 }],
    ['year 25 is 2025', '250101', { year: 2025, month: 1, day: 1 }],
  ])('accepts %s', (_, birth, birthDate) => {
    const id = buildId({ birth, sequence: '5009', citizenship: '0' });
    expect(parseRsaId(id, on)).toMatchObject({ valid: true, birthDate });
  });

  it.each([
    ['29 Feb 1990 (not a leap year)', '900229'],
    ['month 00', '800001'],
    ['month 13', '801301'],
    ['day 00', '800100'],
    ['31 April', '800431'],
    ['32 January', '800132'],
  ])('refuses a birth date that does not exist: %s', (_, birth) => {
    const id = buildId({ birth, sequence: '5009', citizenship: '0' });
    expect(parseRsaId(id, on)).toEqual({ valid: false, reason: 'rsaId.invalid' });
  });

  it('refuses a wrong check digit', () => {
    expect(parseRsaId('8001015009086', on)).toEqual({ valid: false, reason: 'rsaId.invalid' });
  });

  it("uses today's UTC date, not the local one", () => {
    const id = buildId({ birth: '260316', sequence: '5009', citizenship: '0' });
    const lateOn15th = new Date('2026-03-15T23:30:00Z');
    const earlyOn16th = new Date('2026-03-16T00:30:00Z');
    expect(parseRsaId(id, { today: lateOn15th })).toMatchObject({ birthDate: { year: 1926 } });
    expect(parseRsaId(id, { today: earlyOn16th })).toMatchObject({ birthDate: { year: 2026 } });
  });

  it('moves the century boundary with today', () => {
    const id = buildId({ birth: '300101', sequence: '5009', citizenship: '0' });
    expect(parseRsaId(id, { today: new Date('2029-12-31T00:00:00Z') })).toMatchObject({
      birthDate: { year: 1930 },
    });
    expect(parseRsaId(id, { today: new Date('2030-01-01T00:00:00Z') })).toMatchObject({
      birthDate: { year: 2030 },
    });
  });

  it('refuses 29 Feb 00 before it happened in 2000, since 1900 was no leap year', () => {
    const id = buildId({ birth: '000229', sequence: '5009', citizenship: '0' });
    expect(parseRsaId(id, { today: new Date('2000-02-28T00:00:00Z') })).toEqual({
      valid: false,
      reason: 'rsaId.invalid',
    });
  });
});

describe('isValidRsaId', () => {
  it('is true exactly when parseRsaId is valid', () => {
    expect(isValidRsaId('8001015009087', on)).toBe(true);
    expect(isValidRsaId('8001015009086', on)).toBe(false);
  });
});

describe('rsaIdError', () => {
  it.each([
    ['8001015009087', null],
    ['12345', 'Invalid ID Number: ID must be 13 digits long.'],
    ['8001015009086', 'Invalid ID Number: not a valid RSA ID number.'],
  ])('shows %s as %s', (value, text) => {
    expect(rsaIdError(value, on, english)).toBe(text);
  });
});

describe('isAgeOrRsaId', () => {
  it.each([
    ['18', true],
    ['45', true],
    [' 30 ', true],
    ['17', false],
    ['46', false],
    ['0', false],
    ['18.5', false],
    ['٢٠', false],
    ['', false],
    ['8001015009087', true],
    ['8001015009086', false],
  ])('%j -> %s', (value, expected) => {
    expect(isAgeOrRsaId(value, on)).toBe(expected);
  });
});

describe('rsaIdReason (the clock-free check of the form schemas)', () => {
  it.each([
    ['8001015009087', null],
    [buildId({ birth: '000229', sequence: '5009', citizenship: '0' }), null],
    ['800101500908', 'rsaId.length'],
    [' 8001015009087', 'rsaId.length'],
    [buildId({ birth: '900229', sequence: '5009', citizenship: '0' }), 'rsaId.invalid'],
    ['8001015009086', 'rsaId.invalid'],
  ])('%j -> %s', (value, reason) => {
    expect(rsaIdReason(value)).toBe(reason);
  });
});
