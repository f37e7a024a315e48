import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../client/api-result.ts';
import { fakeRejection, fakeSuccess } from '../../testing/fake-user-service-client.ts';
import { createHarness, deferred, sessionFor, testGrant } from '../../testing/flow-harness.ts';
import { canRequestCode, canResend, resendLabel } from '../shared/selectors.ts';
import { canSubmit, createLoginFlow } from './create-login-flow.ts';

const sent = (channel: 'mobile' | 'email') =>
  fakeSuccess('otpLoginCheck', {
    status: 'Success',
    payload: { channel, resendAvailableInSeconds: 180, expiresInSeconds: 300 },
  });

function setup() {
  const h = createHarness();
  h.api.answer(
    'loginCheck',
    fakeSuccess('loginCheck', {
      status: 'Success',
      payload: {
        destinations: { mobile: '08*****123', email: 'j***@example.com' },
        flowHandle: testGrant,
      },
    }),
  );
  h.api.answer('otpLoginCheck', (request) => sent(request.preferredComm));
  h.api.answer(
    'validateAndLogin',
    fakeSuccess('validateAndLogin', { status: 'Success' }, sessionFor('kid-42')),
  );
  const flow = createLoginFlow(h.deps, { type: 'dealer' });
  const typeCredentials = () => {
    flow.getState().setField('username', 'jdoe');
    flow.getState().setField('password', 'Secret#123');
    flow.getState().resolveCaptcha('captcha-token');
  };
  const toCodeStep = async (channel: 'mobile' | 'email' = 'mobile') => {
    typeCredentials();
    await flow.getState().submitCredentials();
    flow.getState().chooseChannel(channel);
    await flow.getState().requestCode();
  };
  return { ...h, flow, typeCredentials, toCodeStep };
}

describe('login flow', () => {
  it('keeps Login disabled until username, password and captcha are given', () => {
    const { flow } = setup();
    flow.getState().setField('username', 'jdoe');
    flow.getState().setField('password', 'Secret#123');
    expect(canSubmit(flow.getState())).toBe(false);
    flow.getState().resolveCaptcha('captcha-token');
    expect(canSubmit(flow.getState())).toBe(true);
  });

  it('moves from step 0 to step 1 after a successful credential check and shows the masked destinations', async () => {
    const { flow, typeCredentials, api } = setup();
    typeCredentials();
    await flow.getState().submitCredentials();
    expect(flow.getState()).toMatchObject({
      step: 1,
      status: 'idle',
      destinations: { mobile: '08*****123' },
    });
    expect(api.calls[0]).toEqual({
      name: 'loginCheck',
      request: {
        username: 'jdoe',
        password: 'Secret#123',
        role: 'dealer',
        captchaResponse: 'captcha-token',
      },
    });
  });

  it('shows field errors and makes no call when step 0 is invalid', async () => {
    const { flow, api } = setup();
    flow.getState().setField('username', 'j d!');
    await flow.getState().submitCredentials();
    expect(flow.getState().step).toBe(0);
    expect(Object.keys(flow.getState().fieldErrors)).toEqual(
      expect.arrayContaining(['username', 'password', 'captchaResponse']),
    );
    expect(api.calls).toEqual([]);
  });

  it("shows the 'An error occurred' toast with the server message when the credential check fails", async () => {
    const { flow, typeCredentials, api, toasts } = setup();
    api.answer('loginCheck', fakeRejection('Invalid username or password'));
    typeCredentials();
    await flow.getState().submitCredentials();
    expect(flow.getState()).toMatchObject({
      step: 0,
      status: 'idle',
      error: { kind: 'rejected', message: 'Invalid username or password' },
    });
    expect(toasts()).toEqual([
      { severity: 'error', summary: 'An error occurred', detail: 'Invalid username or password' },
    ]);
  });

  it('keeps Next disabled until a channel is chosen', async () => {
    const { flow, typeCredentials } = setup();
    typeCredentials();
    await flow.getState().submitCredentials();
    expect(canRequestCode(flow.getState())).toBe(false);
    await flow.getState().requestCode();
    expect(flow.getState().step).toBe(1);
    flow.getState().chooseChannel('email');
    expect(canRequestCode(flow.getState())).toBe(true);
  });

  it("moves from step 1 to step 2 after a successful code send and toasts 'Otp Sent Successfully to your email'", async () => {
    const { flow, toCodeStep, toasts } = setup();
    await toCodeStep('email');
    expect(flow.getState()).toMatchObject({
      step: 2,
      status: 'awaitingCode',
      values: { preferredComm: 'email' },
    });
    expect(toasts()).toEqual([
      { severity: 'success', summary: 'Success', detail: 'Otp Sent Successfully to your email' },
    ]);
  });

  it("toasts 'Otp Sent Successfully to your mobile' for the mobile channel", async () => {
    const { toCodeStep, toasts } = setup();
    await toCodeStep('mobile');
    expect(toasts()[0]?.detail).toBe('Otp Sent Successfully to your mobile');
  });

  it('blocks resend for 180 seconds after a code is sent, then allows it', async () => {
    const { flow, toCodeStep, clock } = setup();
    await toCodeStep();
    expect(canResend(flow.getState(), clock.now())).toBe(false);
    expect(resendLabel(flow.getState())).toBe('00:03:00');
    clock.advance(179_000);
    expect(resendLabel(flow.getState())).toBe('00:00:01');
    expect(canResend(flow.getState(), clock.now())).toBe(false);
    clock.advance(1_000);
    expect(canResend(flow.getState(), clock.now())).toBe(true);
    expect(flow.getState().resendRemaining).toBe(0);
  });

  it('ignores resend while the countdown runs', async () => {
    const { flow, toCodeStep, api } = setup();
    await toCodeStep();
    await flow.getState().resend('email');
    expect(api.calls.filter((c) => c.name === 'otpLoginCheck')).toHaveLength(1);
  });

  it('resends by the other channel once the countdown ended and restarts it', async () => {
    const { flow, toCodeStep, api, clock } = setup();
    await toCodeStep('mobile');
    clock.advance(180_000);
    await flow.getState().resend('email');
    expect(api.calls.at(-1)).toMatchObject({
      name: 'otpLoginCheck',
      request: { preferredComm: 'email' },
    });
    expect(flow.getState()).toMatchObject({
      status: 'awaitingCode',
      resendRemaining: 180,
      values: { preferredComm: 'email' },
    });
  });

  it("enters the 'otp failed' state when the code send does not return Success, with resend allowed at once", async () => {
    const { flow, typeCredentials, api, clock, toasts } = setup();
    api.answer('otpLoginCheck', fakeRejection('Could not send OTP'));
    typeCredentials();
    await flow.getState().submitCredentials();
    flow.getState().chooseChannel('mobile');
    await flow.getState().requestCode();
    expect(flow.getState()).toMatchObject({ step: 2, status: 'otpFailed' });
    expect(canResend(flow.getState(), clock.now())).toBe(true);
    expect(toasts()).toEqual([
      { severity: 'error', summary: 'An error occurred', detail: 'Could not send OTP' },
    ]);
  });

  it('goes to the code step with the server countdown when a code is already out, and that code signs in', async () => {
    const { flow, typeCredentials, api, clock, toasts, redirects } = setup();
    const message =
      'An OTP was already sent to your mobile and is still valid. Enter it, or request a new one in 125 seconds.';
    api.answer('otpLoginCheck', {
      ...fakeSuccess('otpLoginCheck', {
        status: 'Success',
        message,
        payload: {
          channel: 'mobile',
          resendAvailableInSeconds: 125,
          expiresInSeconds: 245,
          alreadySent: true,
        },
      }),
      message,
    });
    typeCredentials();
    await flow.getState().submitCredentials();
    flow.getState().chooseChannel('email');
    await flow.getState().requestCode();
    expect(flow.getState()).toMatchObject({
      step: 2,
      status: 'awaitingCode',
      resendRemaining: 125,
      values: { preferredComm: 'mobile' },
    });
    expect(resendLabel(flow.getState())).toBe('00:02:05');
    expect(canResend(flow.getState(), clock.now())).toBe(false);
    expect(toasts()).toEqual([{ severity: 'info', summary: message }]);
    await flow.getState().enterOtp('123456');
    expect(redirects).toEqual(['http://localhost:4201/home/kid-42']);
  });

  it('names the channel of the code already out when the service sent no message', async () => {
    const { flow, typeCredentials, api, toasts } = setup();
    api.answer(
      'otpLoginCheck',
      fakeSuccess('otpLoginCheck', {
        status: 'Success',
        payload: {
          channel: 'email',
          resendAvailableInSeconds: 30,
          expiresInSeconds: 150,
          alreadySent: true,
        },
      }),
    );
    typeCredentials();
    await flow.getState().submitCredentials();
    flow.getState().chooseChannel('mobile');
    await flow.getState().requestCode();
    expect(toasts()[0]?.summary).toBe(
      'A code was already sent to your email. Enter it, or request a new one when the timer ends.',
    );
  });

  it("keeps the seconds to wait in the 'otp failed' state when a first send is answered 429", async () => {
    const { flow, typeCredentials, api, clock } = setup();
    api.answer('otpLoginCheck', {
      ok: false,
      kind: 'rateLimited',
      message: 'Please wait before requesting another OTP.',
      httpStatus: 429,
      retryAfterSeconds: 95,
    });
    typeCredentials();
    await flow.getState().submitCredentials();
    flow.getState().chooseChannel('mobile');
    await flow.getState().requestCode();
    expect(flow.getState()).toMatchObject({ step: 2, status: 'otpFailed', resendRemaining: 95 });
    clock.advance(95_000);
    expect(flow.getState().resendRemaining).toBe(0);
  });

  it('moves the resend deadline by the Retry-After of a 429', async () => {
    const { flow, toCodeStep, api, clock } = setup();
    await toCodeStep();
    clock.advance(180_000);
    api.answer('otpLoginCheck', {
      ok: false,
      kind: 'rateLimited',
      message: 'Too many attempts.',
      httpStatus: 429,
      retryAfterSeconds: 600,
    });
    await flow.getState().resend('mobile');
    expect(flow.getState()).toMatchObject({ status: 'awaitingCode', resendRemaining: 600 });
    expect(resendLabel(flow.getState())).toBe('00:10:00');
    expect(canResend(flow.getState(), clock.now())).toBe(false);
  });

  it('submits the code by itself at the 6th digit and signs in', async () => {
    const { flow, toCodeStep, api, redirects, toasts } = setup();
    await toCodeStep();
    await flow.getState().enterOtp('12345');
    expect(api.calls.map((c) => c.name)).not.toContain('validateAndLogin');
    await flow.getState().enterOtp('123456');
    expect(api.calls.at(-1)).toEqual({
      name: 'validateAndLogin',
      request: {
        username: 'jdoe',
        flowHandle: testGrant,
        role: 'dealer',
        otp: '123456',
        preferredComm: 'mobile',
      },
    });
    expect(flow.getState().status).toBe('done');
    expect(redirects).toEqual(['http://localhost:4201/home/kid-42']);
    expect(toasts().at(-1)).toEqual({
      severity: 'success',
      summary: 'Success',
      detail: 'Welcome to MQF DEALER Portal',
    });
  });

  it('keeps the code and shows the server message when the code is wrong', async () => {
    const { flow, toCodeStep, api, redirects } = setup();
    api.answer('validateAndLogin', fakeRejection('Invalid OTP'));
    await toCodeStep();
    await flow.getState().enterOtp('999999');
    expect(flow.getState()).toMatchObject({
      step: 2,
      status: 'awaitingCode',
      error: { kind: 'rejected', message: 'Invalid OTP' },
      values: { otp: '999999' },
    });
    expect(redirects).toEqual([]);
  });

  it('refuses to redirect when the session names an unsafe kid', async () => {
    const { flow, toCodeStep, api, redirects, toasts } = setup();
    api.answer(
      'validateAndLogin',
      fakeSuccess('validateAndLogin', { status: 'Success' }, sessionFor('//evil.example')),
    );
    await toCodeStep();
    await flow.getState().enterOtp('123456');
    expect(redirects).toEqual([]);
    expect(flow.getState().status).toBe('awaitingCode');
    expect(toasts().at(-1)?.severity).toBe('error');
  });

  it('ignores a second submit while the first is in flight', async () => {
    const { flow, typeCredentials, api } = setup();
    const held = deferred<ApiResult<'loginCheck'>>();
    api.answer('loginCheck', () => held.promise);
    typeCredentials();
    const first = flow.getState().submitCredentials();
    expect(flow.getState().status).toBe('submitting');
    await flow.getState().submitCredentials();
    held.resolve(fakeSuccess('loginCheck', { status: 'Success' }));
    await first;
    expect(api.calls).toHaveLength(1);
    expect(flow.getState().step).toBe(1);
  });

  it('drops a reply that arrives after reset()', async () => {
    const { flow, typeCredentials, api } = setup();
    const held = deferred<ApiResult<'loginCheck'>>();
    api.answer('loginCheck', () => held.promise);
    typeCredentials();
    const pending = flow.getState().submitCredentials();
    flow.getState().reset();
    held.resolve(fakeSuccess('loginCheck', { status: 'Success' }));
    await pending;
    expect(flow.getState()).toMatchObject({ step: 0, status: 'idle', values: { username: '' } });
  });

  it('keeps every typed value after a network failure', async () => {
    const { flow, typeCredentials, api, toasts } = setup();
    api.answer('loginCheck', {
      ok: false,
      kind: 'network',
      message: 'The service could not be reached.',
    });
    typeCredentials();
    await flow.getState().submitCredentials();
    expect(flow.getState().values).toEqual({
      username: 'jdoe',
      password: 'Secret#123',
      captchaResponse: 'captcha-token',
      preferredComm: '',
      otp: '',
    });
    expect(toasts()[0]?.summary).toBe('An error occurred');
  });

  it('goes back one step at a time', async () => {
    const { flow, toCodeStep } = setup();
    await toCodeStep();
    flow.getState().back();
    expect(flow.getState()).toMatchObject({ step: 1, status: 'idle' });
    flow.getState().back();
    expect(flow.getState().step).toBe(0);
    flow.getState().back();
    expect(flow.getState().step).toBe(0);
  });

  it('ignores every action after dispose()', async () => {
    const { flow, typeCredentials, api, clock } = setup();
    typeCredentials();
    flow.getState().dispose();
    flow.getState().setField('username', 'other');
    await flow.getState().submitCredentials();
    expect(api.calls).toEqual([]);
    expect(flow.getState().values.username).toBe('jdoe');
    expect(clock.pendingTimers()).toBe(0);
  });
});
