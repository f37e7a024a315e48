import { describe, expect, it } from 'vitest';
import { fakeRejection, fakeSuccess } from '../../testing/fake-user-service-client.ts';
import {
  codeSentReply,
  createHarness,
  sessionFor,
  validIdNumber,
} from '../../testing/flow-harness.ts';
import type { DealerRegistrationValues } from './create-register-dealer-flow.ts';
import { createRegisterDealerFlow } from './create-register-dealer-flow.ts';

const taken = 'Username is already taken. Please provide a different username.';

function setup() {
  const h = createHarness();
  h.api.answer('registerUser', (request) => codeSentReply(request.preferredComm));
  h.api.answer(
    'validateRegistrationOtp',
    fakeSuccess('validateRegistrationOtp', { status: 'Success' }, sessionFor('d-1', 'dealer')),
  );
  const flow = createRegisterDealerFlow(h.deps);
  const set = (values: Partial<DealerRegistrationValues>) => {
    for (const [name, value] of Object.entries(values)) {
      flow.getState().setField(name as keyof DealerRegistrationValues, value);
    }
  };
  const fillStep0 = () =>
    set({
      companyName: 'Acme Motors',
      cipcName: 'Acme Motors Pty Ltd',
      companyRegNo: '2001/123456/7',
      companyDirectorName: 'Sipho',
      companyDirectorSurname: 'Dlamini',
      idNumber: validIdNumber,
      email: 'sipho@acme.co.za',
      mobileNo: '0821234567',
      captchaResponse: 'token',
    });
  const toStep1 = async () => {
    fillStep0();
    await flow.getState().submitCredentials();
  };
  const fillStep1 = () => {
    set({
      username: 'sipho',
      password: 'Secret#123',
      verifyPassword: 'Secret#123',
      termsConditions: 'Yes',
    });
    flow.getState().chooseChannel('email');
  };
  /** Step 0 complete but for `changes`, then 'Register'. */
  const submitStep0With = async (changes: Partial<DealerRegistrationValues>) => {
    fillStep0();
    set(changes);
    await flow.getState().submitCredentials();
  };
  const toCodeStep = async () => {
    await toStep1();
    fillStep1();
    await flow.getState().submitDetails();
  };
  return { ...h, flow, set, toStep1, fillStep1, submitStep0With, toCodeStep };
}

describe('dealer registration flow', () => {
  it("checks the ID first: 'Invalid ID Number: ID must be 13 digits long.'", async () => {
    const { flow, submitStep0With } = setup();
    await submitStep0With({ idNumber: '123' });
    expect(flow.getState()).toMatchObject({
      step: 0,
      validationMessage: 'Invalid ID Number: ID must be 13 digits long.',
      error: undefined,
    });
  });

  it("checks the e-mail next: 'Invalid Email Address.'", async () => {
    const { flow, submitStep0With } = setup();
    await submitStep0With({ email: 'not-an-email' });
    expect(flow.getState().validationMessage).toBe('Invalid Email Address.');
  });

  it("checks the mobile next: 'Invalid Mobile Number.'", async () => {
    const { flow, submitStep0With } = setup();
    await submitStep0With({ mobileNo: '12345' });
    expect(flow.getState().validationMessage).toBe('Invalid Mobile Number.');
  });

  it("names the first missing field: 'Please provide Dealership Trading Name.'", async () => {
    const { flow, submitStep0With } = setup();
    await submitStep0With({ companyName: '' });
    expect(flow.getState().validationMessage).toBe('Please provide Dealership Trading Name.');
  });

  it("asks for the captcha last: 'Please complete the Captcha verification.'", async () => {
    const { flow, submitStep0With } = setup();
    await submitStep0With({ captchaResponse: '' });
    expect(flow.getState().validationMessage).toBe('Please complete the Captcha verification.');
  });

  it('reports a too-long registration number before leaving step 0', async () => {
    const { flow, submitStep0With } = setup();
    await submitStep0With({ companyRegNo: '2001/123456/07' });
    expect(flow.getState()).toMatchObject({
      step: 0,
      fieldErrors: { companyRegNo: 'Must be at most 13 characters.' },
      validationMessage: 'Must be at most 13 characters.',
    });
  });

  it('accepts a mobile number typed as 27821234567 on step 0 and sends it as 0821234567', async () => {
    const { flow, submitStep0With, fillStep1, api } = setup();
    await submitStep0With({ mobileNo: '27821234567' });
    expect(flow.getState()).toMatchObject({ step: 1, validationMessage: undefined });
    fillStep1();
    await flow.getState().submitDetails();
    expect(api.calls[0]?.request).toMatchObject({ mobileNo: '0821234567' });
  });

  it('moves to step 1 when step 0 is complete, without calling the service', async () => {
    const { flow, toStep1, api } = setup();
    await toStep1();
    expect(flow.getState()).toMatchObject({
      step: 1,
      error: undefined,
      validationMessage: undefined,
    });
    expect(api.calls).toEqual([]);
  });

  it('sends the dealer registration with terms Yes and an empty dealer code, then goes to step 3 with the countdown', async () => {
    const { flow, toCodeStep, api } = setup();
    await toCodeStep();
    expect(flow.getState().fieldErrors).toEqual({});
    expect(api.calls[0]?.request).toEqual({
      role: 'dealer',
      companyName: 'Acme Motors',
      cipcName: 'Acme Motors Pty Ltd',
      companyRegNo: '2001/123456/7',
      companyDirectorName: 'Sipho',
      companyDirectorSurname: 'Dlamini',
      idNumber: validIdNumber,
      email: 'sipho@acme.co.za',
      mobileNo: '0821234567',
      username: 'sipho',
      password: 'Secret#123',
      verifyPassword: 'Secret#123',
      preferredComm: 'email',
      termsConditions: 'Yes',
      sbsaDealerCode: '',
      captchaResponse: 'token',
    });
    expect(flow.getState()).toMatchObject({
      step: 3,
      status: 'awaitingCode',
      resendRemaining: 180,
    });
  });

  it('goes to step 2 on a taken username and on to step 3 with a new one, sent with the grant the refusal gave', async () => {
    const { flow, toCodeStep, api } = setup();
    const registrationHandle = 'Gr4nt-for-this-ID-no01';
    api.answer(
      'registerUser',
      fakeRejection(taken, {
        httpStatus: 409,
        body: { status: 'Failure', message: taken, payload: { registrationHandle } },
      }),
    );
    await toCodeStep();
    expect(flow.getState().step).toBe(2);
    expect(api.calls.at(-1)?.request).not.toHaveProperty('registrationHandle');
    api.answer('registerUser', (request) => codeSentReply(request.preferredComm));
    flow.getState().setField('username', 'sipho2');
    await flow.getState().submitUsername();
    expect(flow.getState().step).toBe(3);
    expect(api.calls.at(-1)?.request).toMatchObject({ username: 'sipho2', registrationHandle });
  });

  it('welcomes the dealer and redirects after the code is accepted', async () => {
    const { flow, toCodeStep, redirects, toasts } = setup();
    await toCodeStep();
    await flow.getState().enterOtp('111111');
    expect(redirects).toEqual(['http://localhost:4201/home/d-1']);
    expect(toasts().at(-1)?.detail).toBe('Welcome to MQF DEALER Portal');
  });

  it('shows field errors when step 1 is invalid', async () => {
    const { flow, toStep1, fillStep1, set, api } = setup();
    await toStep1();
    fillStep1();
    set({ username: 'bad name!' });
    await flow.getState().submitDetails();
    const message = flow.getState().fieldErrors.username;
    expect(message).toBeTruthy();
    expect(flow.getState().validationMessage).toBe(message);
    expect(api.calls).toEqual([]);
  });

  it('keeps a failed call out of validationMessage and clears it once the check passes', async () => {
    const { flow, toStep1, fillStep1, set, api } = setup();
    await toStep1();
    fillStep1();
    set({ username: 'bad name!' });
    await flow.getState().submitDetails();
    expect(flow.getState().validationMessage).toBeDefined();
    api.answer('registerUser', fakeRejection('The registration service is down.'));
    set({ username: 'sipho' });
    await flow.getState().submitDetails();
    expect(flow.getState()).toMatchObject({
      error: { kind: 'rejected', message: 'The registration service is down.' },
      validationMessage: undefined,
    });
  });

  it('goes back from the code step to the credentials step', async () => {
    const { flow, toCodeStep } = setup();
    await toCodeStep();
    flow.getState().back();
    expect(flow.getState().step).toBe(1);
  });
});
