import { describe, expect, it } from 'vitest';
import { fakeRejection, fakeSuccess } from '../../testing/fake-user-service-client.ts';
import {
  codeSentReply,
  createHarness,
  testGrant,
  validIdNumber,
} from '../../testing/flow-harness.ts';
import {
  canSubmitForgotUsername,
  createForgotUsernameFlow,
} from './create-forgot-username-flow.ts';

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
    await flow.getState().submitCredentials();
    flow.getState().chooseChannel('mobile');
    await flow.getState().requestCode();
  };
  return { ...h, flow, toCodeStep };
}

describe('forgot username flow', () => {
  it('enables the step-0 button once an ID number is typed', () => {
    const { flow } = setup();
    expect(canSubmitForgotUsername(flow.getState())).toBe(false);
    flow.getState().setField('idNumber', validIdNumber);
    expect(canSubmitForgotUsername(flow.getState())).toBe(true);
  });

  it('refuses an invalid ID number on step 0 without a call', async () => {
    const { flow, api } = setup();
    flow.getState().setField('idNumber', '12');
    await flow.getState().submitCredentials();
    expect(flow.getState().fieldErrors.idNumber).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('names the username recovery in its calls', async () => {
    const { toCodeStep, api } = setup();
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
  });

  it("ends at step 3 with the username shown and toasts 'Username Retrieved Successfully'", async () => {
    const { flow, toCodeStep, toasts, redirects } = setup();
    await toCodeStep();
    await flow.getState().enterOtp('123456');
    expect(flow.getState()).toMatchObject({
      step: 3,
      status: 'done',
      recoveredUsername: 'jdoe',
      resendAvailableAt: undefined,
    });
    expect(toasts().at(-1)).toEqual({
      severity: 'success',
      summary: 'Success',
      detail: 'Username Retrieved Successfully',
    });
    expect(redirects).toEqual([]);
  });

  it('reads a top-level username when the payload has none', async () => {
    const { flow, toCodeStep, api } = setup();
    api.answer(
      'requestUsername',
      fakeSuccess('requestUsername', { status: 'Success', username: 'top' }),
    );
    await toCodeStep();
    await flow.getState().enterOtp('123456');
    expect(flow.getState().recoveredUsername).toBe('top');
  });

  it('stays on the code step when the code is refused', async () => {
    const { flow, toCodeStep, api } = setup();
    api.answer('requestUsername', fakeRejection('Invalid OTP'));
    await toCodeStep();
    await flow.getState().enterOtp('000000');
    expect(flow.getState()).toMatchObject({
      step: 2,
      status: 'awaitingCode',
      error: { kind: 'rejected', message: 'Invalid OTP' },
    });
  });
});
