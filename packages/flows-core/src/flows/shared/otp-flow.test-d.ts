import { describe, expectTypeOf, it } from 'vitest';
import type { FirstCheck } from './otp-flow.ts';

describe('FirstCheck', () => {
  it("is every endpoint the contract declares with the first check's reply, and no other", () => {
    expectTypeOf<FirstCheck>().toEqualTypeOf<
      'loginCheck' | 'idLoginCheck' | 'forgotUsernameCheck' | 'forgotPasswordCheck'
    >();
  });
});
