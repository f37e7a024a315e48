import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from './messages.ts';

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

describe('formatMessage', () => {
  it('fills each placeholder', () => {
    expect(formatMessage('toast.welcome', { product: 'Forecourt', TYPE: 'DEALER' })).toBe(
      'Welcome to Forecourt DEALER Portal',
    );
    expect(formatMessage('form.provide', { label: 'Company Name' })).toBe(
      'Please provide Company Name.',
    );
  });

  it('returns a text without placeholders unchanged', () => {
    expect(formatMessage('email.invalid')).toBe('Invalid Email Address.');
  });

  it('leaves a placeholder without a value visible instead of printing undefined', () => {
    expect(formatMessage('rsaId.error')).toBe('Invalid ID Number: {reason}');
    expect(formatMessage('toast.welcome', { product: 'Forecourt' })).toBe(
      'Welcome to Forecourt {TYPE} Portal',
    );
  });

  it('inserts a value literally, even one that looks like a placeholder or a $ pattern', () => {
    expect(formatMessage('form.provide', { label: '{label} $& $1' })).toBe(
      'Please provide {label} $& $1.',
    );
  });

  it('ignores inherited properties of the params object', () => {
    expect(formatMessage('form.provide', Object.create({ label: 'x' }))).toBe(
      'Please provide {label}.',
    );
  });
});
