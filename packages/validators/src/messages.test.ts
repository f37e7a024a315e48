import { afterEach, describe, expect, it } from 'vitest';
import { customerRegistrationSchema } from './forms.ts';
import {
  createTextCatalogue,
  formatMessage,
  messages,
  messageText,
  setMessageTexts,
} from './messages.ts';
import { passwordChecklist } from './password.ts';
import { validateForm } from './validate-form.ts';

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

describe('setMessageTexts', () => {
  afterEach(() => setMessageTexts());

  it('replaces the texts every later message is made from', () => {
    setMessageTexts({ 'form.provide': 'Verskaf asseblief {label}.' });
    expect(messageText('form.provide')).toBe('Verskaf asseblief {label}.');
    expect(formatMessage('form.provide', { label: 'Naam' })).toBe('Verskaf asseblief Naam.');
  });

  it('keeps English for an id it leaves out, gives blank or gives as a non-string', () => {
    setMessageTexts({
      'email.invalid': '   ',
      'mobile.invalid': 42 as unknown as string,
      'no.such.id': 'ignored',
    });
    expect(messageText('email.invalid')).toBe('Invalid Email Address.');
    expect(messageText('mobile.invalid')).toBe('Invalid Mobile Number.');
    expect(messageText('captcha.required')).toBe('Please complete the Captcha verification.');
  });

  it('reaches schemas built before it was called, because they read their texts on failure', () => {
    setMessageTexts({
      'field.required': 'Hierdie veld is verpligtend.',
      'rsaId.error': 'Ongeldige ID-nommer: {reason}',
      'rsaId.length': 'ID moet 13 syfers lank wees.',
      'password.mismatch': 'Wagwoorde verskil.',
    });
    const result = validateForm(customerRegistrationSchema, {
      idNumber: '123',
      username: '',
      password: 'Abcdef1!',
      verifyPassword: 'Abcdef1?',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors.idNumber).toBe('Ongeldige ID-nommer: ID moet 13 syfers lank wees.');
    expect(result.fieldErrors.username).toBe('Hierdie veld is verpligtend.');
    expect(result.fieldErrors.verifyPassword).toBe('Wagwoorde verskil.');
  });

  it('labels the password checklist with the texts in use', () => {
    setMessageTexts({ 'password.number': 'Een syfer' });
    expect(passwordChecklist('a', '').find((item) => item.id === 'number')?.label).toBe(
      'Een syfer',
    );
  });

  it('goes back to English when called with nothing', () => {
    setMessageTexts({ 'email.invalid': 'Ongeldige e-posadres.' });
    setMessageTexts();
    expect(formatMessage('email.invalid')).toBe('Invalid Email Address.');
  });
});

describe('createTextCatalogue', () => {
  it('keeps its own texts apart from the rules catalogue', () => {
    const texts = createTextCatalogue({ greet: 'Hello {name}', bye: 'Goodbye' });
    texts.set({ greet: 'Hallo {name}' });
    expect(texts.format('greet', { name: 'Ada' })).toBe('Hallo Ada');
    expect(texts.text('bye')).toBe('Goodbye');
    expect(formatMessage('email.invalid')).toBe('Invalid Email Address.');
  });
});
