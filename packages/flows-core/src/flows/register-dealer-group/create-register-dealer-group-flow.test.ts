import { describe, expect, it } from 'vitest';
import { fakeRejection, fakeSuccess } from '../../testing/fake-user-service-client.ts';
import { codeSentReply, createHarness, validIdNumber } from '../../testing/flow-harness.ts';
import type { DealerGroupRegistrationValues } from './create-register-dealer-group-flow.ts';
import {
  canSubmitDealerGroup,
  createRegisterDealerGroupFlow,
} from './create-register-dealer-group-flow.ts';

const taken = 'Username is already taken. Please provide a different username.';

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
    reply: {
      status: 'Success',
      message: 'Dealer group registered. An administrator will activate it.',
    },
    message: 'Dealer group registered. An administrator will activate it.',
    httpStatus: 200,
  });
  const flow = createRegisterDealerGroupFlow(h.deps);
  const set = (values: Partial<DealerGroupRegistrationValues>) => {
    for (const [name, value] of Object.entries(values)) {
      flow.getState().setField(name as keyof DealerGroupRegistrationValues, value);
    }
  };
  const toStep1 = async () => {
    set({
      dealerGroupId: 'G1',
      companyDirectorName: 'Naledi',
      companyDirectorSurname: 'Khumalo',
      idNumber: validIdNumber,
      email: 'naledi@example.com',
      mobileNo: '0831234567',
    });
    flow.getState().resolveCaptcha('token');
    await flow.getState().submitCredentials();
  };
  const toCodeStep = async () => {
    await toStep1();
    set({
      username: 'naledi',
      password: 'Secret#123',
      verifyPassword: 'Secret#123',
      termsConditions: 'Yes',
    });
    flow.getState().chooseChannel('mobile');
    await flow.getState().submitDetails();
  };
  return { ...h, flow, set, toStep1, toCodeStep };
}

describe('dealer-group registration flow', () => {
  it('loads the dealer groups for the autocomplete', async () => {
    const { flow } = setup();
    await flow.getState().loadDealerGroups();
    expect(flow.getState().dealerGroups).toEqual([
      { mqDealerGroupId: 'G1', dealerGroupName: 'Highveld Motor Group' },
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
    expect(canSubmitDealerGroup(flow.getState())).toBe(false);
    set({ dealerGroupId: 'G1' });
    expect(canSubmitDealerGroup(flow.getState())).toBe(true);
  });

  it('shows field errors on step 0 for an invalid ID and mobile', async () => {
    const { flow, toStep1, set } = setup();
    set({ mobileNo: '123' });
    await toStep1();
    set({ idNumber: '9001015800089', mobileNo: '123' });
    flow.getState().back();
    await flow.getState().submitCredentials();
    expect(flow.getState().fieldErrors).toMatchObject({
      idNumber: 'Invalid ID Number: not a valid RSA ID number.',
    });
    expect(flow.getState().fieldErrors.mobileNo).toBeTruthy();
    expect(flow.getState().validationMessage).toBe('Invalid ID Number: not a valid RSA ID number.');
  });

  it('sends the dealer-group registration and goes to step 3', async () => {
    const { flow, toCodeStep, api } = setup();
    await toCodeStep();
    expect(api.calls[0]).toMatchObject({
      name: 'registerDealerGroup',
      request: { dealerGroupId: 'G1', role: 'dealergroup', preferredComm: 'mobile' },
    });
    expect(flow.getState()).toMatchObject({ step: 3, status: 'awaitingCode' });
  });

  it('sends a mobile number typed as 083 123 4567 in the 10-digit form', async () => {
    const { flow, toStep1, set, api } = setup();
    await toStep1();
    flow.getState().back();
    set({ mobileNo: '083 123 4567' });
    await flow.getState().submitCredentials();
    expect(flow.getState().step).toBe(1);
    set({
      username: 'naledi',
      password: 'Secret#123',
      verifyPassword: 'Secret#123',
      termsConditions: 'Yes',
    });
    flow.getState().chooseChannel('mobile');
    await flow.getState().submitDetails();
    expect(flow.getState().step).toBe(3);
    expect(api.calls[0]?.request).toMatchObject({ mobileNo: '0831234567' });
  });

  it('goes to step 2 when the username is taken', async () => {
    const { flow, toCodeStep, api } = setup();
    api.answer('registerDealerGroup', fakeRejection(taken));
    await toCodeStep();
    expect(flow.getState().step).toBe(2);
  });

  it('returns to step 0 on any other failure', async () => {
    const { flow, toCodeStep, api } = setup();
    api.answer('registerDealerGroup', fakeRejection('Dealer group already has an administrator'));
    await toCodeStep();
    expect(flow.getState()).toMatchObject({
      step: 0,
      values: { dealerGroupId: 'G1', username: 'naledi' },
      error: { kind: 'rejected', message: 'Dealer group already has an administrator' },
      validationMessage: undefined,
    });
  });

  it('shows the server message and resets to an empty step 0 after the code is accepted', async () => {
    const { flow, toCodeStep, api, redirects, toasts } = setup();
    await flow.getState().loadDealerGroups();
    await toCodeStep();
    await flow.getState().enterOtp('222222');
    expect(api.calls.at(-1)?.request).toMatchObject({ role: 'dealergroup' });
    expect(toasts().at(-1)).toEqual({
      severity: 'success',
      summary: 'Success',
      detail: 'Dealer group registered. An administrator will activate it.',
    });
    expect(flow.getState()).toMatchObject({
      step: 0,
      status: 'idle',
      values: { dealerGroupId: '', username: '' },
      resendAvailableAt: undefined,
    });
    expect(flow.getState().dealerGroups).toHaveLength(1);
    expect(redirects).toEqual([]);
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
  it('does not register with invalid credentials, and ignores the username step before it is reached', async () => {
    const { flow, toStep1, set, api } = setup();
    await toStep1();
    set({
      username: 'x y!',
      password: 'Secret#123',
      verifyPassword: 'Secret#123',
      termsConditions: 'Yes',
    });
    flow.getState().chooseChannel('email');
    await flow.getState().submitDetails();
    expect(flow.getState().fieldErrors.username).toBeTruthy();
    await flow.getState().submitUsername();
    expect(api.calls).toEqual([]);
  });

  it('registers again with a new username from step 2', async () => {
    const { flow, toCodeStep, api, set } = setup();
    api.answer(
      'registerDealerGroup',
      fakeRejection('Username is already taken. Please provide a different username.'),
    );
    await toCodeStep();
    api.answer('registerDealerGroup', (request) => codeSentReply(request.preferredComm));
    set({ username: 'naledi2' });
    await flow.getState().submitUsername();
    expect(flow.getState().step).toBe(3);
  });

  it('keeps the list empty when loading dealer groups fails, and shows no server message when there is none', async () => {
    const { flow, api, toCodeStep, toasts } = setup();
    api.answer('allDealerGroups', fakeRejection('down'));
    await flow.getState().loadDealerGroups();
    expect(flow.getState().dealerGroups).toEqual([]);
    api.answer(
      'validateRegistrationOtp',
      fakeSuccess('validateRegistrationOtp', { status: 'Success' }),
    );
    await toCodeStep();
    const before = toasts().length;
    await flow.getState().enterOtp('222222');
    expect(toasts()).toHaveLength(before);
    expect(flow.getState().step).toBe(0);
  });
});
