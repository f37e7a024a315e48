import { describe, expect, it } from 'vitest';
import { fakeRejection, fakeSuccess } from '../../testing/fake-user-service-client.ts';
import {
  codeSentReply,
  createHarness,
  sessionFor,
  testGrant,
  validIdNumber,
} from '../../testing/flow-harness.ts';
import { canSubmitIdLogin, createIdLoginFlow } from './create-id-login-flow.ts';

function setup() {
  const h = createHarness();
  h.api.answer(
    'idLoginCheck',
    fakeSuccess('idLoginCheck', { status: 'Success', payload: { flowHandle: testGrant } }),
  );
  h.api.answer('otpIdLoginCheck', (request) => codeSentReply(request.preferredComm));
  h.api.answer(
    'validateAndIdLogin',
    fakeSuccess('validateAndIdLogin', { status: 'Success' }, sessionFor('id-9', 'dealer-group')),
  );
  const flow = createIdLoginFlow(h.deps, { type: 'dealer-group' });
  return { ...h, flow };
}

describe('ID login flow', () => {
  it('keeps Sign in With Id disabled until an ID number and the captcha are given', () => {
    const { flow } = setup();
    flow.getState().setField('idNumber', validIdNumber);
    expect(canSubmitIdLogin(flow.getState())).toBe(false);
    flow.getState().resolveCaptcha('token');
    expect(canSubmitIdLogin(flow.getState())).toBe(true);
  });

  it('rejects an ID number of the wrong length before calling the service', async () => {
    const { flow, api } = setup();
    flow.getState().setField('idNumber', '123');
    flow.getState().resolveCaptcha('token');
    await flow.getState().submitCredentials();
    expect(flow.getState().fieldErrors.idNumber).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('goes through ID check, code send and code entry to the dealer-group site', async () => {
    const { flow, api, redirects, toasts } = setup();
    flow.getState().setField('idNumber', validIdNumber);
    flow.getState().resolveCaptcha('token');
    await flow.getState().submitCredentials();
    expect(flow.getState().step).toBe(1);
    flow.getState().chooseChannel('email');
    await flow.getState().requestCode();
    expect(flow.getState()).toMatchObject({ step: 2, status: 'awaitingCode' });
    await flow.getState().enterOtp('12 34 56');
    expect(api.calls.map((c) => c.name)).toEqual([
      'idLoginCheck',
      'otpIdLoginCheck',
      'validateAndIdLogin',
    ]);
    expect(api.calls[2]?.request).toEqual({
      idNumber: validIdNumber,
      flowHandle: testGrant,
      otp: '123456',
      preferredComm: 'email',
      role: 'dealergroup',
    });
    expect(redirects).toEqual(['http://localhost:4202/home/id-9']);
    expect(toasts().map((t) => t.detail)).toEqual([
      'Otp Sent Successfully to your email',
      'Welcome to MQF DEALER-GROUP Portal',
    ]);
  });

  it("shows 'An error occurred' when the ID is unknown and stays on step 0", async () => {
    const { flow, api, toasts } = setup();
    api.answer('idLoginCheck', fakeRejection('User not found'));
    flow.getState().setField('idNumber', validIdNumber);
    flow.getState().resolveCaptcha('token');
    await flow.getState().submitCredentials();
    expect(flow.getState().step).toBe(0);
    expect(toasts()).toEqual([
      { severity: 'error', summary: 'An error occurred', detail: 'User not found' },
    ]);
  });
});
