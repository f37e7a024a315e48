import { describe, expect, it } from 'vitest';
import { fakeRejection, fakeSuccess } from '../../testing/fake-user-service-client.ts';
import {
  codeSentReply,
  createHarness,
  sessionFor,
  testGrant,
  validIdNumber,
} from '../../testing/flow-harness.ts';
import { canResend, isOtpFailed } from '../shared/selectors.ts';
import {
  canSubmitCustomerLookup,
  createRegisterCustomerFlow,
} from './create-register-customer-flow.ts';

const taken = 'Username is already taken. Please provide a different username.';
const lookupGrant = 'L00kup-grant-of-step-0';

function setup() {
  const h = createHarness();
  h.api.answer(
    'customerById',
    fakeSuccess('customerById', {
      status: 'Success',
      payload: {
        name: 'Thandi',
        surname: 'Mokoena',
        customerNo: 'C-100',
        email: 't***@example.com',
        mobileNo: '08*****567',
        registrationHandle: lookupGrant,
      },
    }),
  );
  h.api.answer('registerUser', (request) => codeSentReply(request.preferredComm));
  h.api.answer('resendRegistrationOtp', (request) => codeSentReply(request.preferredComm));
  h.api.answer(
    'validateRegistrationOtp',
    fakeSuccess('validateRegistrationOtp', { status: 'Success' }, sessionFor('c-1', 'customer')),
  );
  const flow = createRegisterCustomerFlow(h.deps);
  const lookUp = async () => {
    flow.getState().setField('idNumber', validIdNumber);
    flow.getState().resolveCaptcha('token');
    await flow.getState().submitCredentials();
  };
  const fillDetails = () => {
    flow.getState().setField('email', 'thandi@example.com');
    flow.getState().setField('username', 'thandi');
    flow.getState().chooseChannel('mobile');
    flow.getState().setField('password', 'Secret#123');
    flow.getState().setField('verifyPassword', 'Secret#123');
    flow.getState().setField('termsConditions', 'Yes');
  };
  return { ...h, flow, lookUp, fillDetails };
}

describe('customer registration flow', () => {
  it('keeps Register disabled until an ID number and the captcha are given', () => {
    const { flow } = setup();
    flow.getState().setField('idNumber', validIdNumber);
    expect(canSubmitCustomerLookup(flow.getState())).toBe(false);
    flow.getState().resolveCaptcha('token');
    expect(canSubmitCustomerLookup(flow.getState())).toBe(true);
  });

  it('refuses a malformed ID number on step 0', async () => {
    const { flow, api } = setup();
    flow.getState().setField('idNumber', '12345');
    flow.getState().resolveCaptcha('token');
    await flow.getState().submitCredentials();
    expect(flow.getState().fieldErrors.idNumber).toBe(
      'Invalid ID Number: ID must be 13 digits long.',
    );
    expect(flow.getState().validationMessage).toBe('Invalid ID Number: ID must be 13 digits long.');
    expect(api.calls).toEqual([]);
  });

  it("goes to step 1 prefilled after a successful ID lookup, the record's contacts masked", async () => {
    const { flow, lookUp, api } = setup();
    await lookUp();
    expect(api.calls[0]).toEqual({
      name: 'customerById',
      request: { id: validIdNumber, captchaResponse: 'token' },
    });
    expect(flow.getState()).toMatchObject({
      step: 1,
      registrationHandle: lookupGrant,
      destinations: { mobile: '08*****567', email: 't***@example.com' },
      values: {
        name: 'Thandi',
        surname: 'Mokoena',
        customerNo: 'C-100',
        email: '',
        mobileNo: '',
        username: '',
      },
    });
  });

  it('prefills the username too when the customer has one', async () => {
    const { flow, lookUp, api } = setup();
    api.answer(
      'customerById',
      fakeSuccess('customerById', { status: 'Success', username: 'existing' }),
    );
    await lookUp();
    expect(flow.getState().values.username).toBe('existing');
  });

  it("goes to step 3 when the lookup fails with the 'username taken' message", async () => {
    const { flow, lookUp, api } = setup();
    api.answer('customerById', fakeRejection(taken));
    await lookUp();
    expect(flow.getState().step).toBe(3);
  });

  it('stays on step 0 when the lookup fails otherwise', async () => {
    const { flow, lookUp, api, toasts } = setup();
    api.answer('customerById', fakeRejection('Customer not found'));
    await lookUp();
    expect(flow.getState().step).toBe(0);
    expect(toasts()).toEqual([
      { severity: 'error', summary: 'An error occurred', detail: 'Customer not found' },
    ]);
  });

  it('keeps next disabled until channel, terms, password and verification are given', async () => {
    const { flow, lookUp, api } = setup();
    await lookUp();
    flow.getState().setField('username', 'thandi');
    await flow.getState().submitDetails();
    expect(api.calls.map((c) => c.name)).toEqual(['customerById']);
  });

  it('sends the registration and goes to step 2 with the countdown running', async () => {
    const { flow, lookUp, fillDetails, api, clock, toasts } = setup();
    await lookUp();
    fillDetails();
    await flow.getState().submitDetails();
    expect(api.calls[1]).toEqual({
      name: 'registerUser',
      request: {
        role: 'customer',
        idNumber: validIdNumber,
        name: 'Thandi',
        surname: 'Mokoena',
        customerNo: 'C-100',
        email: 'thandi@example.com',
        mobileNo: '',
        username: 'thandi',
        password: 'Secret#123',
        verifyPassword: 'Secret#123',
        preferredComm: 'mobile',
        termsConditions: 'Yes',
        captchaResponse: 'token',
        registrationHandle: lookupGrant,
      },
    });
    expect(flow.getState()).toMatchObject({
      step: 2,
      status: 'awaitingCode',
      resendRemaining: 180,
    });
    expect(canResend(flow.getState(), clock.now())).toBe(false);
    expect(toasts().at(-1)?.detail).toBe('Otp Sent Successfully to your mobile');
  });

  it('says where the code went, masked as the service wrote it', async () => {
    const { flow, lookUp, fillDetails, api } = setup();
    api.answer('registerUser', (request) => {
      const reply = codeSentReply(request.preferredComm);
      return {
        ...reply,
        reply: { ...reply.reply, payload: { ...reply.reply.payload, destination: '08*****567' } },
      };
    });
    await lookUp();
    fillDetails();
    await flow.getState().submitDetails();
    expect(flow.getState().sentTo).toBe('08*****567');
  });

  it('shows field errors instead of sending an invalid registration', async () => {
    const { flow, lookUp, fillDetails, api } = setup();
    await lookUp();
    fillDetails();
    flow.getState().setField('verifyPassword', 'Other#123');
    await flow.getState().submitDetails();
    expect(flow.getState().fieldErrors.verifyPassword).toBe('Passwords do not match.');
    expect(api.calls).toHaveLength(1);
  });

  it('goes to step 3 when the registration says the username is taken, then registers with the new one', async () => {
    const { flow, lookUp, fillDetails, api } = setup();
    api.answer('registerUser', fakeRejection(taken));
    await lookUp();
    fillDetails();
    await flow.getState().submitDetails();
    expect(flow.getState().step).toBe(3);
    api.answer('registerUser', (request) => codeSentReply(request.preferredComm));
    flow.getState().setField('username', 'thandi2');
    await flow.getState().submitUsername();
    expect(api.calls.at(-1)?.request).toMatchObject({ username: 'thandi2' });
    expect(flow.getState().step).toBe(2);
  });

  it('stays on step 1 when the registration fails otherwise', async () => {
    const { flow, lookUp, fillDetails, api } = setup();
    api.answer('registerUser', fakeRejection('Email already registered'));
    await lookUp();
    fillDetails();
    await flow.getState().submitDetails();
    expect(flow.getState()).toMatchObject({
      step: 1,
      error: { kind: 'rejected', message: 'Email already registered' },
    });
  });

  it('validates and signs in by itself at the 6th OTP digit, welcoming the customer', async () => {
    const { flow, lookUp, fillDetails, api, redirects, toasts } = setup();
    await lookUp();
    fillDetails();
    await flow.getState().submitDetails();
    await flow.getState().enterOtp('654321');
    expect(api.calls.at(-1)).toEqual({
      name: 'validateRegistrationOtp',
      request: {
        idNumber: validIdNumber,
        flowHandle: testGrant,
        otp: '654321',
        preferredComm: 'mobile',
        role: 'customer',
      },
    });
    expect(redirects).toEqual(['http://localhost:4203/home/c-1']);
    expect(toasts().at(-1)?.detail).toBe('Welcome to MQF CUSTOMER Portal');
  });

  it('shows only the retry buttons after an OTP failure and resends by the chosen channel', async () => {
    const { flow, lookUp, fillDetails, api, clock } = setup();
    await lookUp();
    fillDetails();
    await flow.getState().submitDetails();
    clock.advance(180_000);
    api.answer('resendRegistrationOtp', fakeRejection('SMS gateway down'));
    await flow.getState().resend('mobile');
    expect(isOtpFailed(flow.getState())).toBe(true);
    api.answer('resendRegistrationOtp', (request) => codeSentReply(request.preferredComm));
    await flow.getState().resend('email');
    expect(api.calls.at(-1)).toEqual({
      name: 'resendRegistrationOtp',
      request: {
        idNumber: validIdNumber,
        flowHandle: testGrant,
        preferredComm: 'email',
        role: 'customer',
      },
    });
    expect(flow.getState()).toMatchObject({
      status: 'awaitingCode',
      values: { preferredComm: 'email' },
    });
  });

  it('goes back from the username step to the details step', async () => {
    const { flow, lookUp, api } = setup();
    api.answer('customerById', fakeRejection(taken));
    await lookUp();
    flow.getState().back();
    expect(flow.getState().step).toBe(1);
  });
});
