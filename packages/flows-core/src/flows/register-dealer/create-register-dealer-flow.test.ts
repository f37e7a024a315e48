import { dealerRegistrationForm, emptyValues } from '@forecourt/validators';
import { describe, expect, it } from 'vitest';
import { fakeFailure, fakeSuccess } from '../../testing/fake-user-service-client.ts';
import {
  codeSentReply,
  createHarness,
  sessionFor,
  testGrant,
  validIdNumber,
} from '../../testing/flow-harness.ts';
import {
  createRegisterDealerFlow,
  type DealerRegistrationValues,
  dealerRegistrationSteps,
} from './create-register-dealer-flow.ts';

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
  const fillCompany = () =>
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
  const toAccountStep = async () => {
    fillCompany();
    await flow.getState().submitCompanyDetails();
  };
  const fillAccount = () =>
    set({
      username: 'sipho',
      password: 'Secret#123',
      verifyPassword: 'Secret#123',
      termsConditions: 'Yes',
      preferredComm: 'email',
    });
  /** The company step complete but for `changes`, then 'Register'. */
  const submitCompanyWith = async (changes: Partial<DealerRegistrationValues>) => {
    fillCompany();
    set(changes);
    await flow.getState().submitCompanyDetails();
  };
  const toCodeStep = async () => {
    await toAccountStep();
    fillAccount();
    await flow.getState().submitAccount();
  };
  return { ...h, flow, set, toAccountStep, fillAccount, submitCompanyWith, toCodeStep };
}

describe('dealer registration flow', () => {
  it('follows the company steps: company, account, code, and username back to account', () => {
    const { flow } = setup();
    expect(dealerRegistrationSteps.steps).toEqual(['company', 'account', 'code', 'username']);
    expect(dealerRegistrationSteps.back).toEqual({
      company: null,
      account: 'company',
      code: 'account',
      username: 'account',
    });
    // A refusal other than a taken username leaves the dealer where they are.
    expect(dealerRegistrationSteps.next.account).toEqual({ sent: 'code', taken: 'username' });
    expect(flow.getState()).toMatchObject({ step: 'company', graph: dealerRegistrationSteps });
  });

  it('enables Register from the start: its ordered check says what is missing', async () => {
    const { flow, api } = setup();
    expect(flow.getState().canSubmit).toBe(true);
    await flow.getState().submitCompanyDetails();
    expect(flow.getState()).toMatchObject({
      step: 'company',
      validationMessage: expect.any(String),
    });
    expect(api.calls).toEqual([]);
  });

  it("checks the ID first: 'Invalid ID Number: ID must be 13 digits long.'", async () => {
    const { flow, submitCompanyWith } = setup();
    await submitCompanyWith({ idNumber: '123' });
    expect(flow.getState()).toMatchObject({
      step: 'company',
      validationMessage: 'Invalid ID Number: ID must be 13 digits long.',
      error: undefined,
    });
  });

  it("checks the e-mail next: 'Invalid Email Address.'", async () => {
    const { flow, submitCompanyWith } = setup();
    await submitCompanyWith({ email: 'not-an-email' });
    expect(flow.getState().validationMessage).toBe('Invalid Email Address.');
  });

  it("checks the mobile next: 'Invalid Mobile Number.'", async () => {
    const { flow, submitCompanyWith } = setup();
    await submitCompanyWith({ mobileNo: '12345' });
    expect(flow.getState().validationMessage).toBe('Invalid Mobile Number.');
  });

  it("names the first missing field: 'Please provide Dealership Trading Name.'", async () => {
    const { flow, submitCompanyWith } = setup();
    await submitCompanyWith({ companyName: '' });
    expect(flow.getState().validationMessage).toBe('Please provide Dealership Trading Name.');
  });

  it('keeps the ordered message for the dialog and marks every invalid field of the step (GUIDE-14)', async () => {
    const { flow, submitCompanyWith } = setup();
    await submitCompanyWith({ email: 'not-an-email', cipcName: '', companyDirectorName: '' });
    const { validationMessage, fieldErrors } = flow.getState();
    expect(validationMessage).toBe('Invalid Email Address.');
    expect(Object.keys(fieldErrors).sort()).toEqual(['cipcName', 'companyDirectorName', 'email']);
    // A field left empty names itself, at the field as in the dialog (MSG-6).
    expect(fieldErrors.cipcName).toBe('Please provide CIPC Name.');
    expect(fieldErrors.companyDirectorName).toBe('Please provide Director Name.');
  });

  it("asks for an empty ID number by name before its format: 'Please provide Id Number.' (MSG-6)", async () => {
    const { flow, submitCompanyWith } = setup();
    await submitCompanyWith({ idNumber: '' });
    expect(flow.getState().validationMessage).toBe('Please provide Id Number.');
    expect(flow.getState().fieldErrors.idNumber).toBe('Please provide Id Number.');
  });

  it("names the director step's empty username in the dialog, never 'This field is required.' (REG-5)", async () => {
    const { flow, toAccountStep, fillAccount, set } = setup();
    await toAccountStep();
    fillAccount();
    set({ username: '' });
    await flow.getState().submitAccount();
    expect(flow.getState()).toMatchObject({
      step: 'account',
      validationMessage: 'Please provide Username.',
      fieldErrors: { username: 'Please provide Username.' },
    });
  });

  it("asks for the captcha last: 'Please complete the Captcha verification.'", async () => {
    const { flow, submitCompanyWith } = setup();
    await submitCompanyWith({ captchaResponse: '' });
    expect(flow.getState().validationMessage).toBe('Please complete the Captcha verification.');
  });

  it('reports a too-long registration number before leaving the company step', async () => {
    const { flow, submitCompanyWith } = setup();
    await submitCompanyWith({ companyRegNo: 'K2001/123456/07' });
    expect(flow.getState()).toMatchObject({
      step: 'company',
      fieldErrors: { companyRegNo: 'Must be at most 13 characters.' },
      validationMessage: 'Must be at most 13 characters.',
    });
  });

  it('takes the CIPC form, a bracketed company name and a spaced ID, and sends their stored forms (GUIDE-20, GUIDE-22, GUIDE-23)', async () => {
    const { flow, submitCompanyWith, fillAccount, api } = setup();
    await submitCompanyWith({
      companyName: 'Ubuntu Motors (Pty) Ltd',
      cipcName: 'Ubuntu Motors (Pty) Ltd',
      companyRegNo: '2019/123456/07',
      idNumber: '800101 5009 087',
    });
    expect(flow.getState()).toMatchObject({ step: 'account', validationMessage: undefined });
    fillAccount();
    await flow.getState().submitAccount();
    expect(api.calls[0]?.request).toMatchObject({
      companyName: 'Ubuntu Motors (Pty) Ltd',
      companyRegNo: '201912345607',
      idNumber: '8001015009087',
    });
  });

  it('accepts a mobile number typed as 27821234567 and sends it as 0821234567', async () => {
    const { flow, submitCompanyWith, fillAccount, api } = setup();
    await submitCompanyWith({ mobileNo: '27821234567' });
    expect(flow.getState()).toMatchObject({ step: 'account', validationMessage: undefined });
    fillAccount();
    await flow.getState().submitAccount();
    expect(api.calls[0]?.request).toMatchObject({ mobileNo: '0821234567' });
  });

  it('moves to the account step when the company step is complete, without calling the service', async () => {
    const { flow, toAccountStep, api } = setup();
    await toAccountStep();
    expect(flow.getState()).toMatchObject({
      step: 'account',
      error: undefined,
      validationMessage: undefined,
      canSubmit: false,
    });
    expect(api.calls).toEqual([]);
    await flow.getState().submitCompanyDetails();
    expect(flow.getState().step).toBe('account');
  });

  it('sends the dealer registration with terms Yes and an empty dealer code, then goes to the code step with the countdown', async () => {
    const { flow, toCodeStep, api } = setup();
    await toCodeStep();
    expect(flow.getState().fieldErrors).toEqual({});
    // Every field of the form's declaration is sent ('' where not filled in).
    expect(api.calls[0]?.request).toEqual({
      ...emptyValues(dealerRegistrationForm),
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
      step: 'code',
      codeState: 'waiting',
      flowHandle: testGrant,
      resendInSeconds: 180,
    });
  });

  it('goes to the username step on a taken username and on to the code step with a new one, sent with the grant the refusal gave', async () => {
    const { flow, toCodeStep, api } = setup();
    const registrationHandle = 'Gr4nt-for-this-ID-no01';
    api.answer(
      'registerUser',
      fakeFailure('username_taken', taken, { httpStatus: 409, registrationHandle }),
    );
    await toCodeStep();
    expect(flow.getState()).toMatchObject({ step: 'username', registrationHandle });
    expect(api.calls.at(-1)?.request).not.toHaveProperty('registrationHandle');
    api.answer('registerUser', (request) => codeSentReply(request.preferredComm));
    flow.getState().setField('username', 'sipho2');
    await flow.getState().submitAccount();
    expect(flow.getState().step).toBe('code');
    expect(api.calls.at(-1)?.request).toMatchObject({ username: 'sipho2', registrationHandle });
  });

  it('stays on the account step when the registration fails otherwise', async () => {
    const { flow, toCodeStep, api } = setup();
    api.answer('registerUser', fakeFailure('id_registered', 'Already registered.'));
    await toCodeStep();
    expect(flow.getState()).toMatchObject({
      step: 'account',
      error: { code: 'id_registered', message: 'Already registered.' },
    });
  });

  it('welcomes the dealer and redirects after the code is accepted', async () => {
    const { flow, toCodeStep, redirects, toasts, api } = setup();
    await toCodeStep();
    await flow.getState().enterCode('111111');
    expect(api.calls.at(-1)).toEqual({
      name: 'validateRegistrationOtp',
      request: {
        idNumber: validIdNumber,
        flowHandle: testGrant,
        otp: '111111',
        preferredComm: 'email',
        role: 'dealer',
      },
    });
    expect(redirects).toEqual(['http://localhost:4201/home/d-1']);
    expect(toasts().at(-1)?.detail).toBe('Welcome to MQF DEALER Portal');
  });

  it('shows field errors when the account step is invalid', async () => {
    const { flow, toAccountStep, fillAccount, set, api } = setup();
    await toAccountStep();
    fillAccount();
    set({ username: 'bad name!' });
    await flow.getState().submitAccount();
    const message = flow.getState().fieldErrors.username;
    expect(message).toBeTruthy();
    expect(flow.getState().validationMessage).toBe(message);
    expect(flow.getState().error).toBeUndefined();
    expect(api.calls).toEqual([]);
  });

  it('keeps a failed call out of validationMessage and clears it once the check passes', async () => {
    const { flow, toAccountStep, fillAccount, set, api } = setup();
    await toAccountStep();
    fillAccount();
    set({ username: 'bad name!' });
    await flow.getState().submitAccount();
    expect(flow.getState().validationMessage).toBeDefined();
    api.answer('registerUser', fakeFailure('server_error', 'The registration service is down.'));
    set({ username: 'sipho' });
    await flow.getState().submitAccount();
    expect(flow.getState()).toMatchObject({
      error: { code: 'server_error', message: 'The registration service is down.' },
      validationMessage: undefined,
    });
  });

  it('goes back from the code step to the account step, and from there to the company', async () => {
    const { flow, toCodeStep } = setup();
    await toCodeStep();
    flow.getState().back();
    expect(flow.getState().step).toBe('account');
    flow.getState().back();
    expect(flow.getState()).toMatchObject({ step: 'company', flowHandle: undefined });
  });
});
