import { describe, expect, it } from 'vitest';
import { formChecks } from '../../checks/form-checks.ts';
import { fakeSuccess } from '../../testing/fake-user-service-client.ts';
import { createHarness } from '../../testing/flow-harness.ts';
import { createLoginFlow } from '../login/create-login-flow.ts';
import { createRegisterDealerFlow } from '../register-dealer/create-register-dealer-flow.ts';
import { createRegisterDealerGroupFlow } from '../register-dealer-group/create-register-dealer-group-flow.ts';
import type { FlowDeps } from './flow-types.ts';

// The app decides how the form checks load (deps.checks); here a loader that fails until
// `offline` is cleared, as a lazy chunk does when the network is down.
function offlineChecks() {
  const network = { offline: true, asked: 0 };
  const checks: FlowDeps['checks'] = () => {
    network.asked += 1;
    return network.offline
      ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
      : Promise.resolve(formChecks);
  };
  return { network, checks };
}

function loginWithCredentials() {
  const h = createHarness();
  const { network, checks } = offlineChecks();
  h.api.answer('loginCheck', fakeSuccess('loginCheck', { status: 'Success' }));
  const flow = createLoginFlow({ ...h.deps, checks }, { type: 'customer' });
  flow.getState().setField('username', 'jdoe');
  flow.getState().setField('password', 'Secret#123');
  flow.getState().resolveCaptcha('captcha-token');
  return { ...h, flow, network };
}

describe('form checks from deps.checks', () => {
  it('reports checks that cannot be had like a network failure and sends nothing', async () => {
    const { flow, api, toasts } = loginWithCredentials();
    await flow.getState().signIn();
    expect(api.calls).toEqual([]);
    expect(flow.getState()).toMatchObject({ step: 'credentials', status: 'idle', busy: false });
    expect(flow.getState().error).toEqual({
      code: 'network',
      message: expect.stringMatching(/could not load what it needs/),
      toasted: true,
    });
    expect(toasts()).toEqual([
      expect.objectContaining({ severity: 'error', detail: flow.getState().error?.message }),
    ]);
    expect(flow.getState().values.username).toBe('jdoe');
  });

  it('treats a loader that throws like one that rejects', async () => {
    const h = createHarness();
    const checks = () => {
      throw new Error('not built');
    };
    const flow = createLoginFlow({ ...h.deps, checks }, { type: 'customer' });
    flow.getState().setField('username', 'jdoe');
    flow.getState().setField('password', 'Secret#123');
    flow.getState().resolveCaptcha('captcha-token');
    await flow.getState().signIn();
    expect(flow.getState().error?.code).toBe('network');
    expect(h.api.calls).toEqual([]);
  });

  it("checks the dealer forms' first step with them too (the ID number's check is among them)", async () => {
    const h = createHarness();
    const { checks } = offlineChecks();
    const dealer = createRegisterDealerFlow({ ...h.deps, checks });
    const group = createRegisterDealerGroupFlow({ ...h.deps, checks });
    // Everything filled in, the ID number wrong.
    const company = {
      companyName: 'Acme Motors',
      cipcName: 'Acme Motors Pty Ltd',
      companyRegNo: '2001/123456/7',
      dealerGroupId: 'DG001',
      companyDirectorName: 'Sipho',
      companyDirectorSurname: 'Dlamini',
      idNumber: '123',
      email: 'sipho@acme.co.za',
      mobileNo: '0821234567',
    };
    for (const [name, value] of Object.entries(company)) {
      dealer.getState().setField(name as 'companyName', value);
      group.getState().setField(name as 'companyDirectorName', value);
    }
    dealer.getState().resolveCaptcha('captcha-token');
    group.getState().resolveCaptcha('captcha-token');
    await dealer.getState().submitCompanyDetails();
    await group.getState().submitCompanyDetails();
    for (const flow of [dealer, group]) {
      expect(flow.getState()).toMatchObject({
        step: 'company',
        status: 'idle',
        validationMessage: undefined,
      });
      expect(flow.getState().error?.code).toBe('network');
      expect(flow.getState().values.idNumber).toBe('123');
    }
  });

  it('asks again on the next submit and goes on once they come', async () => {
    const { flow, api, network } = loginWithCredentials();
    await flow.getState().signIn();
    expect(api.calls).toEqual([]);
    network.offline = false;
    await flow.getState().signIn();
    expect(network.asked).toBe(2);
    expect(api.calls.map((call) => call.name)).toEqual(['loginCheck']);
    expect(flow.getState().step).toBe('channel');
  });

  it("sends in the submit's own task when the checks are there at once", async () => {
    const h = createHarness();
    h.api.answer('loginCheck', fakeSuccess('loginCheck', { status: 'Success' }));
    const flow = createLoginFlow({ ...h.deps, checks: () => formChecks }, { type: 'customer' });
    flow.getState().setField('username', 'jdoe');
    flow.getState().setField('password', 'Secret#123');
    flow.getState().resolveCaptcha('captcha-token');
    const submitted = flow.getState().signIn();
    // No await yet: the call has left synchronously.
    expect(h.api.calls.map((call) => call.name)).toEqual(['loginCheck']);
    await submitted;
  });
});
