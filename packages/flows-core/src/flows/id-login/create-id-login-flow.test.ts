import { describe, expect, it } from 'vitest';
import { fakeFailure, fakeSuccess } from '../../testing/fake-user-service-client.ts';
import {
  codeSentReply,
  createHarness,
  sessionFor,
  testGrant,
  validIdNumber,
} from '../../testing/flow-harness.ts';
import { createIdLoginFlow, idLoginSteps } from './create-id-login-flow.ts';

function setup() {
  const h = createHarness();
  h.api.answer(
    'idLoginCheck',
    fakeSuccess('idLoginCheck', {
      status: 'Success',
      payload: { destinations: { email: 'n***@example.com' }, flowHandle: testGrant },
    }),
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
  it('has the steps idNumber, channel and code', () => {
    const { flow } = setup();
    expect(idLoginSteps.steps).toEqual(['idNumber', 'channel', 'code', 'passkeyOffer']);
    expect(flow.getState()).toMatchObject({ step: 'idNumber', graph: idLoginSteps });
  });

  it('keeps Sign in With Id disabled until an ID number and the captcha are given', () => {
    const { flow } = setup();
    flow.getState().setField('idNumber', validIdNumber);
    expect(flow.getState().canSubmit).toBe(false);
    flow.getState().resolveCaptcha('token');
    expect(flow.getState().canSubmit).toBe(true);
  });

  it("back to the ID number step forgets the captcha: 'Sign in With Id' waits for it again (GUIDE-15)", async () => {
    const { flow } = setup();
    flow.getState().setField('idNumber', validIdNumber);
    flow.getState().resolveCaptcha('token');
    await flow.getState().lookUpId();
    expect(flow.getState().step).toBe('channel');
    flow.getState().back();
    expect(flow.getState()).toMatchObject({
      step: 'idNumber',
      values: { idNumber: validIdNumber, captchaResponse: '' },
      canSubmit: false,
      waitingFor: 'captchaResponse',
    });
  });

  it('rejects an ID number of the wrong length before calling the service', async () => {
    const { flow, api } = setup();
    flow.getState().setField('idNumber', '123');
    flow.getState().resolveCaptcha('token');
    await flow.getState().lookUpId();
    expect(flow.getState().fieldErrors.idNumber).toBeTruthy();
    expect(flow.getState().step).toBe('idNumber');
    expect(api.calls).toEqual([]);
  });

  it.each(['800101 5009 087', '800101-5009-087'])(
    'takes the ID number %j as printed and sends its 13 digits on every step (GUIDE-20)',
    async (typed) => {
      const { flow, api } = setup();
      flow.getState().setField('idNumber', typed);
      flow.getState().resolveCaptcha('token');
      await flow.getState().lookUpId();
      expect(flow.getState()).toMatchObject({ step: 'channel', fieldErrors: {} });
      await flow.getState().chooseChannel('email');
      expect(api.calls.map((c) => (c.request as { idNumber?: string }).idNumber)).toEqual([
        '8001015009087',
        '8001015009087',
      ]);
    },
  );

  it('goes through ID check, code send and code entry to the dealer-group site', async () => {
    const { flow, api, redirects, toasts } = setup();
    flow.getState().setField('idNumber', validIdNumber);
    flow.getState().resolveCaptcha('token');
    await flow.getState().lookUpId();
    expect(flow.getState()).toMatchObject({
      step: 'channel',
      flowHandle: testGrant,
      destinations: { email: 'n***@example.com' },
    });
    flow.getState().setField('preferredComm', 'email');
    expect(flow.getState().canSubmit).toBe(true);
    await flow.getState().chooseChannel('email');
    expect(flow.getState()).toMatchObject({ step: 'code', codeState: 'waiting' });
    await flow.getState().enterCode('12 34 56');
    expect(api.calls.map((c) => c.name)).toEqual([
      'idLoginCheck',
      'otpIdLoginCheck',
      'validateAndIdLogin',
    ]);
    expect(api.calls[0]?.request).toEqual({
      idNumber: validIdNumber,
      role: 'dealergroup',
      captchaResponse: 'token',
    });
    expect(api.calls[1]?.request).toEqual({
      idNumber: validIdNumber,
      flowHandle: testGrant,
      preferredComm: 'email',
      role: 'dealergroup',
    });
    expect(api.calls[2]?.request).toEqual({
      idNumber: validIdNumber,
      flowHandle: testGrant,
      otp: '123456',
      preferredComm: 'email',
      role: 'dealergroup',
    });
    expect(flow.getState().status).toBe('done');
    expect(redirects).toEqual(['http://localhost:4202/home/id-9']);
    expect(toasts().map((t) => t.detail)).toEqual([
      'Otp Sent Successfully to your email',
      'Welcome to MQF DEALER-GROUP Portal',
    ]);
  });

  it("shows 'An error occurred' when the ID is unknown and stays on the idNumber step", async () => {
    const { flow, api, toasts } = setup();
    api.answer('idLoginCheck', fakeFailure('not_found', 'User not found'));
    flow.getState().setField('idNumber', validIdNumber);
    flow.getState().resolveCaptcha('token');
    await flow.getState().lookUpId();
    expect(flow.getState()).toMatchObject({
      step: 'idNumber',
      error: { code: 'not_found', message: 'User not found' },
    });
    expect(toasts()).toEqual([
      { severity: 'error', summary: 'An error occurred', detail: 'User not found' },
    ]);
  });

  it('keeps the ID number when the captcha is refused, so only the captcha is asked again', async () => {
    const { flow, api } = setup();
    api.answer('idLoginCheck', fakeFailure('captcha_failed', 'Please complete the captcha.'));
    flow.getState().setField('idNumber', validIdNumber);
    flow.getState().resolveCaptcha('token');
    await flow.getState().lookUpId();
    expect(flow.getState()).toMatchObject({
      step: 'idNumber',
      error: { code: 'captcha_failed' },
      values: { idNumber: validIdNumber },
    });
  });
});
