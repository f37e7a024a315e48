import { describe, expect, it } from 'vitest';
import { fakeRejection, fakeSuccess } from '../../testing/fake-user-service-client.ts';
import {
  codeSentReply,
  createHarness,
  sessionFor,
  testGrant,
  validIdNumber,
} from '../../testing/flow-harness.ts';
import {
  canSubmitForgotPassword,
  createForgotPasswordFlow,
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
  const toCodeStep = async (field: 'idNumber' | 'username', value: string) => {
    flow.getState().setField(field, value);
    await flow.getState().submitCredentials();
    flow.getState().chooseChannel('email');
    await flow.getState().requestCode();
  };
  return { ...h, flow, toCodeStep };
}

describe('forgot password flow', () => {
  it('asks for an ID number or a username on step 0', async () => {
    const { flow, api } = setup();
    expect(canSubmitForgotPassword(flow.getState())).toBe(false);
    await flow.getState().submitCredentials();
    expect(flow.getState().error).toEqual({
      kind: 'validation',
      message: 'Please provide an ID number or a username.',
    });
    expect(api.calls).toEqual([]);
  });

  it('hides and clears the other identifier once one is typed', () => {
    const { flow } = setup();
    flow.getState().setField('username', 'jdoe');
    expect(hiddenIdentifier(flow.getState())).toBe('idNumber');
    flow.getState().setField('idNumber', validIdNumber);
    expect(flow.getState().values.username).toBe('');
    expect(hiddenIdentifier(flow.getState())).toBe('username');
    expect(canSubmitForgotPassword(flow.getState())).toBe(true);
  });

  it('uses the ID-based reset when the username is empty', async () => {
    const { flow, toCodeStep, api } = setup();
    await toCodeStep('idNumber', validIdNumber);
    flow.getState().setField('password', 'NewPass#1');
    flow.getState().setField('verifyPassword', 'NewPass#1');
    await flow.getState().enterOtp('123456');
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
    const { flow, toCodeStep, api } = setup();
    await toCodeStep('username', 'jdoe');
    flow.getState().setField('password', 'NewPass#1');
    flow.getState().setField('verifyPassword', 'NewPass#1');
    await flow.getState().enterOtp('123456');
    expect(api.calls[2]?.request).toMatchObject({ username: 'jdoe', flowHandle: testGrant });
    expect(api.calls[2]?.request).not.toHaveProperty('idNumber');
  });

  it('refuses an invalid username on step 0', async () => {
    const { flow, api } = setup();
    flow.getState().setField('username', 'no way!');
    await flow.getState().submitCredentials();
    expect(flow.getState().fieldErrors.username).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('does not submit the 6th code digit by itself until the new passwords are valid', async () => {
    const { flow, toCodeStep, api } = setup();
    await toCodeStep('idNumber', validIdNumber);
    await flow.getState().enterOtp('123456');
    expect(api.calls.map((c) => c.name)).not.toContain('resetPassword');
    await flow.getState().submitCode();
    expect(Object.keys(flow.getState().fieldErrors)).toEqual(expect.arrayContaining(['password']));
  });

  it('shows a mismatch of the new passwords', async () => {
    const { flow, toCodeStep } = setup();
    await toCodeStep('idNumber', validIdNumber);
    flow.getState().setField('password', 'NewPass#1');
    flow.getState().setField('verifyPassword', 'NewPass#2');
    await flow.getState().enterOtp('123456');
    await flow.getState().submitCode();
    expect(flow.getState().fieldErrors.verifyPassword).toBe('Passwords do not match.');
  });

  it('ends at step 3 signed in after the reset, and continues to the dealer site on request', async () => {
    const { flow, toCodeStep, redirects, toasts } = setup();
    await toCodeStep('idNumber', validIdNumber);
    flow.getState().setField('password', 'NewPass#1');
    flow.getState().setField('verifyPassword', 'NewPass#1');
    await flow.getState().enterOtp('123456');
    expect(flow.getState()).toMatchObject({
      step: 3,
      status: 'done',
      signInUrl: 'http://localhost:4201/home/k-1',
    });
    expect(toasts().at(-1)?.detail).toBe('Welcome to MQF DEALER Portal');
    expect(redirects).toEqual([]);
    flow.getState().continueToPortal();
    expect(redirects).toEqual(['http://localhost:4201/home/k-1']);
  });

  it('stays on step 2 when the reset is refused', async () => {
    const { flow, toCodeStep, api } = setup();
    api.answer('resetPassword', fakeRejection('Invalid OTP'));
    await toCodeStep('idNumber', validIdNumber);
    flow.getState().setField('password', 'NewPass#1');
    flow.getState().setField('verifyPassword', 'NewPass#1');
    await flow.getState().submitCode();
    await flow.getState().enterOtp('123456');
    expect(flow.getState()).toMatchObject({
      step: 2,
      status: 'awaitingCode',
      error: { kind: 'rejected', message: 'Invalid OTP' },
    });
  });

  it('stays on step 2 when the reset reply names an unsafe kid', async () => {
    const { flow, toCodeStep, api } = setup();
    api.answer(
      'resetPassword',
      fakeSuccess('resetPassword', { status: 'Success' }, sessionFor('../x')),
    );
    await toCodeStep('idNumber', validIdNumber);
    flow.getState().setField('password', 'NewPass#1');
    flow.getState().setField('verifyPassword', 'NewPass#1');
    await flow.getState().enterOtp('123456');
    expect(flow.getState().step).toBe(2);
    flow.getState().continueToPortal();
  });
});
