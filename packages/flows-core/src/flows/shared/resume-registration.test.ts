import { describe, expect, it } from 'vitest';
import { fakeSuccess } from '../../testing/fake-user-service-client.ts';
import { createHarness } from '../../testing/flow-harness.ts';
import { createRegisterCustomerFlow } from '../register-customer/create-register-customer-flow.ts';
import { createRegisterDealerFlow } from '../register-dealer/create-register-dealer-flow.ts';

const handle = 'cmVnaXN0cmF0aW9uLWhhbmRsZQ';

const resumed = fakeSuccess('resumeFlow', {
  status: 'Success',
  payload: { flow: 'registration', step: 2, channel: 'mobile', resendAvailableInSeconds: 42 },
});

describe('resuming a registration', () => {
  it("comes back to the dealer's code step (step 3) and checks the code with the handle alone", async () => {
    const h = createHarness();
    h.storage.setItem('forecourt.register.dealer.handle', handle);
    h.api.answer('resumeFlow', resumed);
    const flow = createRegisterDealerFlow(h.deps);
    await flow.getState().resume();
    expect(flow.getState()).toMatchObject({
      step: 3,
      status: 'awaitingCode',
      resendRemaining: 42,
      values: { idNumber: '', password: '' },
    });
    await flow.getState().enterOtp('445566');
    expect(h.api.calls.at(-1)).toEqual({
      name: 'validateRegistrationOtp',
      request: { flowHandle: handle, otp: '445566', preferredComm: 'mobile', role: 'dealer' },
    });
  });

  it("comes back to the customer's code step (step 2)", async () => {
    const h = createHarness();
    h.storage.setItem('forecourt.register.customer.handle', handle);
    h.api.answer('resumeFlow', resumed);
    const flow = createRegisterCustomerFlow(h.deps);
    await flow.getState().resume();
    expect(flow.getState()).toMatchObject({ step: 2, status: 'awaitingCode' });
  });
});
