import { expectTypeOf, test } from 'vitest';
import type { ReplyOf, RequestOf } from './endpoints.ts';
import type { FailureOf } from './envelope.ts';
import type { EndpointName, endpointErrors } from './routes.ts';

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

test("an endpoint's failure has only its codes, and checking the code narrows the payload", () => {
  const failure = {} as FailureOf<'validateAndLogin'>;
  if (failure.code === 'code_wrong') {
    expectTypeOf(failure.payload).toEqualTypeOf<{ triesLeft: number }>();
  } else if (failure.code === 'code_exhausted') {
    expectTypeOf(failure.payload).toEqualTypeOf<{ triesLeft: number; flowHandle: 'ended' }>();
  } else if (failure.code === 'step_expired') {
    expectTypeOf(failure.payload.flowHandle).toEqualTypeOf<'ended' | 'unknown'>();
  } else if (failure.code === 'code_used') {
    // A code without a payload has none to read.
    // @ts-expect-error code_used carries no payload
    void failure.payload;
  }
  // @ts-expect-error a code check never answers credentials_invalid
  if (failure.code === 'credentials_invalid') void failure;
});

test("each endpoint's codes are its own", () => {
  expectTypeOf<FailureOf<'loginCheck'>['code']>().toEqualTypeOf<
    | 'invalid_input'
    | 'client_unauthorized'
    | 'rate_limited'
    | 'service_unavailable'
    | 'server_error'
    | 'captcha_failed'
    | 'credentials_invalid'
  >();
  const registration = {} as FailureOf<'registerUser'>;
  if (registration.code === 'username_taken') {
    expectTypeOf(registration.payload.registrationHandle).toEqualTypeOf<string | undefined>();
  }
  if (registration.code === 'registration_pending') {
    expectTypeOf(registration.payload.retryAfterSeconds).toEqualTypeOf<number>();
  }
  // @ts-expect-error registration never answers code_wrong
  expectTypeOf<Extract<FailureOf<'registerUser'>, { code: 'code_wrong' }>>().not.toBeNever();
});
