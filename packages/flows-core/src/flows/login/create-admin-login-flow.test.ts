import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../client/api-result.ts';
import { fakeFailure, fakeSuccess } from '../../testing/fake-user-service-client.ts';
import { createHarness, deferred, sessionFor } from '../../testing/flow-harness.ts';
import { adminLoginSteps, createAdminLoginFlow } from './create-admin-login-flow.ts';

function setup() {
  const h = createHarness();
  const flow = createAdminLoginFlow(h.deps, { type: 'customer' });
  const type = () => {
    flow.getState().setField('username', 'jdoe');
    flow.getState().setField('adminUsername', 'opsadmin');
    flow.getState().setField('adminPassword', 'Admin#123');
  };
  return { ...h, flow, type };
}

describe('admin login flow', () => {
  it('has one step, the credentials, where Back does nothing', () => {
    const { flow } = setup();
    expect(adminLoginSteps.steps).toEqual(['credentials']);
    expect(flow.getState()).toMatchObject({ step: 'credentials', graph: adminLoginSteps });
    flow.getState().back();
    expect(flow.getState().step).toBe('credentials');
  });

  it('keeps Login disabled until the three fields and the captcha are given', () => {
    const { flow, type } = setup();
    type();
    expect(flow.getState().canSubmit).toBe(false);
    flow.getState().resolveCaptcha('token');
    expect(flow.getState().canSubmit).toBe(true);
    flow.getState().setField('adminPassword', '');
    expect(flow.getState().canSubmit).toBe(false);
  });

  it('signs in with one Login and goes to /home/{kid}/admin of the customer site', async () => {
    const { flow, type, api, redirects, toasts } = setup();
    api.answer(
      'adminLogin',
      fakeSuccess('adminLogin', { status: 'Success' }, sessionFor('u-7', 'customer')),
    );
    type();
    flow.getState().resolveCaptcha('token');
    await flow.getState().signIn();
    // What was typed, as declared (a field declared later is sent too).
    expect(api.calls[0]).toMatchObject({
      name: 'adminLogin',
      request: {
        username: 'jdoe',
        adminUsername: 'opsadmin',
        adminPassword: 'Admin#123',
        captchaResponse: 'token',
        role: 'customer',
      },
    });
    expect(redirects).toEqual(['http://localhost:4203/home/u-7/admin']);
    expect(flow.getState()).toMatchObject({ status: 'done', canSubmit: false, busy: false });
    expect(toasts()).toEqual([
      { severity: 'success', summary: 'Success', detail: 'Welcome to MQF CUSTOMER Portal' },
    ]);
    await flow.getState().signIn();
    expect(api.calls).toHaveLength(1);
  });

  it('makes no call while Login is disabled', async () => {
    const { flow, api } = setup();
    await flow.getState().signIn();
    expect(api.calls).toEqual([]);
  });

  it('shows field errors without calling the service when a field is invalid', async () => {
    const { flow, api } = setup();
    flow.getState().setField('username', 'j d!');
    flow.getState().setField('adminUsername', 'x y!');
    flow.getState().setField('adminPassword', 'Admin#123');
    flow.getState().resolveCaptcha('token');
    await flow.getState().signIn();
    expect(Object.keys(flow.getState().fieldErrors)).toEqual(
      expect.arrayContaining(['username', 'adminUsername']),
    );
    expect(api.calls).toEqual([]);
  });

  it("shows 'An error occurred' with the server message when admin sign-in fails", async () => {
    const { flow, type, api, toasts } = setup();
    api.answer('adminLogin', fakeFailure('credentials_invalid', 'Not an admin'));
    type();
    flow.getState().resolveCaptcha('token');
    await flow.getState().signIn();
    expect(flow.getState()).toMatchObject({
      status: 'idle',
      canSubmit: true,
      error: { code: 'credentials_invalid', message: 'Not an admin', field: 'adminPassword' },
    });
    expect(toasts()[0]).toEqual({
      severity: 'error',
      summary: 'An error occurred',
      detail: 'Not an admin',
    });
  });

  it('is busy while the sign-in is in flight and ignores a second press', async () => {
    const { flow, type, api } = setup();
    const held = deferred<ApiResult<'adminLogin'>>();
    api.answer('adminLogin', () => held.promise);
    type();
    flow.getState().resolveCaptcha('token');
    const pending = flow.getState().signIn();
    expect(flow.getState()).toMatchObject({ busy: true, canSubmit: false });
    await flow.getState().signIn();
    held.resolve(fakeFailure('captcha_failed', 'Please complete the captcha again.'));
    await pending;
    expect(api.calls).toHaveLength(1);
    expect(flow.getState()).toMatchObject({ busy: false, error: { code: 'captcha_failed' } });
  });
});
