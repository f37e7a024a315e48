import { describe, expect, expectTypeOf, it } from 'vitest';
import { emptyValues, type FormValues, fieldsOn, requiredOn } from './declare-form.ts';
import {
  adminLoginForm,
  forgotPasswordForm,
  forgotUsernameForm,
  idLoginForm,
  loginForm,
} from './sign-in-forms.ts';

const shown = (descriptors: ReturnType<typeof fieldsOn>) =>
  descriptors.map(({ name, label, kind, required, autoComplete, inputMode }) => ({
    name,
    label,
    kind,
    required,
    autoComplete,
    ...(inputMode ? { inputMode } : {}),
  }));

describe('the sign-in and recovery forms', () => {
  it("show sign-in's username (with passkeys in its autofill) and password (SIGNIN-3, PASSKEY-4)", () => {
    // A field declared later comes after these, so the tests name only what they rely on.
    expect(shown(fieldsOn(loginForm, 'credentials')).slice(0, 2)).toEqual([
      {
        name: 'username',
        label: 'label.username',
        kind: 'text',
        required: true,
        autoComplete: 'username webauthn',
      },
      {
        name: 'password',
        label: 'label.password',
        kind: 'password',
        required: true,
        autoComplete: 'current-password',
      },
    ]);
  });

  it("show the admin sign-in's username, then the admin's own (SIGNIN-ADMIN-1)", () => {
    expect(shown(fieldsOn(adminLoginForm, 'credentials')).slice(0, 3)).toEqual([
      {
        name: 'username',
        label: 'label.username',
        kind: 'text',
        required: true,
        autoComplete: 'off',
      },
      {
        name: 'adminUsername',
        label: 'label.adminUsername',
        kind: 'text',
        required: true,
        autoComplete: 'username',
      },
      {
        name: 'adminPassword',
        label: 'label.adminPassword',
        kind: 'password',
        required: true,
        autoComplete: 'current-password',
      },
    ]);
  });

  it('ask for the ID number on the number keypad (IDLOGIN-3, RECOVER-USERNAME-3, GUIDE-21)', () => {
    const idNumber = {
      name: 'idNumber',
      label: 'label.idNumber',
      kind: 'text',
      required: true,
      autoComplete: 'off',
      inputMode: 'numeric',
    };
    expect(shown(fieldsOn(idLoginForm, 'idNumber'))[0]).toEqual(idNumber);
    expect(shown(fieldsOn(forgotUsernameForm, 'idNumber'))[0]).toEqual(idNumber);
  });

  it('ask a reset for either identifier, then the new password twice (RECOVER-PASSWORD-3, -4)', () => {
    expect(requiredOn(forgotPasswordForm, 'identifier')).toEqual([]);
    expect(fieldsOn(forgotPasswordForm, 'identifier').map((field) => field.name)).toEqual([
      'idNumber',
      'username',
    ]);
    expect(shown(fieldsOn(forgotPasswordForm, 'reset')).slice(0, 2)).toEqual([
      {
        name: 'password',
        label: 'label.newPassword',
        kind: 'password',
        required: true,
        autoComplete: 'new-password',
      },
      {
        name: 'verifyPassword',
        label: 'label.verifyPassword',
        kind: 'password',
        required: true,
        autoComplete: 'new-password',
      },
    ]);
  });

  it('start empty and type the channel as a channel or blank', () => {
    expect(emptyValues(loginForm)).toMatchObject({
      username: '',
      password: '',
      captchaResponse: '',
      preferredComm: '',
      otp: '',
    });
    expect(Object.values(emptyValues(adminLoginForm)).every((value) => value === '')).toBe(true);
    expect(emptyValues(adminLoginForm)).toMatchObject({
      username: '',
      adminUsername: '',
      adminPassword: '',
      captchaResponse: '',
    });
    expectTypeOf<FormValues<typeof idLoginForm>['preferredComm']>().toEqualTypeOf<
      '' | 'mobile' | 'email'
    >();
  });
});
