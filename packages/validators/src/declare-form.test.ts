import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  declareForm,
  emptyValues,
  type FieldDeclaration,
  type FormDeclaration,
  type FormValues,
  fieldsOn,
  labelTexts,
  maxLengthOf,
  requiredOn,
} from './declare-form.ts';
import { customerRegistrationSchema, dealerRegistrationSchema } from './form-schemas.ts';
import { translator } from './messages.ts';
import { messages } from './messages-en.ts';
import {
  customerRegistrationForm,
  dealerGroupRegistrationForm,
  dealerRegistrationForm,
} from './registration-forms.ts';
import {
  adminLoginForm,
  forgotPasswordForm,
  forgotUsernameForm,
  idLoginForm,
  loginForm,
} from './sign-in-forms.ts';
import { validateForm } from './validate-form.ts';

const english = translator(messages);
const names = (
  step: string,
  form: FormDeclaration<Record<string, FieldDeclaration>> = dealerRegistrationForm,
) => fieldsOn(form, step).map((field) => field.name);

describe('a declared form', () => {
  it('gives each step its fields in the order of the declaration', () => {
    const form = declareForm({
      first: { rule: 'username', label: 'First', kind: 'text', steps: ['one'] },
      both: { rule: 'username', label: 'Both', kind: 'text', steps: ['one', 'two'] },
      sent: { rule: 'username', label: 'Sent', kind: 'text' },
      second: { rule: 'username', label: 'Second', kind: 'text', steps: ['two'] },
    });
    expect(names('one', form)).toEqual(['first', 'both']);
    expect(names('two', form)).toEqual(['both', 'second']);
    // Every field of the registrations is on a step, or sent without being typed.
    for (const registration of [
      customerRegistrationForm,
      dealerRegistrationForm,
      dealerGroupRegistrationForm,
    ]) {
      const shown = new Set(
        ['lookup', 'details', 'company', 'account', 'username'].flatMap((step) =>
          names(step, registration),
        ),
      );
      for (const [name, field] of Object.entries(registration.fields)) {
        expect(shown.has(name) || field.steps === undefined, name).toBe(true);
      }
    }
    expect(names('lookup', customerRegistrationForm)).toEqual(['idNumber']);
    expect(names('username')).toEqual(['username']);
    expect(names('company', dealerGroupRegistrationForm)[0]).toBe('dealerGroupId');
    expect(names('account').slice(0, 2)).toEqual(['companyDirectorName', 'companyDirectorSurname']);
  });

  it('describes each field as a UI renders it: label key, kind, required, length, autofill', () => {
    const [companyName, , , dealerCode] = fieldsOn(dealerRegistrationForm, 'company');
    expect(companyName).toEqual({
      name: 'companyName',
      rule: 'companyName',
      label: 'label.companyName',
      englishLabel: 'Dealership Trading Name',
      kind: 'text',
      required: true,
      disabled: false,
      maxLength: 60,
      autoComplete: 'organization',
      requirements: false,
    });
    expect(dealerCode).toMatchObject({ required: false, maxLength: 20, autoComplete: 'off' });
    const mobile = fieldsOn(dealerRegistrationForm, 'company').find((f) => f.name === 'mobileNo');
    expect(mobile).toMatchObject({ kind: 'mobile', inputMode: 'tel', maxLength: 10 });
  });

  it('names the rule of every ID field and gives it the number keypad (GUIDE-21)', () => {
    const idFields = [
      fieldsOn(customerRegistrationForm, 'lookup'),
      fieldsOn(dealerRegistrationForm, 'company'),
      fieldsOn(dealerGroupRegistrationForm, 'company'),
    ].map((step) => step.find((field) => field.name === 'idNumber'));
    for (const field of idFields) {
      expect(field).toMatchObject({ rule: 'idNumber', inputMode: 'numeric' });
    }
  });

  it('shows a field read-only where it says so, and then does not require it', () => {
    const [director] = fieldsOn(dealerRegistrationForm, 'account');
    expect(director).toMatchObject({
      name: 'companyDirectorName',
      disabled: true,
      required: false,
    });
    const [name] = fieldsOn(customerRegistrationForm, 'details');
    expect(name).toMatchObject({ name: 'name', disabled: true, required: false });
    const password = fieldsOn(customerRegistrationForm, 'details').find(
      (field) => field.name === 'password',
    );
    expect(password).toMatchObject({ kind: 'password', requirements: true });
  });

  it('requires on a step what the step shows and needs', () => {
    expect(requiredOn(dealerGroupRegistrationForm, 'company')).toEqual([
      'dealerGroupId',
      'companyDirectorName',
      'companyDirectorSurname',
      'idNumber',
      'email',
      'mobileNo',
    ]);
    expect(requiredOn(customerRegistrationForm, 'lookup')).toEqual(['idNumber']);
  });

  it("starts empty, but for what a field declares (a registration's terms start as 'No')", () => {
    const values = emptyValues(dealerRegistrationForm);
    expect(values.companyName).toBe('');
    expect(values.termsConditions).toBe('No');
    expect(Object.keys(values)).toEqual(Object.keys(dealerRegistrationForm.fields));
  });

  it('types its values by kind: a channel, Yes or No, or text', () => {
    type Values = FormValues<typeof dealerRegistrationForm>;
    expectTypeOf<Values['preferredComm']>().toEqualTypeOf<'' | 'mobile' | 'email'>();
    expectTypeOf<Values['termsConditions']>().toEqualTypeOf<'Yes' | 'No'>();
    expectTypeOf<Values['companyName']>().toEqualTypeOf<string>();
  });

  it('labels every field of every form once, one English label per label name', () => {
    const forms = [
      customerRegistrationForm,
      dealerRegistrationForm,
      dealerGroupRegistrationForm,
      loginForm,
      adminLoginForm,
      idLoginForm,
      forgotUsernameForm,
      forgotPasswordForm,
    ] as const;
    const labels = labelTexts(...forms);
    expect(labels['label.cipcName']).toBe('CIPC Name');
    expect(labels['label.newPassword']).toBe('New Password');
    const byKey: Readonly<Record<string, string>> = labels;
    for (const form of forms) {
      for (const [name, field] of Object.entries(form.fields)) {
        const key = `label.${field.labelKey ?? name}`;
        if (field.label !== undefined) expect(byKey[key], name).toBe(field.label);
        // A field some step's form shows has a label; one drawn by its own part need not.
        if (field.steps !== undefined) expect(field.label, name).toBeDefined();
      }
    }
    expect(Object.keys(labels)).not.toContain('label.captchaResponse');
  });

  it('gives a rule without a length none', () => {
    expect(maxLengthOf('preferredComm')).toBeUndefined();
    expect(maxLengthOf('email')).toBe(60);
  });

  it('builds the schema from the declaration: rules, optional fields, the form rules', () => {
    const dealer = { ...emptyValues(dealerRegistrationForm), role: 'dealer' };
    const result = validateForm(dealerRegistrationSchema, dealer, english);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors.companyName).toBe('This field is required.');
    // Optional: left blank, it passes; given, it must pass its rule.
    expect(result.fieldErrors.sbsaDealerCode).toBeUndefined();
    const long = validateForm(
      dealerRegistrationSchema,
      { ...dealer, sbsaDealerCode: 'x'.repeat(21) },
      english,
    );
    expect(long.ok === false && long.fieldErrors.sbsaDealerCode).toBe(
      'Must be at most 20 characters.',
    );
    const customer = validateForm(
      customerRegistrationSchema,
      {
        ...emptyValues(customerRegistrationForm),
        role: 'customer',
        password: 'Abcdef1!',
        verifyPassword: 'Abcdef1#',
      },
      english,
    );
    expect(customer.ok === false && customer.fieldErrors.verifyPassword).toBe(
      'Passwords do not match.',
    );
  });

  it('declares a form of its own the same way', () => {
    const form = declareForm({
      nickname: { rule: 'username', label: 'Nickname', kind: 'text', steps: ['one'] },
    });
    expect(form.rules).toEqual({});
    expect(fieldsOn(form, 'one')[0]).toMatchObject({ label: 'label.nickname', maxLength: 55 });
    // Unlabelled (a value its own part draws), it is still named: by its name.
    const unlabelled = declareForm({
      token: { rule: 'captchaResponse', kind: 'text', steps: ['one'] },
    });
    expect(fieldsOn(unlabelled, 'one')[0]).toMatchObject({
      label: 'label.token',
      englishLabel: 'token',
    });
  });
});
