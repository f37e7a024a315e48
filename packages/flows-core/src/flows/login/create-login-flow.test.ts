import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../client/api-result.ts';
import { fakeFailure, fakeSuccess } from '../../testing/fake-user-service-client.ts';
import { createHarness, deferred, sessionFor, testGrant } from '../../testing/flow-harness.ts';
import { createLoginFlow, loginSteps } from './create-login-flow.ts';

const sent = (channel: 'mobile' | 'email') =>
  fakeSuccess('otpLoginCheck', {
    status: 'Success',
    payload: {
      channel,
      resendAvailableInSeconds: 180,
      expiresInSeconds: 300,
      flowHandle: testGrant,
    },
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
  const toChannelStep = async () => {
    typeCredentials();
    await flow.getState().signIn();
  };
  const toCodeStep = async (channel: 'mobile' | 'email' = 'mobile') => {
    await toChannelStep();
    await flow.getState().chooseChannel(channel);
  };
  return { ...h, flow, typeCredentials, toChannelStep, toCodeStep };
}

describe('login flow', () => {
  it('starts at the credentials step of its graph: credentials, channel, code', () => {
    const { flow } = setup();
    expect(flow.getState()).toMatchObject({
      step: 'credentials',
      graph: loginSteps,
      status: 'idle',
      busy: false,
      canSubmit: false,
      codeState: undefined,
    });
    expect(loginSteps.steps).toEqual(['credentials', 'channel', 'code', 'passkeyOffer']);
  });

  it('keeps Login disabled until username, password and captcha are given', () => {
    const { flow } = setup();
    flow.getState().setField('username', 'jdoe');
    flow.getState().setField('password', 'Secret#123');
    expect(flow.getState().canSubmit).toBe(false);
    flow.getState().resolveCaptcha('captcha-token');
    expect(flow.getState().canSubmit).toBe(true);
    flow.getState().setField('username', '  ');
    expect(flow.getState().canSubmit).toBe(false);
  });

  it('names what Login waits for, in the order the step shows it (GUIDE-15)', () => {
    const { flow } = setup();
    expect(flow.getState().waitingFor).toBe('username');
    flow.getState().setField('username', 'jdoe');
    expect(flow.getState().waitingFor).toBe('password');
    flow.getState().setField('password', 'Secret#123');
    expect(flow.getState().waitingFor).toBe('captchaResponse');
    flow.getState().resolveCaptcha('captcha-token');
    expect(flow.getState()).toMatchObject({ waitingFor: undefined, canSubmit: true });
    flow.getState().setField('password', ' ');
    expect(flow.getState()).toMatchObject({ waitingFor: 'password', canSubmit: false });
  });

  it('names the channel on the channel step and the code on the code step as what they wait for', async () => {
    const { flow, toChannelStep } = setup();
    await toChannelStep();
    expect(flow.getState()).toMatchObject({ step: 'channel', waitingFor: 'preferredComm' });
    flow.getState().setField('preferredComm', 'email');
    expect(flow.getState()).toMatchObject({ waitingFor: undefined, canSubmit: true });
    await flow.getState().chooseChannel('email');
    expect(flow.getState()).toMatchObject({ step: 'code', waitingFor: 'otp' });
    flow.getState().setField('otp', '123456');
    expect(flow.getState()).toMatchObject({ waitingFor: undefined, canSubmit: true });
  });

  it('back to the credentials step forgets the captcha, so Login waits for a new one (GUIDE-15)', async () => {
    const { flow, toChannelStep } = setup();
    await toChannelStep();
    flow.getState().back();
    expect(flow.getState()).toMatchObject({
      step: 'credentials',
      values: { username: 'jdoe', captchaResponse: '' },
      canSubmit: false,
      waitingFor: 'captchaResponse',
    });
  });

  it('moves from the credentials step to the channel step after a successful check and shows the masked destinations', async () => {
    const { flow, typeCredentials, api } = setup();
    typeCredentials();
    await flow.getState().signIn();
    expect(flow.getState()).toMatchObject({
      step: 'channel',
      status: 'idle',
      flowHandle: testGrant,
      destinations: { mobile: '08*****123', email: 'j***@example.com' },
    });
    // The first step's declared fields (a field declared later is sent too), not the channel
    // and the code, which later steps send.
    expect(api.calls[0]).toMatchObject({
      name: 'loginCheck',
      request: {
        username: 'jdoe',
        password: 'Secret#123',
        role: 'dealer',
        captchaResponse: 'captcha-token',
      },
    });
    expect(api.calls[0]?.request).not.toHaveProperty('preferredComm');
    expect(api.calls[0]?.request).not.toHaveProperty('otp');
  });

  it('ignores Login while its fields are missing, and makes no call', async () => {
    const { flow, api } = setup();
    flow.getState().setField('username', 'jdoe');
    await flow.getState().signIn();
    expect(flow.getState().step).toBe('credentials');
    expect(api.calls).toEqual([]);
  });

  it('shows field errors and makes no call when the credentials step is invalid', async () => {
    const { flow, api } = setup();
    flow.getState().setField('username', 'j d!');
    flow.getState().setField('password', 'x');
    flow.getState().resolveCaptcha('captcha-token');
    await flow.getState().signIn();
    expect(flow.getState().step).toBe('credentials');
    expect(Object.keys(flow.getState().fieldErrors)).toEqual(expect.arrayContaining(['username']));
    expect(flow.getState().error).toBeUndefined();
    expect(api.calls).toEqual([]);
    flow.getState().setField('username', 'jdoe');
    expect(flow.getState().fieldErrors.username).toBeUndefined();
  });

  it("shows the 'An error occurred' toast with the server message when the credential check fails", async () => {
    const { flow, typeCredentials, api, toasts } = setup();
    api.answer(
      'loginCheck',
      fakeFailure('credentials_invalid', 'Invalid username or password', { httpStatus: 401 }),
    );
    typeCredentials();
    await flow.getState().signIn();
    expect(flow.getState()).toMatchObject({
      step: 'credentials',
      status: 'idle',
      flowHandle: undefined,
      error: {
        code: 'credentials_invalid',
        message: 'Invalid username or password',
        field: 'password',
        toasted: true,
      },
    });
    expect(toasts()).toEqual([
      { severity: 'error', summary: 'An error occurred', detail: 'Invalid username or password' },
    ]);
  });

  it('shows the fields the service refused at those fields', async () => {
    const { flow, typeCredentials, api } = setup();
    api.answer(
      'loginCheck',
      fakeFailure('invalid_input', 'Invalid details', {
        fields: { username: 'Username is not valid.' },
      }),
    );
    typeCredentials();
    await flow.getState().signIn();
    expect(flow.getState()).toMatchObject({
      fieldErrors: { username: 'Username is not valid.' },
      error: { code: 'invalid_input', fields: { username: 'Username is not valid.' } },
    });
  });

  it('keeps Next disabled until a channel is chosen', async () => {
    const { flow, toChannelStep, api } = setup();
    await toChannelStep();
    expect(flow.getState().canSubmit).toBe(false);
    flow.getState().setField('preferredComm', 'email');
    expect(flow.getState()).toMatchObject({ canSubmit: true, step: 'channel' });
    expect(api.calls).toHaveLength(1);
  });

  it('ignores chooseChannel off the channel step', async () => {
    const { flow, typeCredentials, api } = setup();
    typeCredentials();
    await flow.getState().chooseChannel('email');
    expect(api.calls).toEqual([]);
    expect(flow.getState().step).toBe('credentials');
  });

  it("moves from the channel step to the code step after a successful send and toasts 'Otp Sent Successfully to your email'", async () => {
    const { flow, toCodeStep, toasts, api } = setup();
    await toCodeStep('email');
    expect(flow.getState()).toMatchObject({
      step: 'code',
      status: 'idle',
      codeState: 'waiting',
      values: { preferredComm: 'email' },
    });
    expect(api.calls[1]).toEqual({
      name: 'otpLoginCheck',
      request: { username: 'jdoe', flowHandle: testGrant, role: 'dealer', preferredComm: 'email' },
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

  it('never sends the password again after the credentials step', async () => {
    const { flow, toCodeStep, api, clock } = setup();
    await toCodeStep();
    clock.advance(180_000);
    await flow.getState().resendCode('email');
    await flow.getState().enterCode('123456');
    const later = api.calls.slice(1);
    expect(later.map((call) => call.name)).toEqual([
      'otpLoginCheck',
      'otpLoginCheck',
      'validateAndLogin',
    ]);
    for (const call of later) {
      expect(call.request).toMatchObject({ username: 'jdoe', flowHandle: testGrant });
      expect(call.request).not.toHaveProperty('password');
      expect(call.request).not.toHaveProperty('captchaResponse');
    }
  });

  it('blocks resend for 180 seconds after a code is sent, then allows it', async () => {
    const { flow, toCodeStep, clock, api } = setup();
    await toCodeStep();
    expect(flow.getState()).toMatchObject({ canResend: false, resendInSeconds: 180 });
    await flow.getState().resendCode('email');
    expect(api.calls.filter((c) => c.name === 'otpLoginCheck')).toHaveLength(1);
    clock.advance(179_000);
    expect(flow.getState()).toMatchObject({ canResend: false, resendInSeconds: 1 });
    clock.advance(1_000);
    expect(flow.getState()).toMatchObject({ canResend: true, resendInSeconds: 0 });
  });

  it('resends by the other channel once the countdown ended and restarts it', async () => {
    const { flow, toCodeStep, api, clock } = setup();
    await toCodeStep('mobile');
    clock.advance(180_000);
    await flow.getState().resendCode('email');
    expect(api.calls.at(-1)).toMatchObject({
      name: 'otpLoginCheck',
      request: { preferredComm: 'email' },
    });
    expect(flow.getState()).toMatchObject({
      codeState: 'waiting',
      resendInSeconds: 180,
      values: { preferredComm: 'email' },
    });
  });

  it("enters the 'sendFailed' state on the code step when the first send fails, with resend allowed at once", async () => {
    const { flow, toChannelStep, api, toasts } = setup();
    api.answer('otpLoginCheck', fakeFailure('send_failed', 'Could not send OTP'));
    await toChannelStep();
    await flow.getState().chooseChannel('mobile');
    expect(flow.getState()).toMatchObject({
      step: 'code',
      codeState: 'sendFailed',
      canResend: true,
      canSubmit: false,
    });
    expect(toasts()).toEqual([
      { severity: 'error', summary: 'An error occurred', detail: 'Could not send OTP' },
    ]);
  });

  it('goes to the code step with the server countdown when a code is already out, and that code signs in', async () => {
    const { flow, toChannelStep, api, toasts, redirects } = setup();
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
    await toChannelStep();
    await flow.getState().chooseChannel('email');
    expect(flow.getState()).toMatchObject({
      step: 'code',
      codeState: 'waiting',
      resendInSeconds: 125,
      expiresInSeconds: 245,
      canResend: false,
      reusedCode: true,
      // E-mail was asked for: it is possible once the countdown (which holds both) ends.
      askedChannel: 'email',
      values: { preferredComm: 'mobile' },
    });
    expect(toasts()).toEqual([{ severity: 'info', summary: message }]);
    await flow.getState().enterCode('123456');
    expect(redirects).toEqual(['http://localhost:4201/home/kid-42']);
  });

  it('names the channel of the code already out when the service sent no message', async () => {
    const { flow, toChannelStep, api, toasts } = setup();
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
    await toChannelStep();
    await flow.getState().chooseChannel('email');
    expect(flow.getState()).toMatchObject({ reusedCode: true, askedChannel: undefined });
    await flow.getState().back();
    await flow.getState().chooseChannel('mobile');
    expect(flow.getState().askedChannel).toBe('mobile');
    expect(toasts()[0]?.summary).toBe(
      'A code was already sent to your email. Enter it, or request a new one when the timer ends.',
    );
  });

  it("keeps the seconds to wait in the 'sendFailed' state when a first send is answered 429", async () => {
    const { flow, toChannelStep, api, clock } = setup();
    api.answer(
      'otpLoginCheck',
      fakeFailure('rate_limited', 'Please wait before requesting another OTP.', {
        httpStatus: 429,
        retryAfterSeconds: 95,
      }),
    );
    await toChannelStep();
    await flow.getState().chooseChannel('mobile');
    expect(flow.getState()).toMatchObject({
      step: 'code',
      codeState: 'sendFailed',
      resendInSeconds: 95,
      canResend: false,
      error: { code: 'rate_limited', retryAfterSeconds: 95 },
    });
    clock.advance(95_000);
    expect(flow.getState()).toMatchObject({ resendInSeconds: 0, canResend: true });
  });

  it('moves the resend deadline by the Retry-After of a 429', async () => {
    const { flow, toCodeStep, api, clock } = setup();
    await toCodeStep();
    clock.advance(180_000);
    api.answer(
      'otpLoginCheck',
      fakeFailure('rate_limited', 'Too many attempts.', {
        httpStatus: 429,
        retryAfterSeconds: 600,
      }),
    );
    await flow.getState().resendCode('mobile');
    expect(flow.getState()).toMatchObject({
      codeState: 'waiting',
      resendInSeconds: 600,
      canResend: false,
    });
  });

  it('submits the code by itself at the 6th digit and signs in', async () => {
    const { flow, toCodeStep, api, redirects, toasts, storage } = setup();
    await toCodeStep();
    await flow.getState().enterCode('12345');
    expect(api.calls.map((c) => c.name)).not.toContain('validateAndLogin');
    await flow.getState().enterCode('123456');
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
    expect(flow.getState()).toMatchObject({
      status: 'done',
      flowHandle: undefined,
      resendAvailableAt: undefined,
      canSubmit: false,
      canResend: false,
    });
    expect(storage.getItem('forecourt.login.dealer.handle')).toBeNull();
    expect(redirects).toEqual(['http://localhost:4201/home/kid-42']);
    expect(toasts().at(-1)).toEqual({
      severity: 'success',
      summary: 'Success',
      detail: 'Welcome to MQF DEALER Portal',
    });
  });

  it('clears the code and shows the server message at the code field when it is wrong', async () => {
    const { flow, toCodeStep, api, redirects } = setup();
    api.answer('validateAndLogin', fakeFailure('code_wrong', 'Invalid OTP', { triesLeft: 4 }));
    await toCodeStep();
    await flow.getState().enterCode('999999');
    expect(flow.getState()).toMatchObject({
      step: 'code',
      status: 'idle',
      codeState: 'wrong',
      triesLeft: 4,
      error: { code: 'code_wrong', message: 'Invalid OTP', triesLeft: 4, field: 'otp' },
      values: { otp: '' },
    });
    expect(redirects).toEqual([]);
  });

  it('keeps waiting for the code when the service says that code was already used', async () => {
    const { flow, toCodeStep, api } = setup();
    api.answer('validateAndLogin', fakeFailure('code_used', 'This OTP has already been used.'));
    await toCodeStep();
    await flow.getState().enterCode('123456');
    expect(flow.getState()).toMatchObject({
      step: 'code',
      codeState: 'waiting',
      error: { code: 'code_used' },
    });
  });

  it('refuses to redirect when the session names an unsafe kid', async () => {
    const { flow, toCodeStep, api, redirects, toasts } = setup();
    api.answer(
      'validateAndLogin',
      fakeSuccess('validateAndLogin', { status: 'Success' }, sessionFor('//evil.example')),
    );
    await toCodeStep();
    await flow.getState().enterCode('123456');
    expect(redirects).toEqual([]);
    expect(flow.getState()).toMatchObject({
      step: 'code',
      status: 'idle',
      error: {
        code: 'server_error',
        message: 'We could not open your portal. Please contact support.',
      },
    });
    expect(toasts().at(-1)?.severity).toBe('error');
  });

  it('refuses to redirect when the reply carries no session', async () => {
    const { flow, toCodeStep, api, redirects } = setup();
    api.answer('validateAndLogin', fakeSuccess('validateAndLogin', { status: 'Success' }));
    await toCodeStep();
    await flow.getState().enterCode('123456');
    expect(redirects).toEqual([]);
    expect(flow.getState().status).toBe('idle');
  });

  it('ignores a second submit while the first is in flight, and is busy meanwhile', async () => {
    const { flow, typeCredentials, api } = setup();
    const held = deferred<ApiResult<'loginCheck'>>();
    api.answer('loginCheck', () => held.promise);
    typeCredentials();
    const first = flow.getState().signIn();
    expect(flow.getState()).toMatchObject({ status: 'submitting', busy: true, canSubmit: false });
    await flow.getState().signIn();
    flow.getState().back();
    held.resolve(fakeSuccess('loginCheck', { status: 'Success' }));
    await first;
    expect(api.calls).toHaveLength(1);
    expect(flow.getState()).toMatchObject({ step: 'channel', busy: false });
  });

  it('drops a reply that arrives after reset()', async () => {
    const { flow, typeCredentials, api } = setup();
    const held = deferred<ApiResult<'loginCheck'>>();
    api.answer('loginCheck', () => held.promise);
    typeCredentials();
    const pending = flow.getState().signIn();
    flow.getState().reset();
    held.resolve(fakeSuccess('loginCheck', { status: 'Success' }));
    await pending;
    expect(flow.getState()).toMatchObject({
      step: 'credentials',
      status: 'idle',
      busy: false,
      values: { username: '' },
    });
  });

  it('starts over with an empty form on reset() from the code step', async () => {
    const { flow, toCodeStep, storage, clock } = setup();
    await toCodeStep();
    flow.getState().reset();
    expect(flow.getState()).toMatchObject({
      step: 'credentials',
      codeState: undefined,
      flowHandle: undefined,
      resendInSeconds: 0,
      values: { username: '', password: '', preferredComm: '', otp: '' },
    });
    expect(storage.getItem('forecourt.login.dealer.handle')).toBeNull();
    expect(clock.pendingTimers()).toBe(0);
  });

  it('keeps every typed value after a network failure', async () => {
    const { flow, typeCredentials, api, toasts } = setup();
    api.answer('loginCheck', fakeFailure('network', 'The service could not be reached.'));
    typeCredentials();
    await flow.getState().signIn();
    expect(flow.getState()).toMatchObject({
      step: 'credentials',
      error: { code: 'network', message: 'The service could not be reached.' },
    });
    expect(flow.getState().values).toEqual({
      username: 'jdoe',
      password: 'Secret#123',
      captchaResponse: 'captcha-token',
      preferredComm: '',
      otp: '',
    });
    expect(toasts()[0]?.summary).toBe('An error occurred');
  });

  it('goes back one step at a time, following the graph', async () => {
    const { flow, toCodeStep } = setup();
    await toCodeStep();
    flow.getState().back();
    expect(flow.getState()).toMatchObject({ step: 'channel', status: 'idle' });
    flow.getState().back();
    expect(flow.getState().step).toBe('credentials');
    flow.getState().back();
    expect(flow.getState().step).toBe('credentials');
  });

  it('ignores every action after dispose()', async () => {
    const { flow, typeCredentials, api, clock } = setup();
    typeCredentials();
    flow.getState().dispose();
    flow.getState().setField('username', 'other');
    await flow.getState().signIn();
    flow.getState().reset();
    await flow.getState().enterCode('123456');
    expect(api.calls).toEqual([]);
    expect(flow.getState().values.username).toBe('jdoe');
    expect(clock.pendingTimers()).toBe(0);
  });

  it('stops counting down when disposed on the code step', async () => {
    const { flow, toCodeStep, api, clock } = setup();
    await toCodeStep();
    expect(clock.pendingTimers()).toBeGreaterThan(0);
    flow.getState().dispose();
    expect(clock.pendingTimers()).toBe(0);
    await flow.getState().chooseChannel('email');
    await flow.getState().enterCode('123456');
    expect(api.calls.map((c) => c.name)).not.toContain('validateAndLogin');
  });
});

describe('an ignored sign-in action says why', () => {
  const ran = { ignored: false };

  it("answers 'incomplete' to a sign-in before the form is filled, and sends nothing", async () => {
    const { flow, api } = setup();
    flow.getState().setField('username', 'jdoe');
    expect(await flow.getState().signIn()).toEqual({ ignored: 'incomplete' });
    expect(api.calls).toEqual([]);
  });

  it("answers 'busy' to a second sign-in while the first is out, and sends one", async () => {
    const { flow, api, typeCredentials } = setup();
    const held = deferred<ApiResult<'loginCheck'>>();
    api.answer('loginCheck', () => held.promise);
    typeCredentials();
    const first = flow.getState().signIn();
    expect(await flow.getState().signIn()).toEqual({ ignored: 'busy' });
    held.resolve(fakeFailure('credentials_invalid', 'Invalid username or password.'));
    expect(await first).toEqual(ran);
    expect(api.calls.map((call) => call.name)).toEqual(['loginCheck']);
  });

  it("answers 'wrong_step' to an action of another step, and 'wrong_step' to Back at the first", async () => {
    const { flow } = setup();
    expect(await flow.getState().chooseChannel('email')).toEqual({ ignored: 'wrong_step' });
    expect(await flow.getState().submitCode()).toEqual({ ignored: 'wrong_step' });
    expect(flow.getState().back()).toEqual({ ignored: 'wrong_step' });
  });

  it("answers 'cooling_down' to a resend inside the countdown, and runs it once the countdown ends", async () => {
    const { flow, clock, toCodeStep } = setup();
    await toCodeStep();
    expect(await flow.getState().resendCode('email')).toEqual({ ignored: 'cooling_down' });
    clock.advance(180_000);
    expect(await flow.getState().resendCode('email')).toEqual(ran);
  });

  it("keeps a code typed short of six digits without sending it ('incomplete')", async () => {
    const { flow, api, toCodeStep } = setup();
    await toCodeStep();
    expect(await flow.getState().enterCode('123')).toEqual({ ignored: 'incomplete' });
    expect(flow.getState().values.otp).toBe('123');
    expect(await flow.getState().submitCode()).toEqual({ ignored: 'incomplete' });
    expect(api.calls.map((call) => call.name)).not.toContain('validateAndLogin');
  });

  it("answers 'no_code' once the code's tries are used, to typing and to a resend", async () => {
    const { flow, api, clock, toCodeStep } = setup();
    await toCodeStep();
    api.answer(
      'validateAndLogin',
      fakeFailure('code_exhausted', 'Start again.', { triesLeft: 0, flowHandle: 'ended' }),
    );
    expect(await flow.getState().enterCode('123456')).toEqual(ran);
    clock.advance(180_000);
    expect(await flow.getState().enterCode('654321')).toEqual({ ignored: 'no_code' });
    expect(await flow.getState().resendCode('email')).toEqual({ ignored: 'no_code' });
    expect(flow.getState().forward()).toEqual({ ignored: 'wrong_step' });
  });

  it("answers 'done' once signed in, and 'disposed' to everything after dispose", async () => {
    const { flow, toCodeStep } = setup();
    await toCodeStep();
    expect(await flow.getState().enterCode('123456')).toEqual(ran);
    expect(flow.getState().status).toBe('done');
    expect(flow.getState().back()).toEqual({ ignored: 'done' });
    flow.getState().dispose();
    expect(await flow.getState().signIn()).toEqual({ ignored: 'disposed' });
    expect(await flow.getState().resendCode('email')).toEqual({ ignored: 'disposed' });
    expect(await flow.getState().enterCode('1')).toEqual({ ignored: 'disposed' });
  });
});
