import { describe, expect, it } from 'vitest';
import { checkDealerStep0 } from './dealer-step0.ts';
import { translator } from './messages.ts';
import { messages } from './messages-en.ts';

const english = translator(messages);

const today = new Date('2026-03-15T00:00:00Z');
const labels = {
  companyName: 'Dealership Trading Name',
  cipcName: 'CIPC Name',
  companyRegNo: 'Company Registration Number',
  companyDirectorName: 'Director Name',
  companyDirectorSurname: 'Director Surname',
  idNumber: 'Id Number',
  email: 'Email',
  mobileNo: 'Mobile Number',
};
const complete = {
  companyName: 'Auto & Sons',
  cipcName: 'Auto and Sons Pty Ltd',
  companyRegNo: '2015/123456/0',
  companyDirectorName: 'Jane',
  companyDirectorSurname: 'Doe',
  idNumber: '8001015009087',
  email: 'jane@example.com',
  mobileNo: '0821234567',
};
const resolved = { today, captchaResolved: true, labels, translate: english };

describe('checkDealerStep0', () => {
  it('passes a complete step with the captcha resolved', () => {
    expect(checkDealerStep0(complete, resolved)).toBeNull();
  });

  it.each<[string, Record<string, string>, boolean, string]>([
    [
      'the ID first, before everything else',
      { idNumber: '800101', email: 'bad' },
      false,
      'Invalid ID Number: ID must be 13 digits long.',
    ],
    ['an empty form as missing its ID number', {}, false, 'Please provide Id Number.'],
    [
      'an ID with a wrong checksum',
      { ...complete, idNumber: '8001015009086' },
      true,
      'Invalid ID Number: not a valid RSA ID number.',
    ],
    [
      'then the e-mail',
      { ...complete, email: 'jane@', mobileNo: '' },
      false,
      'Invalid Email Address.',
    ],
    [
      'then the mobile',
      { ...complete, mobileNo: '0512345678', cipcName: '' },
      false,
      'Invalid Mobile Number.',
    ],
    [
      'then the first missing field',
      { ...complete, cipcName: '', companyRegNo: '' },
      false,
      'Please provide CIPC Name.',
    ],
    [
      'a whitespace-only field is missing',
      { ...complete, companyName: '   ' },
      true,
      'Please provide Dealership Trading Name.',
    ],
    ['then the captcha', complete, false, 'Please complete the Captcha verification.'],
    [
      'a missing ID number as missing, before its format',
      { ...complete, idNumber: '' },
      true,
      'Please provide Id Number.',
    ],
    ['a missing e-mail as missing', { idNumber: complete.idNumber }, true, 'Please provide Email.'],
    [
      'a missing mobile as missing',
      { idNumber: complete.idNumber, email: complete.email },
      true,
      'Please provide Mobile Number.',
    ],
  ])('reports %s', (_, values, captchaResolved, message) => {
    expect(checkDealerStep0(values, { ...resolved, captchaResolved })).toBe(message);
  });

  it('treats a field left out as missing', () => {
    const { idNumber, email, mobileNo } = complete;
    expect(checkDealerStep0({ idNumber, email, mobileNo }, resolved)).toBe(
      'Please provide Dealership Trading Name.',
    );
  });

  it('names a field without a label by its field name', () => {
    const values = { ...complete, companyDirectorName: '' };
    expect(checkDealerStep0(values, { ...resolved, labels: {} })).toBe(
      'Please provide companyDirectorName.',
    );
  });

  it('judges the ID birth date against today', () => {
    // 2026-03-16 is tomorrow, so 260316 reads as 1926 and stays valid.
    const values = { ...complete, idNumber: '2603165009084' };
    expect(checkDealerStep0(values, resolved)).toBeNull();
  });
});
