import { describe, expect, it, vi } from 'vitest';
import { fakeSuccess } from '../../testing/fake-user-service-client.ts';
import { createHarness } from '../../testing/flow-harness.ts';
import { createLoginFlow } from '../login/create-login-flow.ts';
import { createRegisterDealerFlow } from '../register-dealer/create-register-dealer-flow.ts';
import { createRegisterDealerGroupFlow } from '../register-dealer-group/create-register-dealer-group-flow.ts';
import { loadChecks, loadedChecks } from './load-checks.ts';

// The form checks are a chunk of their own; here it fails to load until `offline` is cleared.
const network = vi.hoisted(() => ({ offline: true }));
vi.mock('./checks.ts', async (importOriginal) => {
  if (network.offline) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

function loginWithCredentials() {
  const h = createHarness();
  h.api.answer('loginCheck', fakeSuccess('loginCheck', { status: 'Success' }));
  const flow = createLoginFlow(h.deps, { type: 'customer' });
  flow.getState().setField('username', 'jdoe');
  flow.getState().setField('password', 'Secret#123');
  flow.getState().resolveCaptcha('captcha-token');
  return { ...h, flow };
}

describe('form checks loaded on first submit', () => {
  it('reports checks that cannot be loaded like a network failure and sends nothing', async () => {
    const { flow, api, toasts } = loginWithCredentials();
    await flow.getState().signIn();
    expect(api.calls).toEqual([]);
    expect(flow.getState()).toMatchObject({ step: 'credentials', status: 'idle', busy: false });
    expect(flow.getState().error).toEqual({
      code: 'network',
      message: expect.stringMatching(/could not load what it needs/),
    });
    expect(toasts()).toEqual([
      expect.objectContaining({ severity: 'error', detail: flow.getState().error?.message }),
    ]);
    expect(flow.getState().values.username).toBe('jdoe');
    expect(loadedChecks()).toBeUndefined();
  });

  it("checks the dealer forms' first step with them too (the ID number's check is in their chunk)", async () => {
    const h = createHarness();
    const dealer = createRegisterDealerFlow(h.deps);
    const group = createRegisterDealerGroupFlow(h.deps);
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

  it('tries again on the next submit and goes on once they load', async () => {
    const { flow, api } = loginWithCredentials();
    await flow.getState().signIn();
    expect(api.calls).toEqual([]);
    network.offline = false;
    await flow.getState().signIn();
    expect(api.calls.map((call) => call.name)).toEqual(['loginCheck']);
    expect(flow.getState().step).toBe('channel');
    expect(loadedChecks()).toBe(await loadChecks());
  });
});
