import { describe, expect, it } from 'vitest';
import { failureReplySchema } from './envelope.ts';

const failure = (code: string, payload?: unknown) => ({
  status: 'Failure',
  code,
  message: 'No.',
  ...(payload === undefined ? {} : { payload }),
});

describe('failureReplySchema (API-3)', () => {
  it("reads each code's payload, and drops what the code does not carry", () => {
    expect(failureReplySchema.parse(failure('code_wrong', { triesLeft: 2, extra: 1 }))).toEqual(
      failure('code_wrong', { triesLeft: 2 }),
    );
    expect(failureReplySchema.parse(failure('code_used', { triesLeft: 2 }))).toEqual(
      failure('code_used'),
    );
    expect(failureReplySchema.parse(failure('rate_limited', {}))).toEqual(
      failure('rate_limited', {}),
    );
    // A taken username sent with the registration grant hands back no new grant, and no payload.
    expect(failureReplySchema.parse(failure('username_taken'))).toEqual(
      failure('username_taken', {}),
    );
  });

  it('refuses a code without the payload it always carries, and an unknown code', () => {
    expect(failureReplySchema.safeParse(failure('code_wrong')).success).toBe(false);
    expect(
      failureReplySchema.safeParse(failure('step_expired', { flowHandle: 'gone' })).success,
    ).toBe(false);
    expect(failureReplySchema.safeParse(failure('rejected')).success).toBe(false);
  });
});
