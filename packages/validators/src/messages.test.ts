import { describe, expect, it } from 'vitest';
import { customerRegistrationSchema } from './form-schemas.ts';
import { translator } from './messages.ts';
import { messages } from './messages-en.ts';
import { passwordChecklist } from './password.ts';
import { validateForm } from './validate-form.ts';

const english = translator(messages);

describe('messages', () => {
  it.each([
    ['rsaId.error', 'Invalid ID Number: {reason}'],
    ['rsaId.length', 'ID must be 13 digits long.'],
    ['rsaId.invalid', 'not a valid RSA ID number.'],
    ['email.invalid', 'Invalid Email Address.'],
    ['mobile.invalid', 'Invalid Mobile Number.'],
    ['form.provide', 'Please provide {label}.'],
    ['captcha.required', 'Please complete the Captcha verification.'],
    ['toast.errorTitle', 'An error occurred'],
    ['toast.error', 'Error'],
    ['toast.success', 'Success'],
    ['username.taken', 'Username is already taken. Please provide a different username.'],
    ['toast.welcome', 'Welcome to {product} {TYPE} Portal'],
    ['otp.sent', 'Otp Sent Successfully to your {channel}'],
    ['username.retrieved', 'Username Retrieved Successfully'],
    ['loading.data', 'Please wait while we load data.'],
    ['otp.resendIn', 'Request OTP again in : '],
    ['field.disabled', 'Field is disabled.'],
    ['form.addDetails', 'Please add details'],
    ['password.length', '8-16 Characters'],
    ['password.verified', 'Password Verified'],
  ] as const)('%s reads exactly as the spec writes it', (id, text) => {
    expect(messages[id]).toBe(text);
  });

  it('has no empty text', () => {
    for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
  });
});

describe('translator', () => {
  it('fills each placeholder', () => {
    expect(english('toast.welcome', { product: 'Forecourt', TYPE: 'DEALER' })).toBe(
      'Welcome to Forecourt DEALER Portal',
    );
    expect(english('form.provide', { label: 'Company Name' })).toBe('Please provide Company Name.');
  });

  it('returns a text without placeholders unchanged', () => {
    expect(english('email.invalid')).toBe('Invalid Email Address.');
  });

  it('leaves a placeholder without a value visible instead of printing undefined', () => {
    expect(english('rsaId.error')).toBe('Invalid ID Number: {reason}');
    expect(english('toast.welcome', { product: 'Forecourt' })).toBe(
      'Welcome to Forecourt {TYPE} Portal',
    );
  });

  it('inserts a value literally, even one that looks like a placeholder or a $ pattern', () => {
    expect(english('form.provide', { label: '{label} $& $1' })).toBe(
      'Please provide {label} $& $1.',
    );
  });

  it('ignores inherited properties of the params object', () => {
    expect(english('form.provide', Object.create({ label: 'x' }))).toBe('Please provide {label}.');
  });
});

describe('texts of another language', () => {
  it('reach the schemas through the translate given to validateForm, nowhere else', () => {
    const afrikaans = translator({
      ...messages,
      'field.required': 'Hierdie veld is verpligtend.',
      'rsaId.error': 'Ongeldige ID-nommer: {reason}',
      'rsaId.length': 'ID moet 13 syfers lank wees.',
      'password.mismatch': 'Wagwoorde verskil.',
    });
    const form = {
      idNumber: '123',
      username: '',
      password: 'Abcdef1!',
      verifyPassword: 'Abcdef1?',
    };
    const result = validateForm(customerRegistrationSchema, form, afrikaans);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors.idNumber).toBe('Ongeldige ID-nommer: ID moet 13 syfers lank wees.');
    expect(result.fieldErrors.username).toBe('Hierdie veld is verpligtend.');
    expect(result.fieldErrors.verifyPassword).toBe('Wagwoorde verskil.');
    // The same schema in the same process, another language: nothing was swapped.
    const again = validateForm(customerRegistrationSchema, form, english);
    expect(again.ok === false && again.fieldErrors.username).toBe('This field is required.');
  });

  it('reads an id without a text, or with a blank one, as the id itself', () => {
    const partial = translator<string>({ 'email.invalid': '   ', greet: 'Hello {name}' });
    expect(partial('email.invalid')).toBe('email.invalid');
    expect(partial('no.such.id')).toBe('no.such.id');
    expect(partial('greet', { name: 'Ada' })).toBe('Hello Ada');
  });

  it('labels the password checklist by text id, for the UI to translate', () => {
    expect(passwordChecklist('a', '').find((item) => item.id === 'number')?.label).toBe(
      'password.number',
    );
  });
});
