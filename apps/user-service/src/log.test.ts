import { describe, expect, it } from 'vitest';
import { createLogger, safeErrorText } from './log.ts';

describe('createLogger', () => {
  it('writes one JSON line per call with level and event', () => {
    const lines: string[] = [];
    const log = createLogger((line) => lines.push(line));
    log.info('a', { n: 1 });
    log.warn('b');
    log.error('c', { ok: false });
    expect(lines.map((line) => JSON.parse(line))).toMatchObject([
      { level: 'info', event: 'a', n: 1 },
      { level: 'warn', event: 'b' },
      { level: 'error', event: 'c', ok: false },
    ]);
  });

  it('drops every field whose name looks secret, and undefined fields', () => {
    const lines: string[] = [];
    createLogger((line) => lines.push(line)).info('x', {
      password: 'p',
      adminPassword: 'p',
      otp: '1',
      code: '1',
      token: 't',
      authorization: 'a',
      captchaResponse: 'c',
      passwordHash: 'h',
      client: '127.0.0.1',
      user: undefined,
    });
    const fields = JSON.parse(lines[0] ?? '{}');
    expect(Object.keys(fields).sort()).toEqual(['client', 'event', 'level', 'time']);
  });
});

describe('safeErrorText', () => {
  it('removes quoted values and long digit runs, and caps the length', () => {
    const text = safeErrorText(
      new Error(`bad "Secret#1" or 'x' or \`y\` for 8001015009087 at 123 ${'z'.repeat(300)}`),
    );
    expect(text).toMatch(/^bad … or … or … for … at 123 z+$/);
    expect(text).toHaveLength(200);
  });
});
