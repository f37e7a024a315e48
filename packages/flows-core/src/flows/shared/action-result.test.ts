import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../client/api-result.ts';
import { fakeFailure, fakeSuccess } from '../../testing/fake-user-service-client.ts';
import { createHarness, deferred, sessionFor, testGrant } from '../../testing/flow-harness.ts';
import { createForgotPasswordFlow } from '../forgot-password/create-forgot-password-flow.ts';
import { createLoginFlow } from '../login/create-login-flow.ts';
import { createRegisterCustomerFlow } from '../register-customer/create-register-customer-flow.ts';
import { createRegisterDealerGroupFlow } from '../register-dealer-group/create-register-dealer-group-flow.ts';

const ran = { ignored: false };

function signInFlow() {
  const h = createHarness();
  h.api.answer(
    'loginCheck',
    fakeSuccess('loginCheck', { status: 'Success', payload: { flowHandle: testGrant } }),
  );
  h.api.answer('otpLoginCheck', (request) =>
    fakeSuccess('otpLoginCheck', {
      status: 'Success',
      payload: {
        channel: request.preferredComm,
        resendAvailableInSeconds: 180,
        expiresInSeconds: 300,
        flowHandle: testGrant,
      },
    }),
  );
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
  const toCodeStep = async () => {
    typeCredentials();
    expect(await flow.getState().signIn()).toEqual(ran);
    expect(await flow.getState().chooseChannel('mobile')).toEqual(ran);
  };
  return { ...h, flow, typeCredentials, toCodeStep };
}

describe('an ignored action says why', () => {
  it("answers 'incomplete' to a sign-in before the form is filled, and sends nothing", async () => {
    const { flow, api } = signInFlow();
    flow.getState().setField('username', 'jdoe');
    expect(await flow.getState().signIn()).toEqual({ ignored: 'incomplete' });
    expect(api.calls).toEqual([]);
  });

  it("answers 'busy' to a second sign-in while the first is out, and sends one", async () => {
    const { flow, api, typeCredentials } = signInFlow();
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
    const { flow } = signInFlow();
    expect(await flow.getState().chooseChannel('email')).toEqual({ ignored: 'wrong_step' });
    expect(await flow.getState().submitCode()).toEqual({ ignored: 'wrong_step' });
    expect(flow.getState().back()).toEqual({ ignored: 'wrong_step' });
  });

  it("answers 'cooling_down' to a resend inside the countdown, and runs it once the countdown ends", async () => {
    const { flow, clock, toCodeStep } = signInFlow();
    await toCodeStep();
    expect(await flow.getState().resendCode('email')).toEqual({ ignored: 'cooling_down' });
    clock.advance(180_000);
    expect(await flow.getState().resendCode('email')).toEqual(ran);
  });

  it("keeps a code typed short of six digits without sending it ('incomplete')", async () => {
    const { flow, api, toCodeStep } = signInFlow();
    await toCodeStep();
    expect(await flow.getState().enterCode('123')).toEqual({ ignored: 'incomplete' });
    expect(flow.getState().values.otp).toBe('123');
    expect(await flow.getState().submitCode()).toEqual({ ignored: 'incomplete' });
    expect(api.calls.map((call) => call.name)).not.toContain('validateAndLogin');
  });

  it("answers 'no_code' once the code's tries are used, to typing and to a resend", async () => {
    const { flow, api, clock, toCodeStep } = signInFlow();
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
    const { flow, toCodeStep } = signInFlow();
    await toCodeStep();
    expect(await flow.getState().enterCode('123456')).toEqual(ran);
    expect(flow.getState().status).toBe('done');
    expect(flow.getState().back()).toEqual({ ignored: 'done' });
    flow.getState().dispose();
    expect(await flow.getState().signIn()).toEqual({ ignored: 'disposed' });
    expect(await flow.getState().resendCode('email')).toEqual({ ignored: 'disposed' });
    expect(await flow.getState().enterCode('1')).toEqual({ ignored: 'disposed' });
  });

  it('says so in the registrations and the password reset too', async () => {
    const h = createHarness();
    const customer = createRegisterCustomerFlow(h.deps);
    expect(await customer.getState().lookUpCustomer()).toEqual({ ignored: 'incomplete' });
    expect(await customer.getState().submitAccount()).toEqual({ ignored: 'wrong_step' });
    const group = createRegisterDealerGroupFlow(h.deps);
    expect(await group.getState().submitCompanyDetails()).toEqual({ ignored: 'incomplete' });
    const reset = createForgotPasswordFlow(h.deps, { type: 'dealer' });
    expect(await reset.getState().resetPassword()).toEqual({ ignored: 'wrong_step' });
    expect(await reset.getState().findAccount()).toEqual({ ignored: 'incomplete' });
    expect(h.api.calls).toEqual([]);
  });
});
