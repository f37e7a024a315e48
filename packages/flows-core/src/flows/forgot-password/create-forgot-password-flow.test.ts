import { describe, expect, it } from 'vitest';
import { fakeFailure, fakeSuccess } from '../../testing/fake-user-service-client.ts';
import {
  codeSentReply,
  createHarness,
  sessionFor,
  testGrant,
  validIdNumber,
} from '../../testing/flow-harness.ts';
import {
  createForgotPasswordFlow,
  forgotPasswordSteps,
  hiddenIdentifier,
} from './create-forgot-password-flow.ts';

function setup() {
  const h = createHarness();
  h.api.answer(
    'forgotPasswordCheck',
    fakeSuccess('forgotPasswordCheck', { status: 'Success', payload: { flowHandle: testGrant } }),
  );
  h.api.answer('otpForgotPasswordCheck', (request) => codeSentReply(request.preferredComm));
  h.api.answer(
    'resetPassword',
    fakeSuccess('resetPassword', { status: 'Success' }, sessionFor('k-1')),
  );
  const flow = createForgotPasswordFlow(h.deps, { type: 'dealer' });
  const toResetStep = async (field: 'idNumber' | 'username', value: string) => {
    flow.getState().setField(field, value);
    await flow.getState().findAccount();
    await flow.getState().chooseChannel('email');
  };
  const typeNewPassword = (password = 'NewPass#1', verifyPassword = password) => {
    flow.getState().setField('password', password);
    flow.getState().setField('verifyPassword', verifyPassword);
  };
  return { ...h, flow, toResetStep, typeNewPassword };
}

describe('forgot password flow', () => {
  it('has the steps identifier, channel, reset and done', () => {
    const { flow } = setup();
    expect(forgotPasswordSteps.steps).toEqual(['identifier', 'channel', 'reset', 'done']);
    expect(flow.getState()).toMatchObject({ step: 'identifier', graph: forgotPasswordSteps });
  });

  it('asks for an ID number or a username on the identifier step', async () => {
    const { flow, api } = setup();
    expect(flow.getState().canSubmit).toBe(false);
    await flow.getState().findAccount();
    expect(api.calls).toEqual([]);
    flow.getState().setField('username', '   ');
    expect(flow.getState().canSubmit).toBe(false);
  });

  it('hides and clears the other identifier once one is typed', () => {
    const { flow } = setup();
    expect(hiddenIdentifier(flow.getState())).toBeUndefined();
    flow.getState().setField('username', 'jdoe');
    expect(hiddenIdentifier(flow.getState())).toBe('idNumber');
    flow.getState().setField('idNumber', validIdNumber);
    expect(flow.getState().values.username).toBe('');
    expect(hiddenIdentifier(flow.getState())).toBe('username');
    expect(flow.getState().canSubmit).toBe(true);
    flow.getState().setField('username', 'jdoe');
    expect(flow.getState().values.idNumber).toBe('');
  });

  it('takes the ID number as printed with dashes and sends its 13 digits (GUIDE-20)', async () => {
    const { flow, toResetStep, typeNewPassword, api } = setup();
    await toResetStep('idNumber', '800101-5009-087');
    typeNewPassword();
    await flow.getState().enterCode('123456');
    expect(api.calls.map((c) => (c.request as { idNumber?: string }).idNumber)).toEqual([
      '8001015009087',
      '8001015009087',
      '8001015009087',
    ]);
  });

  it('uses the ID-based reset when the username is empty', async () => {
    const { flow, toResetStep, typeNewPassword, api } = setup();
    await toResetStep('idNumber', validIdNumber);
    typeNewPassword();
    await flow.getState().enterCode('123456');
    expect(api.calls.map((c) => c.request)).toEqual([
      { idNumber: validIdNumber, role: 'dealer', flow: 'password' },
      {
        idNumber: validIdNumber,
        flowHandle: testGrant,
        preferredComm: 'email',
        role: 'dealer',
        flow: 'password',
      },
      {
        idNumber: validIdNumber,
        flowHandle: testGrant,
        password: 'NewPass#1',
        verifyPassword: 'NewPass#1',
        otp: '123456',
        preferredComm: 'email',
        role: 'dealer',
      },
    ]);
  });

  it('uses the username-based reset when the ID is empty', async () => {
    const { flow, toResetStep, typeNewPassword, api } = setup();
    await toResetStep('username', 'jdoe');
    typeNewPassword();
    await flow.getState().enterCode('123456');
    expect(api.calls[0]?.request).toEqual({ username: 'jdoe', role: 'dealer', flow: 'password' });
    expect(api.calls[2]?.request).toMatchObject({ username: 'jdoe', flowHandle: testGrant });
    expect(api.calls[2]?.request).not.toHaveProperty('idNumber');
  });

  it('refuses an invalid username on the identifier step', async () => {
    const { flow, api } = setup();
    flow.getState().setField('username', 'no way!');
    await flow.getState().findAccount();
    expect(flow.getState()).toMatchObject({ step: 'identifier', error: undefined });
    expect(flow.getState().fieldErrors.username).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('refuses an invalid ID number on the identifier step', async () => {
    const { flow, api } = setup();
    flow.getState().setField('idNumber', '123');
    await flow.getState().findAccount();
    expect(flow.getState().fieldErrors.idNumber).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('does not submit the 6th code digit by itself until the new passwords are valid', async () => {
    const { flow, toResetStep, api } = setup();
    await toResetStep('idNumber', validIdNumber);
    await flow.getState().enterCode('123456');
    expect(api.calls.map((c) => c.name)).not.toContain('resetPassword');
    expect(flow.getState().canSubmit).toBe(true);
    await flow.getState().resetPassword();
    expect(api.calls.map((c) => c.name)).not.toContain('resetPassword');
    expect(Object.keys(flow.getState().fieldErrors)).toEqual(expect.arrayContaining(['password']));
  });

  it('submits by itself once the new passwords are valid and the 6th digit comes last', async () => {
    const { flow, toResetStep, typeNewPassword, api } = setup();
    await toResetStep('idNumber', validIdNumber);
    typeNewPassword('weak');
    await flow.getState().enterCode('123456');
    expect(api.calls.map((c) => c.name)).not.toContain('resetPassword');
    typeNewPassword();
    await flow.getState().enterCode('123456');
    expect(api.calls.at(-1)?.name).toBe('resetPassword');
  });

  it('submits the reset on Validate and Login once the new password is fixed after the code', async () => {
    const { flow, toResetStep, typeNewPassword, api } = setup();
    await toResetStep('idNumber', validIdNumber);
    typeNewPassword('NewPass#1', 'NewPass#2');
    await flow.getState().enterCode('123456');
    expect(api.calls.map((c) => c.name)).not.toContain('resetPassword');
    typeNewPassword();
    await flow.getState().resetPassword();
    expect(api.calls.at(-1)).toMatchObject({
      name: 'resetPassword',
      request: { password: 'NewPass#1', verifyPassword: 'NewPass#1', otp: '123456' },
    });
    expect(flow.getState().step).toBe('done');
  });

  it('shows a mismatch of the new passwords', async () => {
    const { flow, toResetStep, typeNewPassword } = setup();
    await toResetStep('idNumber', validIdNumber);
    typeNewPassword('NewPass#1', 'NewPass#2');
    await flow.getState().enterCode('123456');
    await flow.getState().submitCode();
    expect(flow.getState().fieldErrors.verifyPassword).toBe('Passwords do not match.');
  });

  it('makes submitCode the same as resetPassword on the reset step', () => {
    const { flow } = setup();
    expect(flow.getState().submitCode).toBe(flow.getState().resetPassword);
  });

  it('ignores Validate and Login without a full code', async () => {
    const { flow, toResetStep, typeNewPassword, api } = setup();
    await toResetStep('idNumber', validIdNumber);
    typeNewPassword();
    await flow.getState().enterCode('12345');
    await flow.getState().resetPassword();
    expect(api.calls.map((c) => c.name)).not.toContain('resetPassword');
  });

  it('ends on the done step signed in after the reset, and continues to the dealer site on request', async () => {
    const { flow, toResetStep, typeNewPassword, redirects, toasts, storage } = setup();
    await toResetStep('idNumber', validIdNumber);
    typeNewPassword();
    await flow.getState().enterCode('123456');
    expect(flow.getState()).toMatchObject({
      step: 'done',
      status: 'done',
      signInUrl: 'http://localhost:4201/home/k-1',
      flowHandle: undefined,
      canSubmit: false,
      canResend: false,
    });
    expect(storage.getItem('forecourt.forgot-password.dealer.handle')).toBeNull();
    expect(toasts().at(-1)?.detail).toBe('Welcome to MQF DEALER Portal');
    expect(redirects).toEqual([]);
    flow.getState().continueToPortal();
    expect(redirects).toEqual(['http://localhost:4201/home/k-1']);
  });

  it('does not continue anywhere before the reset, or after dispose()', async () => {
    const { flow, toResetStep, typeNewPassword, redirects } = setup();
    flow.getState().continueToPortal();
    expect(redirects).toEqual([]);
    await toResetStep('idNumber', validIdNumber);
    typeNewPassword();
    await flow.getState().enterCode('123456');
    flow.getState().dispose();
    flow.getState().continueToPortal();
    expect(redirects).toEqual([]);
  });

  it('stays on the reset step when the reset is refused', async () => {
    const { flow, toResetStep, typeNewPassword, api } = setup();
    api.answer(
      'resetPassword',
      fakeFailure('code_wrong', 'Invalid OTP', { httpStatus: 401, triesLeft: 4 }),
    );
    await toResetStep('idNumber', validIdNumber);
    typeNewPassword();
    await flow.getState().submitCode();
    expect(api.calls.map((c) => c.name)).not.toContain('resetPassword');
    await flow.getState().enterCode('123456');
    expect(flow.getState()).toMatchObject({
      step: 'reset',
      status: 'idle',
      codeState: 'wrong',
      error: { code: 'code_wrong', message: 'Invalid OTP' },
    });
  });

  it('stays on the reset step when the reset reply names an unsafe kid', async () => {
    const { flow, toResetStep, typeNewPassword, api, redirects } = setup();
    api.answer(
      'resetPassword',
      fakeSuccess('resetPassword', { status: 'Success' }, sessionFor('../x')),
    );
    await toResetStep('idNumber', validIdNumber);
    typeNewPassword();
    await flow.getState().enterCode('123456');
    expect(flow.getState()).toMatchObject({
      step: 'reset',
      signInUrl: undefined,
      error: { code: 'server_error' },
    });
    flow.getState().continueToPortal();
    expect(redirects).toEqual([]);
  });
});
