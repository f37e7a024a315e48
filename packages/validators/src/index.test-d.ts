import { describe, expectTypeOf, it } from 'vitest';
import {
  type Channel,
  type FormValidation,
  type LoginForm,
  loginFormSchema,
  type MessageId,
  type PortalType,
  parseRsaId,
  passwordChecklist,
  passwordStrength,
  type Role,
  type RsaIdResult,
  roleOf,
  validateForm,
} from './index.ts';
import { translator } from './messages.ts';
import { messages } from './messages-en.ts';

const english = translator(messages);

describe('public types', () => {
  it('names the portal types, roles and channels as string unions', () => {
    expectTypeOf<PortalType>().toEqualTypeOf<'customer' | 'dealer' | 'dealer-group'>();
    expectTypeOf<Role>().toEqualTypeOf<'customer' | 'dealer' | 'dealergroup'>();
    expectTypeOf<Channel>().toEqualTypeOf<'mobile' | 'email'>();
    expectTypeOf(roleOf).parameter(0).toEqualTypeOf<PortalType>();
  });

  it('narrows an ID result on valid', () => {
    const result = parseRsaId('8001015009087', { today: new Date(0) });
    expectTypeOf(result).toEqualTypeOf<RsaIdResult>();
    if (result.valid) {
      expectTypeOf(result.gender).toEqualTypeOf<'female' | 'male'>();
      expectTypeOf(result.birthDate.year).toBeNumber();
    } else {
      expectTypeOf(result.reason).toEqualTypeOf<MessageId>();
    }
  });

  it('types the checklist ids and the strength levels', () => {
    expectTypeOf(passwordChecklist('', '')[0]).toEqualTypeOf<
      | {
          id: 'lowercase' | 'number' | 'uppercase' | 'length' | 'special' | 'verified';
          label: MessageId;
          met: boolean;
        }
      | undefined
    >();
    expectTypeOf(passwordStrength('').percent).toEqualTypeOf<0 | 33.33 | 66.66 | 100>();
    expectTypeOf(passwordStrength('').level).toEqualTypeOf<'none' | 'weak' | 'medium' | 'strong'>();
  });

  it('types a successful validateForm value as the form type', () => {
    const result = validateForm(loginFormSchema, {}, english);
    expectTypeOf(result).toEqualTypeOf<FormValidation<LoginForm>>();
    if (result.ok) expectTypeOf(result.value).toEqualTypeOf<LoginForm>();
    else expectTypeOf(result.fieldErrors).toEqualTypeOf<Record<string, string>>();
  });

  it('accepts only catalogue ids as messages', () => {
    expectTypeOf<'email.invalid'>().toExtend<MessageId>();
    expectTypeOf<'no.such.message'>().not.toExtend<MessageId>();
  });
});
