import { describe, expect, it } from 'vitest';
import { fakeFailure, fakeSuccess } from '../../testing/fake-user-service-client.ts';
import { createHarness, sessionFor, validIdNumber } from '../../testing/flow-harness.ts';
import { createForgotPasswordFlow } from '../forgot-password/create-forgot-password-flow.ts';
import { createForgotUsernameFlow } from '../forgot-username/create-forgot-username-flow.ts';
import { createIdLoginFlow } from '../id-login/create-id-login-flow.ts';

const handle = 'Zm9yZWNvdXJ0LWhhbmRsZQ';

const resumedAt = (
  flow: 'id-sign-in' | 'forgot-username' | 'forgot-password',
  step: 'channel' | 'code' = 'code',
  shown: { username?: string } = {},
) =>
  fakeSuccess('resumeFlow', {
    status: 'Success',
    payload: {
      flow,
      step,
      ...(flow === 'forgot-password' ? {} : { maskedIdNumber: '800101*****87' }),
      ...shown,
      destinations: { mobile: '08*****123', email: 'j***@example.com' },
      ...(step === 'code' ? { channel: 'email' as const, expiresInSeconds: 200 } : {}),
      resendAvailableInSeconds: step === 'code' ? 61 : 0,
    },
  });

describe('resuming the ID flows', () => {
  it('ID sign-in keeps no ID number: it resumes the code step and checks the code with the grant alone', async () => {
    const h = createHarness();
    h.storage.setItem('forecourt.id-login.customer.handle', handle);
    h.api.answer('resumeFlow', resumedAt('id-sign-in'));
    h.api.answer('validateAndIdLogin', fakeSuccess('validateAndIdLogin', { status: 'Success' }));
    const flow = createIdLoginFlow(h.deps, { type: 'customer' });
    await flow.getState().resume();
    expect(flow.getState()).toMatchObject({
      step: 'code',
      codeState: 'waiting',
      destination: 'j***@example.com',
      resendInSeconds: 61,
      expiresInSeconds: 200,
      // RESUME-3: the ID number line shows the service's masked copy; the value stays empty.
      maskedIdNumber: '800101*****87',
      values: { idNumber: '', preferredComm: 'email' },
    });
    await flow.getState().enterCode('654321');
    expect(h.api.calls.at(-1)).toEqual({
      name: 'validateAndIdLogin',
      request: { flowHandle: handle, otp: '654321', preferredComm: 'email', role: 'customer' },
    });
  });

  it('ID sign-in resumes its channel step and sends the code with the grant alone', async () => {
    const h = createHarness();
    h.storage.setItem('forecourt.id-login.customer.handle', handle);
    h.api.answer('resumeFlow', resumedAt('id-sign-in', 'channel'));
    h.api.answer('otpIdLoginCheck', fakeFailure('send_failed', 'Could not send.'));
    const flow = createIdLoginFlow(h.deps, { type: 'customer' });
    await flow.getState().resume();
    expect(flow.getState()).toMatchObject({
      step: 'channel',
      codeState: undefined,
      destinations: { mobile: '08*****123' },
    });
    await flow.getState().chooseChannel('mobile');
    expect(h.api.calls.at(-1)).toEqual({
      name: 'otpIdLoginCheck',
      request: { flowHandle: handle, preferredComm: 'mobile', role: 'customer' },
    });
  });

  it('ID sign-in sends the grant the first step gave beside the ID number, and keeps only the grant', async () => {
    const h = createHarness();
    h.api.answer(
      'idLoginCheck',
      fakeSuccess('idLoginCheck', { status: 'Success', payload: { flowHandle: handle } }),
    );
    h.api.answer('otpIdLoginCheck', fakeFailure('send_failed', 'Could not send.'));
    const flow = createIdLoginFlow(h.deps, { type: 'dealer' });
    flow.getState().setField('idNumber', validIdNumber);
    flow.getState().resolveCaptcha('captcha-token');
    await flow.getState().lookUpId();
    await flow.getState().chooseChannel('mobile');
    expect(h.api.calls.at(-1)?.request).toEqual({
      idNumber: validIdNumber,
      flowHandle: handle,
      preferredComm: 'mobile',
      role: 'dealer',
    });
    expect(h.storage.getItem('forecourt.id-login.dealer.handle')).toBe(handle);
  });

  it('forgot username resumes its code step, and a grant of another flow is dropped', async () => {
    const h = createHarness();
    h.storage.setItem('forecourt.forgot-username.dealer.handle', handle);
    h.api.answer('resumeFlow', resumedAt('forgot-username'));
    const flow = createForgotUsernameFlow(h.deps, { type: 'dealer' });
    await flow.getState().resume();
    expect(flow.getState()).toMatchObject({ step: 'code', codeState: 'waiting' });

    const other = createHarness();
    other.storage.setItem('forecourt.forgot-username.dealer.handle', handle);
    other.api.answer('resumeFlow', resumedAt('id-sign-in'));
    const confused = createForgotUsernameFlow(other.deps, { type: 'dealer' });
    await confused.getState().resume();
    expect(confused.getState().step).toBe('idNumber');
    expect(other.storage.getItem('forecourt.forgot-username.dealer.handle')).toBeNull();
  });
});

describe('resuming forgot password', () => {
  it('comes back to the reset step without either identifier and resets with the grant', async () => {
    const h = createHarness();
    h.storage.setItem('forecourt.forgot-password.dealer.handle', handle);
    h.api.answer('resumeFlow', resumedAt('forgot-password'));
    h.api.answer(
      'resetPassword',
      fakeSuccess('resetPassword', { status: 'Success' }, sessionFor('k-2')),
    );
    const flow = createForgotPasswordFlow(h.deps, { type: 'dealer' });
    await flow.getState().resume();
    expect(flow.getState()).toMatchObject({
      step: 'reset',
      codeState: 'waiting',
      values: { idNumber: '', username: '' },
    });
    flow.getState().setField('password', 'Another#Pass2');
    flow.getState().setField('verifyPassword', 'Another#Pass2');
    await flow.getState().enterCode('112233');
    await flow.getState().submitCode();
    const resets = h.api.calls.filter((call) => call.name === 'resetPassword');
    expect(resets).toEqual([
      {
        name: 'resetPassword',
        request: {
          flowHandle: handle,
          password: 'Another#Pass2',
          verifyPassword: 'Another#Pass2',
          otp: '112233',
          preferredComm: 'email',
          role: 'dealer',
        },
      },
    ]);
    expect(flow.getState()).toMatchObject({
      step: 'done',
      signInUrl: 'http://localhost:4201/home/k-2',
    });
  });

  it('shows the username again after a reload of a reset started from it (RESUME-3)', async () => {
    const h = createHarness();
    h.storage.setItem('forecourt.forgot-password.dealer.handle', handle);
    h.api.answer('resumeFlow', resumedAt('forgot-password', 'code', { username: 'jdoe' }));
    const flow = createForgotPasswordFlow(h.deps, { type: 'dealer' });
    await flow.getState().resume();
    expect(flow.getState()).toMatchObject({
      step: 'reset',
      maskedIdNumber: undefined,
      values: { idNumber: '', username: 'jdoe' },
    });
  });

  it('still checks the new password when the grant stands in for the identifier', async () => {
    const h = createHarness();
    h.storage.setItem('forecourt.forgot-password.dealer.handle', handle);
    h.api.answer('resumeFlow', resumedAt('forgot-password'));
    const flow = createForgotPasswordFlow(h.deps, { type: 'dealer' });
    await flow.getState().resume();
    flow.getState().setField('password', 'weak');
    flow.getState().setField('verifyPassword', 'other');
    await flow.getState().enterCode('112233');
    await flow.getState().submitCode();
    expect(h.api.calls.map((call) => call.name)).toEqual(['resumeFlow']);
    expect(Object.keys(flow.getState().fieldErrors)).toEqual(
      expect.arrayContaining(['password', 'verifyPassword']),
    );
  });
});
