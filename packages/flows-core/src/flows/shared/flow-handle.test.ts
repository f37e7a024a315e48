import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../client/api-result.ts';
import { handleRefusal } from './flow-handle.ts';

const rejected = (body: unknown): ApiFailure => ({
  ok: false,
  kind: 'rejected',
  message: 'This step has expired. Please start again.',
  httpStatus: 400,
  body,
});

describe('handleRefusal', () => {
  it('reads the refusal from the failure reply payload', () => {
    expect(handleRefusal(rejected({ status: 'Error', payload: { flowHandle: 'ended' } }))).toBe(
      'ended',
    );
    expect(handleRefusal(rejected({ status: 'Error', payload: { flowHandle: 'unknown' } }))).toBe(
      'unknown',
    );
  });

  it('is undefined for any other rejection, value or failure kind', () => {
    expect(handleRefusal(rejected({ status: 'Error', message: 'Invalid OTP' }))).toBeUndefined();
    expect(handleRefusal(rejected({ payload: { flowHandle: 'stolen' } }))).toBeUndefined();
    expect(handleRefusal(rejected({ payload: null }))).toBeUndefined();
    expect(handleRefusal(rejected('<html>'))).toBeUndefined();
    expect(handleRefusal(rejected(undefined))).toBeUndefined();
    expect(
      handleRefusal({
        ok: false,
        kind: 'network',
        message: 'offline',
        body: { payload: { flowHandle: 'ended' } },
      }),
    ).toBeUndefined();
  });
});
