import { dealerRegistrationForm } from '@forecourt/validators';
import { describe, expect, it } from 'vitest';
import { english } from '../../texts.ts';
import { namingMissing } from './missing-fields.ts';

describe('namingMissing (MSG-6)', () => {
  it("names a field left empty or blank: 'Please provide {label}.'", () => {
    expect(
      namingMissing(
        { username: 'This field is required.', cipcName: 'This field is required.' },
        { username: '', cipcName: '   ' },
        dealerRegistrationForm,
        english,
      ),
    ).toEqual({ username: 'Please provide Username.', cipcName: 'Please provide CIPC Name.' });
  });

  it("keeps 'Invalid …' for a value given but wrong, and a field the form does not declare", () => {
    const errors = { email: 'Invalid Email Address.', captchaResponse: 'Please complete it.' };
    expect(
      namingMissing(
        errors,
        { email: 'jane@', captchaResponse: '' },
        dealerRegistrationForm,
        english,
      ),
    ).toEqual(errors);
  });
});
