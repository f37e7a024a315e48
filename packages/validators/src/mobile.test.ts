import { describe, expect, it } from 'vitest';
import { mobileTypedMaxLength, normaliseMobile, normaliseMobileOrKeep } from './mobile.ts';

describe('normaliseMobile', () => {
  it.each([
    ['the issue: international with spaces', '+27 82 123 4567'],
    ['the issue: national with spaces', '082 123 4567'],
    ['the issue: country code without +', '27821234567'],
    ["the spec's form", '0821234567'],
    ['international without spaces', '+27821234567'],
    ['trunk 0 in brackets', '+27 (0)82 123 4567'],
    ['trunk 0 in brackets, spaced', '+27 (0) 82 123 4567'],
    ['area code in brackets', '(082) 123 4567'],
    ['dashes', '082-123-4567'],
    ['dots', '082.123.4567'],
    ['surrounding whitespace', '\t +27 82 123 4567 \n'],
  ])('%s: %j -> 0821234567', (_, typed) => {
    expect(normaliseMobile(typed)).toBe('0821234567');
  });

  it.each([
    ['another country code', '+28 82 123 4567'],
    ['a landline after +27', '+27 21 123 4567'],
    ['+27 then 02', '+27 02 123 4567'],
    ['one digit short', '+27 82 123 456'],
    ['one digit long', '082 123 45678'],
    ['9 digits without prefix', '821234567'],
    ['two separators in a row', '082  123 4567'],
    ['a separator at the end before trimming digits', '082 123 4567-'],
    ['+ inside', '27+821234567'],
    ['unbalanced bracket', '(082 123 4567'],
    ['two pairs of brackets', '+27 (0)(82) 123 4567'],
    ['a letter', '082 123 456O'],
    ['full-width digits', '０８２１２３４５６７'],
    ['00 international prefix', '0027 82 123 4567'],
    ['empty', ''],
    ['whitespace only', '   '],
  ])('%s: %j is not a mobile number', (_, typed) => {
    expect(normaliseMobile(typed)).toBeNull();
  });

  it('takes the longest international form and refuses anything longer', () => {
    expect('+27 (0) 82 123 4567'.length).toBeLessThanOrEqual(mobileTypedMaxLength);
    expect(normaliseMobile('+27 (0) 82 123 4567')).toBe('0821234567');
    expect(normaliseMobile('+2 7 0 8 2 1 2 3 4 5 6 7')).toBeNull();
  });
});

describe('normaliseMobileOrKeep', () => {
  it('rewrites a mobile number and keeps anything else as typed', () => {
    expect(normaliseMobileOrKeep('+27 82 123 4567')).toBe('0821234567');
    expect(normaliseMobileOrKeep('+28 82 123 4567')).toBe('+28 82 123 4567');
  });
});
