import { expectTypeOf, test } from 'vitest';
import type { EndpointName, ReplyOf, RequestOf } from './endpoints.ts';
import type { endpointErrors } from './errors.ts';

test('request types follow the schemas', () => {
  expectTypeOf<RequestOf<'loginCheck'>>().toEqualTypeOf<{
    username: string;
    password: string;
    role: 'customer' | 'dealer' | 'dealergroup';
    captchaResponse: string;
  }>();
  expectTypeOf<RequestOf<'customerById'>>().toEqualTypeOf<{
    id: string;
    captchaResponse: string;
  }>();
  expectTypeOf<RequestOf<'otpLoginCheck'>['flowHandle']>().toEqualTypeOf<string>();
  expectTypeOf<RequestOf<'registerUser'>['role']>().toEqualTypeOf<'customer' | 'dealer'>();
});

test('reply types follow the schemas', () => {
  expectTypeOf<ReplyOf<'allDealerGroups'>['payload']>().toEqualTypeOf<
    { dealerGroups: { mqDealerGroupId: string; dealerGroupName: string }[] } | undefined
  >();
  expectTypeOf<ReplyOf<'validateAndLogin'>['status']>().toEqualTypeOf<string>();
});

test('endpointErrors names every endpoint, and nothing else', () => {
  expectTypeOf<keyof typeof endpointErrors>().toEqualTypeOf<EndpointName>();
});
