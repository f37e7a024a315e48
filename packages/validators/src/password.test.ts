import { describe, expect, it } from 'vitest';
import { messages } from './messages-en.ts';
import { passwordChecklist, passwordStrength } from './password.ts';

function metIds(password: string, verifyPassword = '') {
  return passwordChecklist(password, verifyPassword)
    .filter((item) => item.met)
    .map((item) => item.id);
}

describe('passwordChecklist', () => {
  it('lists the requirements in spec order with their labels', () => {
    const items = passwordChecklist('', '').map(({ id, label }) => [id, messages[label]]);
    expect(items).toEqual([
      ['lowercase', 'One lower case letter'],
      ['number', 'One number'],
      ['uppercase', 'One upper case letter'],
      ['length', '8-16 Characters'],
      ['special', 'One special character'],
      ['verified', 'Password Verified'],
    ]);
  });

  it('meets nothing for empty fields', () => {
    expect(metIds('', '')).toEqual([]);
  });

  it.each([
    ['a', ['lowercase']],
    ['A', ['uppercase']],
    ['0', ['number']],
    ['9', ['number']],
    ['#', ['special']],
    ['-', ['special']],
    ['_', []],
    ['٣', []],
  ])('%j meets %j', (password, ids) => {
    expect(metIds(password)).toEqual(ids);
  });

  it.each([
    ['7 characters', 'abcdefg', false],
    ['8 characters (deviation 2: at least 8, not above 8)', 'abcdefgh', true],
    ['30 characters', 'a'.repeat(30), true],
    ['31 characters', 'a'.repeat(31), true],
  ])('length item with %s is %s', (_, password, met) => {
    expect(metIds(password).includes('length')).toBe(met);
  });

  it.each([
    ['equal', 'Abcdef1!', 'Abcdef1!', true],
    ['different', 'Abcdef1!', 'Abcdef1?', false],
    ['different only in a trailing space', 'Abcdef1!', 'Abcdef1! ', false],
    ['both empty', '', '', false],
  ])('Password Verified when %s: %s', (_, password, verify, met) => {
    expect(metIds(password, verify).includes('verified')).toBe(met);
  });

  it('meets every item for a strong, verified password', () => {
    expect(passwordChecklist('Abcdef1!', 'Abcdef1!').every((item) => item.met)).toBe(true);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['empty', '', 'none', 0],
    ['one kind', 'abcdefghij', 'weak', 33.33],
    ['two kinds but 5 characters', 'abcD1', 'weak', 33.33],
    ['lower and upper, 6 characters', 'abcdEf', 'medium', 66.66],
    ['lower and digit, 6 characters', 'abcde1', 'medium', 66.66],
    ['three kinds but 7 characters', 'Abcde12', 'medium', 66.66],
    ['three kinds and 8 characters', 'Abcdef12', 'strong', 100],
    ['specials do not count as a kind', '!!!!!!aa', 'weak', 33.33],
    ['non-ASCII letters do not count', 'ééééééé1', 'weak', 33.33],
  ])('%s: %j is %s (%s%%)', (_, password, level, percent) => {
    expect(passwordStrength(password)).toEqual({ level, percent });
  });
});
