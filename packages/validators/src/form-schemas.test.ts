import { describe, expect, it } from 'vitest';
import { emptyValues } from './declare-form.ts';
import {
  adminLoginFormSchema,
  customerRegistrationSchema,
  dealerGroupRegistrationSchema,
  dealerRegistrationSchema,
  forgotPasswordFormSchema,
  idLoginFormSchema,
  loginFormSchema,
} from './form-schemas.ts';
import { translator } from './messages.ts';
import { messages } from './messages-en.ts';
import {
  customerRegistrationForm,
  dealerGroupRegistrationForm,
  dealerRegistrationForm,
} from './registration-forms.ts';
import { validateForm } from './validate-form.ts';

const english = translator(messages);

const password = 'Abcdef1!';
const required = 'This field is required.';
const mismatch = 'Passwords do not match.';

// Each registration as a person fills it in, over its declaration's empty values: a field added
// to a declaration (an optional one) is in every form without these lists changing.
const customer = {
  ...emptyValues(customerRegistrationForm),
  role: 'customer',
  idNumber: '8001015009087',
  email: 'jane@example.com',
  mobileNo: '0821234567',
  username: 'jane',
  password,
  verifyPassword: password,
  preferredComm: 'mobile',
  termsConditions: 'Yes',
  customerNo: 'C-1',
  name: 'Jane',
  surname: 'Doe',
};

const director = {
  companyDirectorName: 'Jane',
  companyDirectorSurname: 'Doe',
  idNumber: '8001015009087',
  email: 'jane@example.com',
  mobileNo: '0821234567',
  username: 'jane',
  password,
  verifyPassword: password,
  preferredComm: 'email',
  termsConditions: 'Yes',
};

const dealer = {
  ...emptyValues(dealerRegistrationForm),
  ...director,
  role: 'dealer',
  companyName: 'Auto & Sons',
  cipcName: 'Auto and Sons Pty Ltd',
  companyRegNo: '2015/123456/0',
  sbsaDealerCode: '',
};

const dealerGroup = {
  ...emptyValues(dealerGroupRegistrationForm),
  ...director,
  dealerGroupId: '7',
};

describe('loginFormSchema', () => {
  const login = { role: 'dealer', username: 'jane', password: 'x', captchaResponse: 't' };

  it('accepts step-0 credentials without channel and code, reading them as blank', () => {
    expect(validateForm(loginFormSchema, login, english)).toEqual({
      ok: true,
      value: { ...login, preferredComm: '', otp: '' },
    });
  });

  it('checks channel and code when they are given', () => {
    expect(
      validateForm(loginFormSchema, { ...login, preferredComm: 'fax', otp: '1' }, english),
    ).toEqual({
      ok: false,
      fieldErrors: {
        preferredComm: 'Please choose Mobile or Email.',
        otp: 'The code must be 6 digits.',
      },
    });
  });

  it('requires username, password and captcha', () => {
    expect(validateForm(loginFormSchema, { role: 'customer' }, english)).toEqual({
      ok: false,
      fieldErrors: {
        username: required,
        password: required,
        captchaResponse: 'Please complete the Captcha verification.',
      },
    });
  });
});

describe('adminLoginFormSchema', () => {
  it('requires the username, admin username and admin password', () => {
    const admin = {
      role: 'dealergroup',
      username: 'jane',
      adminUsername: 'boss',
      adminPassword: 'x',
      captchaResponse: 't',
    };
    expect(validateForm(adminLoginFormSchema, admin, english)).toMatchObject({
      ok: true,
      value: admin,
    });
    expect(validateForm(adminLoginFormSchema, { ...admin, adminUsername: ' ' }, english)).toEqual({
      ok: false,
      fieldErrors: { adminUsername: required },
    });
  });
});

describe('idLoginFormSchema', () => {
  it('requires a valid ID number', () => {
    const form = { role: 'customer', idNumber: '8001015009086', captchaResponse: 't' };
    expect(validateForm(idLoginFormSchema, form, english)).toEqual({
      ok: false,
      fieldErrors: { idNumber: 'Invalid ID Number: not a valid RSA ID number.' },
    });
  });
});

describe('forgotPasswordFormSchema', () => {
  const reset = { role: 'customer', password, verifyPassword: password };

  it.each([
    ['an ID number only', { idNumber: ' 8001015009087 ' }, '8001015009087', ''],
    ['a username only', { username: 'jane', idNumber: '' }, '', 'jane'],
  ])('accepts %s, reading the other as empty', (_, identifier, idNumber, username) => {
    expect(validateForm(forgotPasswordFormSchema, { ...reset, ...identifier }, english)).toEqual({
      ok: true,
      value: { ...reset, idNumber, username, preferredComm: '', otp: '' },
    });
  });

  it('needs an ID number or a username', () => {
    expect(validateForm(forgotPasswordFormSchema, { ...reset, username: '  ' }, english)).toEqual({
      ok: false,
      fieldErrors: {},
      formError: 'Please provide an ID number or a username.',
    });
  });

  it('checks a given ID number and username', () => {
    expect(
      validateForm(
        forgotPasswordFormSchema,
        { ...reset, idNumber: '123', username: 'a(b)' },
        english,
      ),
    ).toEqual({
      ok: false,
      fieldErrors: {
        idNumber: 'Invalid ID Number: ID must be 13 digits long.',
        username: "Use only letters, digits, spaces and _ @ ' . / # & + -",
      },
    });
  });

  it('allows a verify password of up to 55 characters but requires it to match', () => {
    const long = `Aa1#${'x'.repeat(51)}`;
    expect(
      validateForm(
        forgotPasswordFormSchema,
        {
          ...reset,
          username: 'jane',
          verifyPassword: long,
        },
        english,
      ),
    ).toEqual({ ok: false, fieldErrors: { verifyPassword: mismatch } });
  });
});

describe.each([
  ['customerRegistrationSchema', customerRegistrationSchema, customer],
  ['dealerRegistrationSchema', dealerRegistrationSchema, dealer],
  ['dealerGroupRegistrationSchema', dealerGroupRegistrationSchema, dealerGroup],
] as const)('%s', (_, schema, valid) => {
  it('accepts a complete registration', () => {
    expect(validateForm(schema, valid, english)).toEqual({ ok: true, value: valid });
  });

  it('requires the passwords to match, reported on verifyPassword', () => {
    expect(validateForm(schema, { ...valid, verifyPassword: 'Abcdef1?' }, english)).toEqual({
      ok: false,
      fieldErrors: { verifyPassword: mismatch },
    });
  });

  it('reports a mismatch together with a missing field', () => {
    const form = { ...valid, email: undefined, verifyPassword: 'Abcdef1?' };
    expect(validateForm(schema, form, english)).toEqual({
      ok: false,
      fieldErrors: { email: required, verifyPassword: mismatch },
    });
  });

  it.each(['No', undefined])('requires the terms to be accepted (%j)', (termsConditions) => {
    expect(validateForm(schema, { ...valid, termsConditions }, english)).toEqual({
      ok: false,
      fieldErrors: { termsConditions: 'Please accept the terms and conditions.' },
    });
  });

  it('drops unknown fields', () => {
    expect(validateForm(schema, { ...valid, extra: 'x' }, english)).toEqual({
      ok: true,
      value: valid,
    });
  });
});

describe('registration details', () => {
  it('fills the lookup fields of a customer with empty text when absent', () => {
    const { customerNo: _, name: __, surname: ___, ...entered } = customer;
    expect(validateForm(customerRegistrationSchema, entered, english)).toEqual({
      ok: true,
      value: { ...entered, customerNo: '', name: '', surname: '' },
    });
  });

  it('sends the registration role of the form', () => {
    expect(
      validateForm(dealerRegistrationSchema, { ...dealer, role: 'customer' }, english),
    ).toEqual({
      ok: false,
      fieldErrors: { role: 'Unknown portal role.' },
    });
  });

  it('requires the dealer group', () => {
    expect(
      validateForm(dealerGroupRegistrationSchema, { ...dealerGroup, dealerGroupId: '' }, english),
    ).toEqual({ ok: false, fieldErrors: { dealerGroupId: required } });
  });

  it.each([
    ['dealer', dealerRegistrationSchema, dealer],
    ['dealer group', dealerGroupRegistrationSchema, dealerGroup],
  ] as const)(
    'gives a %s mobile number typed internationally in the 10-digit form',
    (_, schema, form) => {
      const result = validateForm(schema, { ...form, mobileNo: '+27 82 123 4567' }, english);
      expect(result.ok && result.value.mobileNo).toBe('0821234567');
    },
  );

  it('reports a mobile number of another country as invalid', () => {
    expect(
      validateForm(dealerRegistrationSchema, { ...dealer, mobileNo: '+44 82 123 4567' }, english),
    ).toEqual({
      ok: false,
      fieldErrors: { mobileNo: 'Invalid Mobile Number.' },
    });
  });

  it("takes no mobile number from a customer: the finance record's is used", () => {
    const { mobileNo: _, ...withoutMobile } = customer;
    const result = validateForm(customerRegistrationSchema, withoutMobile, english);
    expect(result.ok && result.value.mobileNo).toBe('');
  });
});
