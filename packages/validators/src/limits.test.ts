import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { fields } from './fields.ts';
import { maxLengths } from './limits.ts';
import { translator } from './messages.ts';

import { messages } from './messages-en.ts';
import { validateForm } from './validate-form.ts';

const english = translator(messages);

describe('maxLengths', () => {
  it('states the lengths of LIMITS-6', () => {
    expect(maxLengths).toMatchObject({
      email: 60,
      username: 55,
      password: 30,
      verifyPassword: 30,
      verifyPasswordReset: 55,
      companyName: 60,
      companyRegNo: 13,
      mobileNo: 10,
    });
  });

  const stringFields = [
    'username',
    'password',
    'verifyPasswordReset',
    'companyRegNo',
    'loginPassword',
  ] as const;
  it.each(stringFields)('is the length the %s schema refuses one past', (name) => {
    const schema = z.object({ [name]: fields[name] });
    const fill = (length: number) => 'Aa1#'.repeat(20).slice(0, length);
    const over = validateForm(schema, { [name]: fill(maxLengths[name] + 1) }, english);
    expect(over.ok).toBe(false);
    if (!over.ok) {
      expect(over.fieldErrors[name]).toBe(
        english('field.maxLength', { max: String(maxLengths[name]) }),
      );
    }
    expect(validateForm(schema, { [name]: fill(maxLengths[name]) }, english).ok).toBe(true);
  });
});
