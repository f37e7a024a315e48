import { describe, expect, it } from 'vitest';
import { isWebOtpHost, withWebOtpLine } from './web-otp.ts';

describe('withWebOtpLine', () => {
  it('ends the text with @<host> #<code> on its own line', () => {
    const text = withWebOtpLine('Your PIN is 123456.', '123456', 'portal.forecourt.co.za');
    expect(text.split('\n').at(-1)).toBe('@portal.forecourt.co.za #123456');
    expect(text.startsWith('Your PIN is 123456.\n')).toBe(true);
  });

  it('leaves the text as it is without a host', () => {
    expect(withWebOtpLine('Your PIN is 123456.', '123456', undefined)).toBe('Your PIN is 123456.');
  });
});

describe('isWebOtpHost', () => {
  it.each(['localhost', 'portal.forecourt.co.za', 'a-b.example'])('takes %j', (host) => {
    expect(isWebOtpHost(host)).toBe(true);
  });

  it.each([
    'https://portal.forecourt.co.za',
    'localhost:5173',
    'portal.forecourt.co.za/login',
    'Portal.Forecourt.co.za',
    '-bad.example',
    'two words',
    '',
  ])('refuses %j', (host) => {
    expect(isWebOtpHost(host)).toBe(false);
  });
});
