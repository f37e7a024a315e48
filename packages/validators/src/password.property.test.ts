import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordChecklist, passwordStrength } from './password.ts';
import { isStrongPassword, passwordSpecials } from './patterns.ts';

const rank = { none: 0, weak: 1, medium: 2, strong: 3 } as const;

const classArb = fc.constantFrom(
  'abcdefghijklmnopqrstuvwxyz',
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  '0123456789',
  passwordSpecials,
);
const characterOfAClassArb = classArb.chain((characters) =>
  fc.constantFrom(...characters.split('')),
);
const passwordArb = fc.string({ maxLength: 40, unit: 'binary' });

describe('password properties', () => {
  it('never lowers the strength when a character of any class is inserted anywhere', () => {
    fc.assert(
      fc.property(passwordArb, characterOfAClassArb, fc.nat(), (password, character, at) => {
        const index = at % (password.length + 1);
        const longer = `${password.slice(0, index)}${character}${password.slice(index)}`;
        const before = rank[passwordStrength(password).level];
        expect(rank[passwordStrength(longer).level]).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('gives the percent that belongs to each level', () => {
    const percents = { none: 0, weak: 33.33, medium: 66.66, strong: 100 };
    fc.assert(
      fc.property(passwordArb, (password) => {
        const { level, percent } = passwordStrength(password);
        expect(percent).toBe(percents[level]);
      }),
    );
  });

  it('never lets the checklist disagree with the password pattern (RULES-6)', () => {
    const mixedArb = fc.string({
      unit: fc.constantFrom(...'aZ9#-_ é٣\n'.split('')),
      maxLength: 12,
    });
    fc.assert(
      fc.property(fc.oneof(passwordArb, mixedArb), (password) => {
        const rules = passwordChecklist(password, password).filter(
          (item) => item.id !== 'verified',
        );
        expect(rules.every((item) => item.met)).toBe(isStrongPassword(password));
      }),
    );
  });
});
