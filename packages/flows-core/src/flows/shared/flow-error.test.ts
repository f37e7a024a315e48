import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../client/api-result.ts';
import { fakeRejection } from '../../testing/fake-user-service-client.ts';
import { createHarness } from '../../testing/flow-harness.ts';
import { createLoginFlow } from '../login/create-login-flow.ts';
import { flowErrorOf, validationError } from './flow-error.ts';

const failure = (kind: ApiFailure['kind'], extra: Partial<ApiFailure> = {}): ApiFailure => ({
  ok: false,
  kind,
  message: `${kind} text`,
  ...extra,
});

describe('flowErrorOf', () => {
  it('tells a refusal by the service (4xx) from a server fault (5xx, HTML, a reply off contract)', () => {
    expect(flowErrorOf(failure('rejected', { httpStatus: 401 }))?.kind).toBe('rejected');
    expect(flowErrorOf(failure('rejected', { httpStatus: 503 }))?.kind).toBe('server');
    expect(flowErrorOf(failure('notJson', { httpStatus: 200 }))?.kind).toBe('server');
    expect(flowErrorOf(failure('invalidReply'))?.kind).toBe('server');
  });

  it('calls no answer and no answer in time a network failure, and drops a cancelled call', () => {
    expect(flowErrorOf(failure('network'))).toEqual({ kind: 'network', message: 'network text' });
    expect(flowErrorOf(failure('timeout'))).toEqual({ kind: 'network', message: 'timeout text' });
    expect(flowErrorOf(failure('aborted'))).toBeUndefined();
  });

  it('carries the seconds to wait of a 429, or undefined when the service gave none', () => {
    expect(flowErrorOf(failure('rateLimited', { retryAfterSeconds: 42 }))).toEqual({
      kind: 'rateLimited',
      message: 'rateLimited text',
      retryAfterSeconds: 42,
    });
    expect(flowErrorOf(failure('rateLimited'))).toMatchObject({ retryAfterSeconds: undefined });
  });

  it('makes a validation error only of a form-level message', () => {
    expect(validationError('Please provide an ID number or a username.')).toEqual({
      kind: 'validation',
      message: 'Please provide an ID number or a username.',
    });
    expect(validationError(undefined)).toBeUndefined();
  });
});

describe("a flow's error", () => {
  it('is rateLimited with the seconds to wait when the sign-in check is throttled', async () => {
    const { deps, api } = createHarness();
    const flow = createLoginFlow(deps, { type: 'dealer' });
    api.answer(
      'loginCheck',
      fakeRejection('Too many attempts', {
        kind: 'rateLimited',
        httpStatus: 429,
        retryAfterSeconds: 30,
      }),
    );
    flow.getState().setField('username', 'demodealer');
    flow.getState().setField('password', 'Forecourt#2025');
    flow.getState().resolveCaptcha('dev-captcha-token');
    await flow.getState().submitCredentials();
    expect(flow.getState().error).toEqual({
      kind: 'rateLimited',
      message: 'Too many attempts',
      retryAfterSeconds: 30,
    });
  });

  it('is a validation error keyed to the flow fields when step 0 is submitted empty', async () => {
    const { deps } = createHarness();
    const flow = createLoginFlow(deps, { type: 'dealer' });
    await flow.getState().submitCredentials();
    expect(flow.getState().error).toBeUndefined();
    expect(flow.getState().fieldErrors.username).toBe('This field is required.');
  });
});
