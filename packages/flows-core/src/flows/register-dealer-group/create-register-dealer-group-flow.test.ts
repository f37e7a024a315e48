import { describe, expect, it } from 'vitest';
import { fakeFailure, fakeSuccess } from '../../testing/fake-user-service-client.ts';
import {
  codeSentReply,
  createHarness,
  testGrant,
  validIdNumber,
} from '../../testing/flow-harness.ts';
import {
  createRegisterDealerGroupFlow,
  type DealerGroupRegistrationValues,
  dealerGroupRegistrationSteps,
} from './create-register-dealer-group-flow.ts';

const taken = 'Username is already taken. Please provide a different username.';
const registered = 'Dealer group registered. An administrator will activate it.';

function setup() {
  const h = createHarness();
  h.api.answer(
    'allDealerGroups',
    fakeSuccess('allDealerGroups', {
      status: 'Success',
      payload: {
        dealerGroups: [{ mqDealerGroupId: 'G1', dealerGroupName: 'Highveld Motor Group' }],
      },
    }),
  );
  h.api.answer('registerDealerGroup', (request) => codeSentReply(request.preferredComm));
  h.api.answer('validateRegistrationOtp', {
    ok: true,
    reply: { status: 'Success', message: registered },
    message: registered,
    httpStatus: 200,
  });
  const flow = createRegisterDealerGroupFlow(h.deps);
  const set = (values: Partial<DealerGroupRegistrationValues>) => {
    for (const [name, value] of Object.entries(values)) {
      flow.getState().setField(name as keyof DealerGroupRegistrationValues, value);
    }
  };
  const fillCompany = () => {
    set({
      dealerGroupId: 'G1',
      companyDirectorName: 'Naledi',
      companyDirectorSurname: 'Khumalo',
      idNumber: validIdNumber,
      email: 'naledi@example.com',
      mobileNo: '0831234567',
    });
    flow.getState().resolveCaptcha('token');
  };
  const toAccountStep = async () => {
    fillCompany();
    await flow.getState().submitCompanyDetails();
  };
  const fillAccount = (changes: Partial<DealerGroupRegistrationValues> = {}) =>
    set({
      username: 'naledi',
      password: 'Secret#123',
      verifyPassword: 'Secret#123',
      termsConditions: 'Yes',
      preferredComm: 'mobile',
      ...changes,
    });
  const toCodeStep = async () => {
    await toAccountStep();
    fillAccount();
    await flow.getState().submitAccount();
  };
  return { ...h, flow, set, fillCompany, toAccountStep, fillAccount, toCodeStep };
}

describe('dealer-group registration flow', () => {
  it('follows the company steps, starting at the company', () => {
    const { flow } = setup();
    expect(flow.getState()).toMatchObject({
      step: 'company',
      graph: dealerGroupRegistrationSteps,
      dealerGroups: [],
    });
  });

  it('loads the dealer groups for the autocomplete', async () => {
    const { flow, api } = setup();
    await flow.getState().loadDealerGroups();
    expect(api.calls).toEqual([{ name: 'allDealerGroups', request: {} }]);
    expect(flow.getState().dealerGroups).toEqual([
      { mqDealerGroupId: 'G1', dealerGroupName: 'Highveld Motor Group' },
    ]);
  });

  it('keeps the reply of the last load when two loads overlap', async () => {
    const { flow, api } = setup();
    let call = 0;
    api.answer('allDealerGroups', () => {
      call += 1;
      const dealerGroups = [{ mqDealerGroupId: `G${call}`, dealerGroupName: `Group ${call}` }];
      return fakeSuccess('allDealerGroups', { status: 'Success', payload: { dealerGroups } });
    });
    await Promise.all([flow.getState().loadDealerGroups(), flow.getState().loadDealerGroups()]);
    expect(flow.getState().dealerGroups).toEqual([
      { mqDealerGroupId: 'G2', dealerGroupName: 'Group 2' },
    ]);
  });

  it('keeps Register disabled until director fields, ID, mobile, dealer group, email and captcha are given', () => {
    const { flow, set } = setup();
    set({
      companyDirectorName: 'Naledi',
      companyDirectorSurname: 'Khumalo',
      idNumber: validIdNumber,
      mobileNo: '0831234567',
      email: 'n@example.com',
    });
    flow.getState().resolveCaptcha('token');
    expect(flow.getState().canSubmit).toBe(false);
    set({ dealerGroupId: 'G1' });
    expect(flow.getState().canSubmit).toBe(true);
  });

  it('makes no check and no call while Register is disabled', async () => {
    const { flow, api } = setup();
    await flow.getState().submitCompanyDetails();
    expect(flow.getState()).toMatchObject({ step: 'company', fieldErrors: {} });
    expect(api.calls).toEqual([]);
  });

  it('shows field errors on the company step for an invalid ID and mobile', async () => {
    const { flow, fillCompany, set } = setup();
    fillCompany();
    set({ idNumber: '9001015800089', mobileNo: '123' });
    await flow.getState().submitCompanyDetails();
    expect(flow.getState().step).toBe('company');
    expect(flow.getState().fieldErrors).toMatchObject({
      idNumber: 'Invalid ID Number: not a valid RSA ID number.',
    });
    expect(flow.getState().fieldErrors.mobileNo).toBeTruthy();
    expect(flow.getState().validationMessage).toBe('Invalid ID Number: not a valid RSA ID number.');
  });

  it('sends the dealer-group registration and goes to the code step', async () => {
    const { flow, toCodeStep, api } = setup();
    await toCodeStep();
    expect(api.calls[0]).toMatchObject({
      name: 'registerDealerGroup',
      request: {
        dealerGroupId: 'G1',
        role: 'dealergroup',
        preferredComm: 'mobile',
        captchaResponse: 'token',
      },
    });
    expect(api.calls[0]?.request).not.toHaveProperty('otp');
    expect(flow.getState()).toMatchObject({
      step: 'code',
      codeState: 'waiting',
      flowHandle: testGrant,
    });
  });

  it('sends a mobile number typed as 083 123 4567 in the 10-digit form', async () => {
    const { flow, toAccountStep, fillAccount, set, api } = setup();
    await toAccountStep();
    flow.getState().back();
    // Back to the first step shows a new captcha: it is resolved again (GUIDE-15).
    set({ mobileNo: '083 123 4567', captchaResponse: 'token' });
    await flow.getState().submitCompanyDetails();
    expect(flow.getState().step).toBe('account');
    fillAccount();
    await flow.getState().submitAccount();
    expect(flow.getState().step).toBe('code');
    expect(api.calls[0]?.request).toMatchObject({ mobileNo: '0831234567' });
  });

  it('goes to the username step when the username is taken', async () => {
    const { flow, toCodeStep, api } = setup();
    api.answer('registerDealerGroup', fakeFailure('username_taken', taken));
    await toCodeStep();
    expect(flow.getState()).toMatchObject({
      step: 'username',
      error: { code: 'username_taken', message: taken },
    });
  });

  it('returns to the company step on any other failure, keeping what was typed', async () => {
    const { flow, toCodeStep, api } = setup();
    api.answer(
      'registerDealerGroup',
      fakeFailure('id_registered', 'Dealer group already has an administrator'),
    );
    await toCodeStep();
    expect(flow.getState()).toMatchObject({
      step: 'company',
      values: { dealerGroupId: 'G1', username: 'naledi' },
      error: { code: 'id_registered', message: 'Dealer group already has an administrator' },
      validationMessage: undefined,
    });
  });

  it('shows the server message and resets to an empty company step after the code is accepted', async () => {
    const { flow, toCodeStep, api, redirects, toasts, storage } = setup();
    await flow.getState().loadDealerGroups();
    await toCodeStep();
    await flow.getState().enterCode('222222');
    expect(api.calls.at(-1)).toEqual({
      name: 'validateRegistrationOtp',
      request: {
        idNumber: validIdNumber,
        flowHandle: testGrant,
        otp: '222222',
        preferredComm: 'mobile',
        role: 'dealergroup',
      },
    });
    expect(toasts().at(-1)).toEqual({
      severity: 'success',
      summary: 'Success',
      detail: registered,
    });
    expect(flow.getState()).toMatchObject({
      step: 'company',
      status: 'idle',
      codeState: undefined,
      flowHandle: undefined,
      values: { dealerGroupId: '', username: '' },
      resendAvailableAt: undefined,
      resendInSeconds: 0,
    });
    expect(storage.getItem('forecourt.register.dealer-group.handle')).toBeNull();
    expect(flow.getState().dealerGroups).toHaveLength(1);
    expect(redirects).toEqual([]);
  });

  // REG-GROUP-8: the page keeps the message after its toast has gone.
  it("keeps the server's message over the empty company step until the next registration passes that step", async () => {
    const { flow, toCodeStep, fillCompany } = setup();
    expect(flow.getState().completedMessage).toBeUndefined();
    await toCodeStep();
    await flow.getState().enterCode('222222');
    expect(flow.getState()).toMatchObject({ step: 'company', completedMessage: registered });
    fillCompany();
    expect(flow.getState().completedMessage).toBe(registered);
    await flow.getState().submitCompanyDetails();
    expect(flow.getState()).toMatchObject({ step: 'account', completedMessage: undefined });
  });

  it('forgets the completed message when the flow starts over', async () => {
    const { flow, toCodeStep } = setup();
    await toCodeStep();
    await flow.getState().enterCode('222222');
    flow.getState().reset();
    expect(flow.getState().completedMessage).toBeUndefined();
  });

  it('reads the message from the payload when the reply has none at the top', async () => {
    const { flow, toCodeStep, api, toasts } = setup();
    api.answer(
      'validateRegistrationOtp',
      fakeSuccess('validateRegistrationOtp', {
        status: 'Success',
        payload: { message: 'Awaiting activation.' },
      }),
    );
    await toCodeStep();
    await flow.getState().enterCode('222222');
    expect(toasts().at(-1)?.detail).toBe('Awaiting activation.');
  });

  it('drops a dealer-group list that arrives after dispose()', async () => {
    const { flow } = setup();
    const loading = flow.getState().loadDealerGroups();
    flow.getState().dispose();
    await loading;
    expect(flow.getState().dealerGroups).toEqual([]);
    await flow.getState().loadDealerGroups();
    expect(flow.getState().dealerGroups).toEqual([]);
  });
});

describe('dealer-group registration flow, edges', () => {
  it('does not register with invalid credentials, and ignores submitAccount before the account step', async () => {
    const { flow, fillCompany, toAccountStep, fillAccount, api } = setup();
    fillCompany();
    await flow.getState().submitAccount();
    expect(flow.getState().step).toBe('company');
    await toAccountStep();
    fillAccount({ username: 'x y!', preferredComm: 'email' });
    await flow.getState().submitAccount();
    expect(flow.getState().fieldErrors.username).toBeTruthy();
    expect(flow.getState().step).toBe('account');
    expect(api.calls).toEqual([]);
  });

  it('registers again with a new username from the username step', async () => {
    const { flow, toCodeStep, api, set } = setup();
    api.answer('registerDealerGroup', fakeFailure('username_taken', taken));
    await toCodeStep();
    api.answer('registerDealerGroup', (request) => codeSentReply(request.preferredComm));
    set({ username: 'naledi2' });
    await flow.getState().submitAccount();
    expect(flow.getState().step).toBe('code');
    expect(api.calls.at(-1)?.request).toMatchObject({ username: 'naledi2' });
  });

  it('keeps the list empty when loading dealer groups fails, and shows no server message when there is none', async () => {
    const { flow, api, toCodeStep, toasts } = setup();
    api.answer('allDealerGroups', fakeFailure('server_error', 'down'));
    await flow.getState().loadDealerGroups();
    expect(flow.getState().dealerGroups).toEqual([]);
    api.answer(
      'validateRegistrationOtp',
      fakeSuccess('validateRegistrationOtp', { status: 'Success' }),
    );
    await toCodeStep();
    const before = toasts().length;
    await flow.getState().enterCode('222222');
    expect(toasts()).toHaveLength(before);
    expect(flow.getState().step).toBe('company');
  });
});
