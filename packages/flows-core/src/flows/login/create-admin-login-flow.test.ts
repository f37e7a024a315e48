import { describe, expect, it } from 'vitest';
import { fakeRejection, fakeSuccess } from '../../testing/fake-user-service-client.ts';
import { createHarness, sessionFor } from '../../testing/flow-harness.ts';
import { canSubmitAdmin, createAdminLoginFlow } from './create-admin-login-flow.ts';

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
  it('keeps Login disabled until the three fields and the captcha are given', () => {
    const { flow, type } = setup();
    type();
    expect(canSubmitAdmin(flow.getState())).toBe(false);
    flow.getState().resolveCaptcha('token');
    expect(canSubmitAdmin(flow.getState())).toBe(true);
  });

  it('signs in with one Login and goes to /home/{kid}/admin of the customer site', async () => {
    const { flow, type, api, redirects, toasts } = setup();
    api.answer(
      'adminLogin',
      fakeSuccess('adminLogin', { status: 'Success' }, sessionFor('u-7', 'customer')),
    );
    type();
    flow.getState().resolveCaptcha('token');
    await flow.getState().submitCredentials();
    expect(api.calls[0]).toEqual({
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
    expect(flow.getState().status).toBe('done');
    expect(toasts()).toEqual([
      { severity: 'success', summary: 'Success', detail: 'Welcome to MQF CUSTOMER Portal' },
    ]);
  });

  it('shows field errors without calling the service when fields are missing', async () => {
    const { flow, api } = setup();
    await flow.getState().submitCredentials();
    expect(Object.keys(flow.getState().fieldErrors)).toEqual(
      expect.arrayContaining(['adminUsername']),
    );
    expect(api.calls).toEqual([]);
  });

  it("shows 'An error occurred' with the server message when admin sign-in fails", async () => {
    const { flow, type, api, toasts } = setup();
    api.answer('adminLogin', fakeRejection('Not an admin'));
    type();
    flow.getState().resolveCaptcha('token');
    await flow.getState().submitCredentials();
    expect(flow.getState()).toMatchObject({
      status: 'idle',
      error: { kind: 'rejected', message: 'Not an admin' },
    });
    expect(toasts()[0]).toEqual({
      severity: 'error',
      summary: 'An error occurred',
      detail: 'Not an admin',
    });
  });
});
