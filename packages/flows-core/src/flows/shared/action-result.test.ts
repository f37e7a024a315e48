import { describe, expect, it } from 'vitest';
import { createHarness } from '../../testing/flow-harness.ts';
import { createForgotPasswordFlow } from '../forgot-password/create-forgot-password-flow.ts';
import { createLoginFlow } from '../login/create-login-flow.ts';
import { createRegisterCustomerFlow } from '../register-customer/create-register-customer-flow.ts';
import { createRegisterDealerGroupFlow } from '../register-dealer-group/create-register-dealer-group-flow.ts';

// Sign-in's ignored actions, each reason, are in create-login-flow.test.ts.
describe('an ignored action says why', () => {
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

  it("answers 'wrong_step' to a passkey action where the flow has none to take", async () => {
    const h = createHarness();
    const flow = createLoginFlow(h.deps, { type: 'dealer' });
    // No deps.passkeys: the app gave the flow no browser ceremonies.
    expect(await flow.getState().signInWithPasskey()).toEqual({ ignored: 'wrong_step' });
    expect(await flow.getState().createPasskey()).toEqual({ ignored: 'wrong_step' });
    expect(flow.getState().declinePasskey()).toEqual({ ignored: 'wrong_step' });
    expect(h.api.calls).toEqual([]);
  });
});
