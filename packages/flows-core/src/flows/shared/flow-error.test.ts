import { describe, expect, it } from 'vitest';
import type { ApiFailureCode, ApiFailureOf } from '../../client/api-result.ts';
import { fakeFailure } from '../../testing/fake-user-service-client.ts';
import { createHarness } from '../../testing/flow-harness.ts';
import type { ToastInput } from '../../toasts/toast.ts';
import { createLoginFlow } from '../login/create-login-flow.ts';
import { flowErrorOf, validationError } from './flow-error.ts';

const failure = <C extends ApiFailureCode>(code: C, extra?: Parameters<typeof fakeFailure<C>>[2]) =>
  fakeFailure(code, `${code} text`, extra);

describe('flowErrorOf', () => {
  it("keeps the service's code and message, and leaves the transport details out", () => {
    expect(flowErrorOf(failure('credentials_invalid', { httpStatus: 401 }))).toEqual({
      code: 'credentials_invalid',
      message: 'credentials_invalid text',
    });
    expect(flowErrorOf(failure('server_error', { httpStatus: 502 }))).toEqual({
      code: 'server_error',
      message: 'server_error text',
    });
  });

  it('calls no answer a network failure, and drops a cancelled call', () => {
    expect(flowErrorOf(failure('network'))).toEqual({ code: 'network', message: 'network text' });
    expect(flowErrorOf(failure('aborted'))).toBeUndefined();
  });

  it('carries the seconds to wait of a rate limit, and none when the service gave none', () => {
    expect(flowErrorOf(failure('rate_limited', { retryAfterSeconds: 42 }))).toEqual({
      code: 'rate_limited',
      message: 'rate_limited text',
      retryAfterSeconds: 42,
    });
    expect(flowErrorOf(failure('rate_limited'))).not.toHaveProperty('retryAfterSeconds');
  });

  it('carries the tries left of a wrong code and the refused fields of a refused body', () => {
    expect(flowErrorOf(failure('code_wrong', { triesLeft: 2 }))).toEqual({
      code: 'code_wrong',
      message: 'code_wrong text',
      triesLeft: 2,
    });
    expect(flowErrorOf(failure('code_wrong', { triesLeft: 0 }))).toMatchObject({ triesLeft: 0 });
    expect(flowErrorOf(failure('invalid_input', { fields: { username: 'Required' } }))).toEqual({
      code: 'invalid_input',
      message: 'invalid_input text',
      fields: { username: 'Required' },
    });
  });

  it("leaves the grants out: a refused handle's reason, a registration's new grant", () => {
    expect(flowErrorOf(failure('step_expired', { flowHandle: 'ended' }))).toEqual({
      code: 'step_expired',
      message: 'step_expired text',
    });
    expect(
      flowErrorOf(failure('username_taken', { registrationHandle: 'Gr4nt-for-this-ID-no01' })),
    ).toEqual({ code: 'username_taken', message: 'username_taken text' });
  });

  it('keeps the text id of a form-level message made from the texts (GUIDE-46)', () => {
    expect(validationError('Required', { id: 'field.required' })).toEqual({
      code: 'invalid_input',
      message: 'Required',
      text: { id: 'field.required' },
    });
  });

  it('makes an invalid_input error only of a form-level message', () => {
    expect(validationError('Please provide an ID number or a username.')).toEqual({
      code: 'invalid_input',
      message: 'Please provide an ID number or a username.',
    });
    expect(validationError(undefined)).toBeUndefined();
    expect(validationError('')).toBeUndefined();
  });
});

describe("a flow's error", () => {
  const signIn = async (answer: ApiFailureOf<'loginCheck'>) => {
    const { deps, api } = createHarness();
    const flow = createLoginFlow(deps, { type: 'dealer' });
    api.answer('loginCheck', answer);
    flow.getState().setField('username', 'demodealer');
    flow.getState().setField('password', 'Forecourt#2025');
    flow.getState().resolveCaptcha('dev-captcha-token');
    await flow.getState().signIn();
    return flow;
  };

  it('is rate_limited with the seconds to wait when the sign-in check is throttled', async () => {
    const flow = await signIn(
      fakeFailure('rate_limited', 'Too many attempts', { httpStatus: 429, retryAfterSeconds: 30 }),
    );
    expect(flow.getState().error).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts',
      retryAfterSeconds: 30,
      toasted: true,
    });
  });

  it('is client_unauthorized when the service refuses the portal token', async () => {
    const flow = await signIn(
      fakeFailure('client_unauthorized', 'Unauthorized', { httpStatus: 401 }),
    );
    expect(flow.getState().error).toEqual({
      code: 'client_unauthorized',
      message: 'Unauthorized',
      toasted: true,
    });
  });

  // MSG-1: an app that words failures itself by code words the toast the same way.
  it('rides on its toast, so the toast can say what the page says', async () => {
    const h = createHarness();
    const toasts: ToastInput[] = [];
    const flow = createLoginFlow(
      { ...h.deps, notify: (toast) => void toasts.push(toast) },
      { type: 'dealer' },
    );
    h.api.answer('loginCheck', fakeFailure('credentials_invalid', 'Wrong.', { httpStatus: 401 }));
    flow.getState().setField('username', 'demodealer');
    flow.getState().setField('password', 'Forecourt#2025');
    flow.getState().resolveCaptcha('dev-captcha-token');
    await flow.getState().signIn();
    expect(toasts).toEqual([
      expect.objectContaining({
        severity: 'error',
        detail: 'Wrong.',
        error: { code: 'credentials_invalid', message: 'Wrong.', field: 'password' },
      }),
    ]);
    expect(flow.getState().error).toEqual({ ...toasts[0]?.error, toasted: true });
  });

  it('is cleared at the start of the next call', async () => {
    const flow = await signIn(fakeFailure('network', 'No connection.'));
    expect(flow.getState().error?.code).toBe('network');
    const pending = flow.getState().signIn();
    expect(flow.getState().error).toBeUndefined();
    await pending;
  });

  it('is left unset, with field errors keyed to the flow fields, when a form check fails', async () => {
    const { deps } = createHarness();
    const flow = createLoginFlow(deps, { type: 'dealer' });
    flow.getState().setField('username', 'j d!');
    flow.getState().setField('password', 'x');
    flow.getState().resolveCaptcha('dev-captcha-token');
    await flow.getState().signIn();
    expect(flow.getState().error).toBeUndefined();
    expect(flow.getState().fieldErrors.username).toBeTruthy();
  });
});
