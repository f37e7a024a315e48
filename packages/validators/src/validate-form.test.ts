import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { loginFormSchema } from './forms.ts';
import { validateForm } from './validate-form.ts';

describe('validateForm', () => {
  it('returns the parsed, trimmed value', () => {
    const form = { role: 'dealer', username: ' jane ', password: ' p ', captchaResponse: 't' };
    expect(validateForm(loginFormSchema, form)).toEqual({
      ok: true,
      value: { ...form, username: 'jane' },
    });
  });

  it('keeps only the first message of each field', () => {
    const schema = z.object({
      name: z.string().check(z.minLength(3, 'first'), z.regex(/^[a-z]+$/, 'second')),
    });
    expect(validateForm(schema, { name: '1' })).toEqual({
      ok: false,
      fieldErrors: { name: 'first' },
    });
  });

  it('reports a value that is not a form as a form error', () => {
    expect(validateForm(loginFormSchema, 'not a form')).toEqual({
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
    expect(validateForm(schema, 'x')).toEqual({ ok: false, fieldErrors: {}, formError: 'first' });
  });
});
