import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildId } from '../test/rsa-id-builder.ts';
import { fields } from './fields.ts';
import { idSeparators } from './id-number.ts';
import { isValidRsaId, parseRsaId } from './rsa-id.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const dayMs = 86_400_000;

/** A UTC midnight from 2000-02-29 to 2199-12-31: the range the clock-free schema check covers. */
const todayArb = fc
  .integer({ min: Date.UTC(2000, 1, 29) / dayMs, max: Date.UTC(2199, 11, 31) / dayMs })
  .map((days) => new Date(days * dayMs));

/** An ID built from chosen facts, with a birth date in the 100 years up to and including today. */
const validIdArb = todayArb
  .chain((today) => {
    const earliest = Date.UTC(
      today.getUTCFullYear() - 100,
      today.getUTCMonth(),
      today.getUTCDate() + 1,
    );
    return fc.record({
      today: fc.constant(today),
      birth: fc
        .integer({ min: earliest / dayMs, max: today.getTime() / dayMs })
        .map((days) => new Date(days * dayMs)),
      sequence: fc.integer({ min: 0, max: 9999 }),
      citizenship: fc.constantFrom('0' as const, '1' as const),
      digit12: fc.integer({ min: 0, max: 9 }).map(String),
    });
  })
  .map((facts) => {
    const { birth } = facts;
    const birthDate = {
      year: birth.getUTCFullYear(),
      month: birth.getUTCMonth() + 1,
      day: birth.getUTCDate(),
    };
    const yymmdd = `${pad(birthDate.year % 100, 2)}${pad(birthDate.month, 2)}${pad(birthDate.day, 2)}`;
    const idNumber = buildId({
      birth: yymmdd,
      sequence: pad(facts.sequence, 4),
      citizenship: facts.citizenship,
      digit12: facts.digit12,
    });
    return { ...facts, birthDate, idNumber };
  });

describe('South African ID properties', () => {
  it('parses every valid ID and gives back the facts it was built from', () => {
    fc.assert(
      fc.property(validIdArb, ({ today, idNumber, birthDate, sequence, citizenship }) => {
        expect(parseRsaId(idNumber, { today })).toEqual({
          valid: true,
          idNumber,
          birthDate,
          gender: sequence <= 4999 ? 'female' : 'male',
          citizen: citizenship === '0',
        });
      }),
    );
  });

  it('rejects every change of a single digit of a valid ID', () => {
    const flipArb = fc.record({
      id: validIdArb,
      index: fc.integer({ min: 0, max: 12 }),
      shift: fc.integer({ min: 1, max: 9 }),
    });
    fc.assert(
      fc.property(flipArb, ({ id: { idNumber, today }, index, shift }) => {
        const digit = (Number(idNumber[index]) + shift) % 10;
        const flipped = `${idNumber.slice(0, index)}${digit}${idNumber.slice(index + 1)}`;
        expect(isValidRsaId(flipped, { today })).toBe(false);
      }),
    );
  });

  it('lets the clock-free schema check agree with isValidRsaId from 2000-02-29 to 2199', () => {
    const anyDigitsArb = fc.stringMatching(/^[0-9]{13}$/);
    const candidateArb = fc.oneof(
      validIdArb.map(({ idNumber }) => idNumber),
      anyDigitsArb,
    );
    fc.assert(
      fc.property(candidateArb, todayArb, (value, today) => {
        expect(z.safeParse(fields.idNumber, value).success).toBe(isValidRsaId(value, { today }));
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts a valid ID with spaces and dashes anywhere, as its 13 digits (GUIDE-20)', () => {
    const separatedArb = fc.record({
      id: validIdArb,
      separators: fc.array(fc.constantFrom('', ' ', '-', '  ', ' - '), {
        minLength: 14,
        maxLength: 14,
      }),
    });
    fc.assert(
      fc.property(separatedArb, ({ id: { idNumber, today }, separators }) => {
        const typed = [...idNumber].map((digit, index) => `${separators[index]}${digit}`).join('');
        const withEnd = `${typed}${separators[13]}`;
        expect(parseRsaId(withEnd, { today })).toMatchObject({ valid: true, idNumber });
        expect(z.parse(fields.idNumber, withEnd)).toBe(idNumber);
      }),
    );
  });

  it('never accepts a value with a character other than the ASCII digits, spaces and dashes', () => {
    const withForeignArb = fc
      .tuple(
        fc.stringMatching(/^[0-9]{0,12}$/),
        fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }),
        fc.stringMatching(/^[0-9]{0,12}$/),
      )
      .filter(
        ([, character]) =>
          !/[0-9]/.test(character) &&
          !new RegExp(idSeparators.source, 'u').test(character) &&
          character.trim() !== '',
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(withForeignArb, todayArb, (value, today) => {
        expect(parseRsaId(value, { today })).toEqual({ valid: false, reason: 'rsaId.length' });
      }),
    );
  });
});
