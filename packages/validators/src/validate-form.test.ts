import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { loginFormSchema } from './form-schemas.ts';
import { translator } from './messages.ts';

import { messages } from './messages-en.ts';
import { validateForm } from './validate-form.ts';

const english = translator(messages);

describe('validateForm', () => {
  it('returns the parsed, trimmed value', () => {
    const form = { role: 'dealer', username: ' jane ', password: ' p ', captchaResponse: 't' };
    expect(validateForm(loginFormSchema, form, english)).toEqual({
      ok: true,
      value: { ...form, username: 'jane', preferredComm: '', otp: '' },
    });
  });

  it('keeps only the first message of each field', () => {
    const schema = z.object({
      name: z.string().check(z.minLength(3, 'first'), z.regex(/^[a-z]+$/, 'second')),
    });
    expect(validateForm(schema, { name: '1' }, english)).toEqual({
      ok: false,
      fieldErrors: { name: 'first' },
    });
  });

  it('reports a value that is not a form as a form error', () => {
    expect(validateForm(loginFormSchema, 'not a form', english)).toEqual({
      ok: false,
      fieldErrors: {},
      formError: 'The form could not be read.',
    });
  });

  it('keeps only the first form error', () => {
    const schema = z.string().check(
      z.refine(() => false, 'first'),
      z.refine(() => false, 'second'),
    );
    expect(validateForm(schema, 'x', english)).toEqual({
      ok: false,
      fieldErrors: {},
      formError: 'first',
    });
  });
});
