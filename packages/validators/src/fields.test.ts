import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fields } from './fields.ts';
import { issueText, translator } from './messages.ts';
import { messages as englishTexts } from './messages-en.ts';
import { plainText } from './schema-helpers.ts';

type FieldName = keyof typeof fields;

const english = translator(englishTexts);

/** The messages a field gives for `value`, in order; [] when it is valid. */
function messagesOf(name: FieldName, value: unknown): string[] {
  const result = z.safeParse(fields[name], value);
  return result.success ? [] : result.error.issues.map((issue) => issueText(issue, english));
}

function firstMessage(name: FieldName, value: unknown): string | null {
  return messagesOf(name, value)[0] ?? null;
}

const required = 'This field is required.';
const atMost = (max: number) => `Must be at most ${max} characters.`;
const alphanumeric = "Use only letters, digits, spaces and _ @ ' . / # & + -";
const companyNameChars = "Use only letters, digits, spaces, brackets and _ @ ' . / # & + -";
const controlCharacters =
  'Remove the hidden characters (tabs, line breaks and the like) from this field.';
const passwordPattern =
  'Password must be at least 8 characters with an upper case letter, a lower case letter, a number and one of #?!@$%^&*-';

describe('fields', () => {
  it.each<[FieldName, unknown, string | null]>([
    ['email', 'jane@example.com', null],
    ['email', undefined, required],
    ['email', '', required],
    ['email', '   ', required],
    ['email', 'jane@localhost', 'Invalid Email Address.'],
    ['email', `${'a'.repeat(49)}@example.com`, atMost(60)],
    ['idNumber', '8001015009087', null],
    ['idNumber', '', required],
    ['idNumber', '800101500908', 'Invalid ID Number: ID must be 13 digits long.'],
    ['idNumber', '80010150090870', 'Invalid ID Number: ID must be 13 digits long.'],
    ['idNumber', '8001015009086', 'Invalid ID Number: not a valid RSA ID number.'],
    // GUIDE-20: spaces and dashes are dropped before the 13-digit rule.
    ['idNumber', '800101 5009 087', null],
    ['idNumber', '800101-5009-087', null],
    ['idNumber', '800101 5009 08', 'Invalid ID Number: ID must be 13 digits long.'],
    ['idNumber', '800101.5009.087', 'Invalid ID Number: ID must be 13 digits long.'],
    ['idNumber', '800101 5009 086', 'Invalid ID Number: not a valid RSA ID number.'],
    ['idNumber', ' - ', 'Invalid ID Number: ID must be 13 digits long.'],
    ['username', 'jane.doe', null],
    ['username', '  ', required],
    ['username', 'jane(doe)', alphanumeric],
    ['username', 'a'.repeat(55), null],
    ['username', 'a'.repeat(56), atMost(55)],
    ['password', 'Abcdef1!', null],
    ['password', '', required],
    ['password', 'abcdef1!', passwordPattern],
    ['password', `Aa1#${'x'.repeat(26)}`, null],
    ['password', `Aa1#${'x'.repeat(27)}`, atMost(30)],
    ['verifyPassword', `Aa1#${'x'.repeat(27)}`, atMost(30)],
    ['verifyPasswordReset', `Aa1#${'x'.repeat(51)}`, null],
    ['verifyPasswordReset', `Aa1#${'x'.repeat(52)}`, atMost(55)],
    ['mobileNo', '0821234567', null],
    ['mobileNo', '', required],
    ['mobileNo', '0521234567', 'Invalid Mobile Number.'],
    ['mobileNo', '08212345678', 'Invalid Mobile Number.'],
    ['mobileNo', '+27 82 123 4567', null],
    ['mobileNo', '+28 82 123 4567', 'Invalid Mobile Number.'],
    ['mobileNo', '+27 82 123 45678', 'Invalid Mobile Number.'],
    ['preferredComm', 'mobile', null],
    ['preferredComm', 'email', null],
    ['preferredComm', 'sms', 'Please choose Mobile or Email.'],
    ['preferredComm', undefined, 'Please choose Mobile or Email.'],
    ['otp', '012345', null],
    ['otp', '', required],
    ['otp', '12345', 'The code must be 6 digits.'],
    ['otp', '1234567', 'The code must be 6 digits.'],
    ['otp', '12345a', 'The code must be 6 digits.'],
    ['otp', '١٢٣٤٥٦', 'The code must be 6 digits.'],
    ['companyName', 'Auto & Sons', null],
    ['companyName', ' ', required],
    ['companyName', 'a'.repeat(61), atMost(60)],
    ['cipcName', 'Auto; Sons', companyNameChars],
    // GUIDE-22: brackets are part of company names; control characters stay refused (FIELDS-3).
    ['companyName', 'Ubuntu Motors (Pty) Ltd', null],
    ['cipcName', "Ubuntu Motors (Pty) Ltd t/a O'Brien & Sons-Auto.", null],
    ['cipcName', 'Ubuntu Motors [Pty] Ltd', companyNameChars],
    ['companyName', 'Ubuntu\tMotors', controlCharacters],
    // Usernames keep the alphanumeric pattern: no brackets.
    ['username', 'jane(1)', alphanumeric],
    ['companyRegNo', '2015/123456/0', null],
    ['companyRegNo', '   ', required],
    // GUIDE-23: the CIPC form is its 12 digits (it was refused as 14 characters).
    ['companyRegNo', '2015/123456/07', null],
    ['companyRegNo', 'K2015/123456/07', atMost(13)],
    ['companyRegNo', '12345678901234', atMost(13)],
    ['companyDirectorName', "Mary-Jane O'Neil", null],
    ['companyDirectorSurname', '', required],
    ['dealerGroupId', '42', null],
    ['dealerGroupId', '', required],
    ['loginUsername', 'jane', null],
    ['loginUsername', 'a'.repeat(56), atMost(55)],
    ['loginPassword', 'anything goes', null],
    ['loginPassword', 'a'.repeat(31), atMost(30)],
    ['adminUsername', '', required],
    ['adminPassword', '', required],
    ['captchaResponse', 'token', null],
    ['captchaResponse', '', 'Please complete the Captcha verification.'],
    ['captchaResponse', undefined, 'Please complete the Captcha verification.'],
    ['termsConditions', 'Yes', null],
    ['termsConditions', 'No', null],
    ['termsConditions', 'yes', 'Terms and conditions must be Yes or No.'],
    ['role', 'dealergroup', null],
    ['role', 'dealer-group', 'Unknown portal role.'],
  ])('%s(%j) -> %j', (name, value, message) => {
    expect(firstMessage(name, value)).toBe(message);
  });

  it('trims text fields and never trims passwords', () => {
    expect(z.parse(fields.email, '  jane@example.com ')).toBe('jane@example.com');
    expect(z.parse(fields.idNumber, ' 8001015009087 ')).toBe('8001015009087');
    expect(z.parse(fields.password, ' Abcdef1! ')).toBe(' Abcdef1! ');
    expect(z.parse(fields.loginPassword, ' secret ')).toBe(' secret ');
  });

  it.each(Object.keys(fields) as Array<keyof typeof fields>)(
    'refuses a control character inside %s with the control-character message',
    (name) => {
      for (const control of ['\u0000', '\t', '\n', '\u001b', '\u007f']) {
        const result = z.safeParse(fields[name], `ab${control}cd`);
        expect(result.success).toBe(false);
        const messages = result.error?.issues.map((issue) => issueText(issue, english)) ?? [];
        // Choice fields (channel, role, terms) refuse the value for not being one of theirs.
        if (!['preferredComm', 'termsConditions', 'acceptedTerms', 'role'].includes(name)) {
          expect(messages).toContain(
            'Remove the hidden characters (tabs, line breaks and the like) from this field.',
          );
        }
      }
    },
  );

  it('lets plainText be blank and refuses control characters and overlong text', () => {
    expect(z.parse(plainText(5), '')).toBe('');
    expect(z.safeParse(plainText(5), 'a\u0000b').success).toBe(false);
    expect(z.safeParse(plainText(5), 'abcdef').success).toBe(false);
  });

  it.each(['800101 5009 087', '800101-5009-087', ' 8001015009087 ', '800 101 500 908 7'])(
    'gives the ID number %j as its 13 digits (GUIDE-20)',
    (typed) => {
      expect(z.parse(fields.idNumber, typed)).toBe('8001015009087');
    },
  );

  it.each([
    ['2019/123456/07', '201912345607'],
    [' 2019/123456/07 ', '201912345607'],
    ['2019 123456 07', '201912345607'],
    ['2019-123456-07', '201912345607'],
    // Not the CIPC form: kept as typed (trimmed), as before issue 34.
    ['2019/123456/0', '2019/123456/0'],
    ['201912345607', '201912345607'],
    ['K2019/1234', 'K2019/1234'],
  ])('stores the registration number %j as %j (GUIDE-23)', (typed, stored) => {
    expect(z.parse(fields.companyRegNo, typed)).toBe(stored);
  });

  it.each(['+27 82 123 4567', '082 123 4567', '27821234567', ' 0821234567 '])(
    'gives the mobile number %j in the 10-digit form',
    (typed) => {
      expect(z.parse(fields.mobileNo, typed)).toBe('0821234567');
    },
  );
});
