import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fields } from './fields.ts';
import { issueText, translator } from './messages.ts';
import { messages } from './messages-en.ts';
import { mobileTypedMaxLength, normaliseMobile } from './mobile.ts';
import { mobilePattern } from './patterns.ts';

const english = translator(messages);

const digit = fc.integer({ min: 0, max: 9 }).map(String);

/** The 9 digits after the trunk 0 of a valid mobile number: 6, 7 or 8, then 8 digits. */
const subscriberArb = fc
  .tuple(fc.constantFrom('6', '7', '8'), fc.array(digit, { minLength: 8, maxLength: 8 }))
  .map(([first, rest]) => first + rest.join(''));

/** The ways the number starts: the trunk 0, or +27 / 27 with or without the trunk 0. */
const prefixArb = fc.constantFrom('0', '27', '+27', '270', '+270');

/**
 * `prefix + subscriber` as a person might write it: split into digit groups joined by one space,
 * dash or dot (or nothing), optionally one group in brackets, optionally whitespace around.
 */
const typedArb = fc
  .record({
    prefix: prefixArb,
    subscriber: subscriberArb,
    cuts: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 5 }),
    separators: fc.array(fc.constantFrom(' ', '-', '.', ''), { minLength: 5, maxLength: 5 }),
    bracket: fc.option(fc.nat({ max: 5 }), { nil: undefined }),
    around: fc.tuple(fc.constantFrom('', ' ', '\t'), fc.constantFrom('', ' ', '\n')),
  })
  .map(({ prefix, subscriber, cuts, separators, bracket, around }) => {
    const sign = prefix.startsWith('+') ? '+' : '';
    const digits = prefix.replace('+', '') + subscriber;
    const at = [...cuts.filter((cut) => cut < digits.length)].sort((a, b) => a - b);
    const groups = [0, ...at].map((start, i) => digits.slice(start, at[i] ?? digits.length));
    const shown = groups.map((group, i) => (i === bracket ? `(${group})` : group));
    const body = shown.reduce((text, group, i) => text + (separators[i - 1] ?? '') + group);
    return { typed: `${around[0]}${sign}${body}${around[1]}`, expected: `0${subscriber}` };
  })
  .filter(({ typed }) => typed.trim().length <= mobileTypedMaxLength);

describe('mobile number properties', () => {
  it('every valid number in every format normalises to the same 10 digits', () => {
    fc.assert(
      fc.property(typedArb, ({ typed, expected }) => {
        expect(normaliseMobile(typed)).toBe(expected);
        expect(z.parse(fields.mobileNo, typed)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('whatever passes is the 10-digit form of the digits that were typed', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789 +-.()27x') }), (typed) => {
        const normal = normaliseMobile(typed);
        if (normal === null) return;
        expect(normal).toMatch(mobilePattern);
        expect(typed.replace(/[^0-9]/g, '').endsWith(normal.slice(1))).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('a string with any character besides digits, + ( ) - . and whitespace never passes', () => {
    const foreign = fc
      .string({ unit: 'grapheme', minLength: 1 })
      .filter((s) => /[^0-9+().\s-]/.test(s));
    fc.assert(
      fc.property(typedArb, foreign, fc.nat(), ({ typed }, junk, at) => {
        const cut = at % (typed.length + 1);
        const spoiled = typed.slice(0, cut) + junk + typed.slice(cut);
        expect(normaliseMobile(spoiled)).toBeNull();
        expect(z.safeParse(fields.mobileNo, spoiled).success).toBe(false);
      }),
    );
  });

  it('another country code, a number not starting 6, 7 or 8, or a wrong length never passes', () => {
    const junk = fc.oneof(
      // +28… to +99…, and 1…, but never +27
      fc
        .tuple(
          fc.integer({ min: 1, max: 99 }).filter((code) => code !== 27),
          subscriberArb,
        )
        .map(([code, subscriber]) => `+${code} ${subscriber}`),
      // +27 02…, +27 5…, 09…: the first digit after the trunk is not 6, 7 or 8
      fc
        .tuple(
          fc.constantFrom('0', '+27 ', '27', '+27 0'),
          fc.constantFrom('0', '1', '2', '3', '4', '5', '9'),
          fc.array(digit, { minLength: 8, maxLength: 8 }),
        )
        .map(([prefix, first, rest]) => prefix + first + rest.join('')),
      // too short or too long
      fc
        .tuple(
          prefixArb,
          fc.constantFrom('6', '7', '8'),
          fc.array(digit, { maxLength: 14 }).filter((rest) => rest.length !== 8),
        )
        .map(([prefix, first, rest]) => prefix + first + rest.join('')),
    );
    fc.assert(
      fc.property(junk, (typed) => {
        expect(normaliseMobile(typed)).toBeNull();
        const issue = z.safeParse(fields.mobileNo, typed).error?.issues[0];
        expect(issue && issueText(issue, english)).toBe('Invalid Mobile Number.');
      }),
      { numRuns: 2000 },
    );
  });
});
