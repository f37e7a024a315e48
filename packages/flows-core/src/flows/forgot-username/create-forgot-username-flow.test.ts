import { describe, expect, it } from 'vitest';
import { fakeFailure, fakeSuccess } from '../../testing/fake-user-service-client.ts';
import {
  codeSentReply,
  createHarness,
  testGrant,
  validIdNumber,
} from '../../testing/flow-harness.ts';
import { createForgotUsernameFlow, forgotUsernameSteps } from './create-forgot-username-flow.ts';

function setup() {
  const h = createHarness();
  h.api.answer(
    'forgotUsernameCheck',
    fakeSuccess('forgotUsernameCheck', { status: 'Success', payload: { flowHandle: testGrant } }),
  );
  h.api.answer('otpForgotUsernameCheck', (request) => codeSentReply(request.preferredComm));
  h.api.answer(
    'requestUsername',
    fakeSuccess('requestUsername', { status: 'Success', payload: { username: 'jdoe' } }),
  );
  const flow = createForgotUsernameFlow(h.deps, { type: 'customer' });
  const toCodeStep = async () => {
    flow.getState().setField('idNumber', validIdNumber);
    await flow.getState().lookUpId();
    await flow.getState().chooseChannel('mobile');
  };
  return { ...h, flow, toCodeStep };
}

describe('forgot username flow', () => {
  it('has the steps idNumber, channel, code and done, with no way back from done', () => {
    expect(forgotUsernameSteps.steps).toEqual(['idNumber', 'channel', 'code', 'done']);
    expect(forgotUsernameSteps.back.done).toBeNull();
  });

  it('enables the first step button once an ID number is typed (no captcha needed)', () => {
    const { flow } = setup();
    expect(flow.getState()).toMatchObject({ step: 'idNumber', canSubmit: false });
    flow.getState().setField('idNumber', validIdNumber);
    expect(flow.getState().canSubmit).toBe(true);
  });

  it('refuses an invalid ID number on the first step without a call', async () => {
    const { flow, api } = setup();
    flow.getState().setField('idNumber', '12');
    await flow.getState().lookUpId();
    expect(flow.getState().fieldErrors.idNumber).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('takes the ID number as printed in the ID book and sends its 13 digits (GUIDE-20)', async () => {
    const { flow, api } = setup();
    flow.getState().setField('idNumber', '800101 5009 087');
    await flow.getState().lookUpId();
    await flow.getState().chooseChannel('mobile');
    expect(api.calls.map((c) => (c.request as { idNumber?: string }).idNumber)).toEqual([
      '8001015009087',
      '8001015009087',
    ]);
  });

  it('names the username recovery in its calls, and sends the captcha only when there is one', async () => {
    const { flow, toCodeStep, api } = setup();
    await toCodeStep();
    expect(api.calls.map((c) => c.request)).toEqual([
      { idNumber: validIdNumber, role: 'customer', flow: 'username' },
      {
        idNumber: validIdNumber,
        flowHandle: testGrant,
        preferredComm: 'mobile',
        role: 'customer',
        flow: 'username',
      },
    ]);
    flow.getState().reset();
    flow.getState().setField('idNumber', validIdNumber);
    flow.getState().resolveCaptcha('captcha-token');
    await flow.getState().lookUpId();
    expect(api.calls.at(-1)?.request).toEqual({
      idNumber: validIdNumber,
      role: 'customer',
      flow: 'username',
      captchaResponse: 'captcha-token',
    });
  });

  it("ends on the done step with the username shown and toasts 'Username Retrieved Successfully'", async () => {
    const { flow, toCodeStep, toasts, redirects, api, storage } = setup();
    await toCodeStep();
    await flow.getState().enterCode('123456');
    expect(api.calls.at(-1)).toEqual({
      name: 'requestUsername',
      request: {
        idNumber: validIdNumber,
        flowHandle: testGrant,
        otp: '123456',
        preferredComm: 'mobile',
        role: 'customer',
      },
    });
    expect(flow.getState()).toMatchObject({
      step: 'done',
      status: 'done',
      recoveredUsername: 'jdoe',
      flowHandle: undefined,
      resendAvailableAt: undefined,
      canSubmit: false,
      canResend: false,
    });
    expect(storage.getItem('forecourt.forgot-username.customer.handle')).toBeNull();
    expect(toasts().at(-1)).toEqual({
      severity: 'success',
      summary: 'Success',
      detail: 'Username Retrieved Successfully',
    });
    expect(redirects).toEqual([]);
    flow.getState().back();
    expect(flow.getState().step).toBe('done');
  });

  it('reads a top-level username when the payload has none', async () => {
    const { flow, toCodeStep, api } = setup();
    api.answer(
      'requestUsername',
      fakeSuccess('requestUsername', { status: 'Success', username: 'top' }),
    );
    await toCodeStep();
    await flow.getState().enterCode('123456');
    expect(flow.getState().recoveredUsername).toBe('top');
  });

  it('stays on the code step when the code is refused', async () => {
    const { flow, toCodeStep, api } = setup();
    api.answer('requestUsername', fakeFailure('code_wrong', 'Invalid OTP', { triesLeft: 2 }));
    await toCodeStep();
    await flow.getState().enterCode('000000');
    expect(flow.getState()).toMatchObject({
      step: 'code',
      status: 'idle',
      codeState: 'wrong',
      triesLeft: 2,
      error: { code: 'code_wrong', message: 'Invalid OTP' },
    });
  });
});
