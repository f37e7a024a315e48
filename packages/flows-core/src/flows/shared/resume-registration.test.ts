import { describe, expect, it } from 'vitest';
import { fakeSuccess } from '../../testing/fake-user-service-client.ts';
import { createHarness } from '../../testing/flow-harness.ts';
import { createRegisterCustomerFlow } from '../register-customer/create-register-customer-flow.ts';
import { createRegisterDealerFlow } from '../register-dealer/create-register-dealer-flow.ts';
import { createRegisterDealerGroupFlow } from '../register-dealer-group/create-register-dealer-group-flow.ts';

const handle = 'cmVnaXN0cmF0aW9uLWhhbmRsZQ';

const resumed = (step: 'channel' | 'code' = 'code') =>
  fakeSuccess('resumeFlow', {
    status: 'Success',
    payload: {
      flow: 'registration',
      step,
      channel: 'mobile',
      destinations: { mobile: '08*****567' },
      resendAvailableInSeconds: 42,
      expiresInSeconds: 120,
    },
  });

describe('resuming a registration', () => {
  it("comes back to the dealer's code step and checks the code with the grant alone", async () => {
    const h = createHarness();
    h.storage.setItem('forecourt.register.dealer.handle', handle);
    h.api.answer('resumeFlow', resumed());
    const flow = createRegisterDealerFlow(h.deps);
    await flow.getState().resume();
    expect(h.api.calls).toEqual([
      { name: 'resumeFlow', request: { flowHandle: handle, role: 'dealer' } },
    ]);
    expect(flow.getState()).toMatchObject({
      step: 'code',
      codeState: 'waiting',
      destination: '08*****567',
      resendInSeconds: 42,
      expiresInSeconds: 120,
      values: { idNumber: '', password: '', preferredComm: 'mobile' },
    });
    await flow.getState().enterCode('445566');
    expect(h.api.calls.at(-1)).toEqual({
      name: 'validateRegistrationOtp',
      request: { flowHandle: handle, otp: '445566', preferredComm: 'mobile', role: 'dealer' },
    });
  });

  it("comes back to the customer's code step, and to the dealer group's", async () => {
    const customer = createHarness();
    customer.storage.setItem('forecourt.register.customer.handle', handle);
    customer.api.answer('resumeFlow', resumed());
    const flow = createRegisterCustomerFlow(customer.deps);
    await flow.getState().resume();
    expect(flow.getState()).toMatchObject({ step: 'code', codeState: 'waiting' });

    const group = createHarness();
    group.storage.setItem('forecourt.register.dealer-group.handle', handle);
    group.api.answer('resumeFlow', resumed());
    const groupFlow = createRegisterDealerGroupFlow(group.deps);
    await groupFlow.getState().resume();
    expect(groupFlow.getState()).toMatchObject({ step: 'code', codeState: 'waiting' });
    expect(group.api.calls.at(-1)?.request).toEqual({ flowHandle: handle, role: 'dealergroup' });
  });

  it('has no channel step: a grant the service places there is forgotten', async () => {
    const h = createHarness();
    h.storage.setItem('forecourt.register.customer.handle', handle);
    h.api.answer('resumeFlow', resumed('channel'));
    const flow = createRegisterCustomerFlow(h.deps);
    await flow.getState().resume();
    expect(flow.getState().step).toBe('lookup');
    expect(h.storage.getItem('forecourt.register.customer.handle')).toBeNull();
  });
});
