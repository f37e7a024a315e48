import { describe, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import type { fields } from './fields.ts';
import type {
  AdminLoginForm,
  CustomerRegistration,
  DealerGroupRegistration,
  DealerRegistration,
  ForgotPasswordForm,
  forgotPasswordFormSchema,
  IdLoginForm,
  LoginForm,
  loginFormSchema,
} from './form-schemas.ts';
import type { Channel, Role } from './portal-types.ts';

describe('inferred form types', () => {
  // Each holds what its declaration lists (a field declared later joins it): these name the
  // fields the sign-in calls rely on.
  it('LoginForm has the credentials, and the channel and code as given or blank', () => {
    expectTypeOf<LoginForm>().toMatchObjectType<{
      role: Role;
      username: string;
      password: string;
      captchaResponse: string;
      preferredComm: string;
      otp: string;
    }>();
    expectTypeOf<z.input<typeof loginFormSchema>['otp']>().toEqualTypeOf<string | undefined>();
  });

  it('AdminLoginForm has the admin credentials', () => {
    expectTypeOf<AdminLoginForm>().toMatchObjectType<{
      role: Role;
      username: string;
      adminUsername: string;
      adminPassword: string;
      captchaResponse: string;
    }>();
  });

  it('IdLoginForm has the ID number', () => {
    expectTypeOf<IdLoginForm>().toMatchObjectType<{
      role: Role;
      idNumber: string;
      captchaResponse: string;
      preferredComm: string;
      otp: string;
    }>();
  });

  it('ForgotPasswordForm always has both identifiers after parsing, but may leave them out before', () => {
    expectTypeOf<ForgotPasswordForm['idNumber']>().toEqualTypeOf<string>();
    expectTypeOf<ForgotPasswordForm['username']>().toEqualTypeOf<string>();
    type Input = z.input<typeof forgotPasswordFormSchema>;
    expectTypeOf<Input['idNumber']>().toEqualTypeOf<string | undefined>();
  });

  it('CustomerRegistration has the fixed role and the terms', () => {
    expectTypeOf<CustomerRegistration['role']>().toEqualTypeOf<'customer'>();
    expectTypeOf<CustomerRegistration['termsConditions']>().toEqualTypeOf<'Yes' | 'No'>();
    expectTypeOf<CustomerRegistration['preferredComm']>().toEqualTypeOf<Channel>();
    expectTypeOf<CustomerRegistration>().toHaveProperty('customerNo').toEqualTypeOf<string>();
  });

  it('DealerRegistration has the company and director fields', () => {
    expectTypeOf<DealerRegistration['role']>().toEqualTypeOf<'dealer'>();
    expectTypeOf<DealerRegistration>()
      .pick<'companyName' | 'cipcName' | 'companyRegNo' | 'sbsaDealerCode'>()
      .toEqualTypeOf<{
        companyName: string;
        cipcName: string;
        companyRegNo: string;
        sbsaDealerCode: string;
      }>();
  });

  it('DealerGroupRegistration has the dealer group and no role', () => {
    expectTypeOf<DealerGroupRegistration['dealerGroupId']>().toEqualTypeOf<string>();
    expectTypeOf<DealerGroupRegistration>().not.toHaveProperty('role');
  });
});

describe('fields', () => {
  it('infers the narrow types of the enumerated fields', () => {
    expectTypeOf<z.infer<typeof fields.preferredComm>>().toEqualTypeOf<Channel>();
    expectTypeOf<z.infer<typeof fields.termsConditions>>().toEqualTypeOf<'Yes' | 'No'>();
    expectTypeOf<z.infer<typeof fields.email>>().toEqualTypeOf<string>();
  });
});
