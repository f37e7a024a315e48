import { describe, expect, it, vi } from 'vitest';
import { fakeFailure, fakeSuccess } from '../../testing/fake-user-service-client.ts';
import {
  codeSentReply,
  createHarness,
  sessionFor,
  testGrant,
  validIdNumber,
} from '../../testing/flow-harness.ts';
import {
  createRegisterCustomerFlow,
  customerRegistrationSteps,
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
    await flow.getState().lookUpCustomer();
  };
  const fillDetails = () => {
    flow.getState().setField('email', 'thandi@example.com');
    flow.getState().setField('username', 'thandi');
    flow.getState().setField('preferredComm', 'mobile');
    flow.getState().setField('password', 'Secret#123');
    flow.getState().setField('verifyPassword', 'Secret#123');
    flow.getState().setField('termsConditions', 'Yes');
  };
  const toCodeStep = async () => {
    await lookUp();
    fillDetails();
    await flow.getState().submitAccount();
  };
  return { ...h, flow, lookUp, fillDetails, toCodeStep };
}

describe('customer registration flow', () => {
  it('has the steps lookup, details and code, and a username step whose Back goes to details', () => {
    const { flow } = setup();
    expect(customerRegistrationSteps.steps).toEqual(['lookup', 'details', 'code', 'username']);
    expect(customerRegistrationSteps.back).toEqual({
      lookup: null,
      details: 'lookup',
      code: 'details',
      username: 'details',
    });
    expect(flow.getState()).toMatchObject({ step: 'lookup', graph: customerRegistrationSteps });
  });

  it('keeps Register disabled until an ID number and the captcha are given', () => {
    const { flow } = setup();
    flow.getState().setField('idNumber', validIdNumber);
    expect(flow.getState().canSubmit).toBe(false);
    flow.getState().resolveCaptcha('token');
    expect(flow.getState().canSubmit).toBe(true);
  });

  it('refuses a malformed ID number on the lookup step', async () => {
    const { flow, api } = setup();
    flow.getState().setField('idNumber', '12345');
    flow.getState().resolveCaptcha('token');
    await flow.getState().lookUpCustomer();
    expect(flow.getState().fieldErrors.idNumber).toBe(
      'Invalid ID Number: ID must be 13 digits long.',
    );
    expect(flow.getState().validationMessage).toBe('Invalid ID Number: ID must be 13 digits long.');
    expect(flow.getState().step).toBe('lookup');
    expect(api.calls).toEqual([]);
  });

  it('looks the customer up by the 13 digits of an ID typed with spaces (GUIDE-20)', async () => {
    const { flow, api } = setup();
    flow.getState().setField('idNumber', '800101 5009 087');
    flow.getState().resolveCaptcha('token');
    await flow.getState().lookUpCustomer();
    expect(api.calls[0]?.request).toEqual({ id: '8001015009087', captchaResponse: 'token' });
    expect(flow.getState().step).toBe('details');
  });

  it("goes to the details step after a successful ID lookup, the record's contacts masked and not prefilled", async () => {
    const { flow, lookUp, api } = setup();
    await lookUp();
    expect(api.calls[0]).toEqual({
      name: 'customerById',
      request: { id: validIdNumber, captchaResponse: 'token' },
    });
    expect(flow.getState()).toMatchObject({
      step: 'details',
      registrationHandle: lookupGrant,
      destinations: { mobile: '08*****567', email: 't***@example.com' },
      canSubmit: false,
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

  it('prefills the username too when the customer has one, read from the top level', async () => {
    const { flow, lookUp, api } = setup();
    api.answer(
      'customerById',
      fakeSuccess('customerById', { status: 'Success', username: 'existing' }),
    );
    await lookUp();
    expect(flow.getState()).toMatchObject({
      step: 'details',
      registrationHandle: undefined,
      destinations: {},
      values: { username: 'existing', name: '' },
    });
  });

  it("goes to the username step when the lookup fails with 'username_taken'", async () => {
    const { flow, lookUp, api } = setup();
    api.answer('customerById', fakeFailure('username_taken', taken));
    await lookUp();
    expect(flow.getState()).toMatchObject({ step: 'username', error: { code: 'username_taken' } });
  });

  it('stays on the lookup step when the lookup fails otherwise', async () => {
    const { flow, lookUp, api, toasts } = setup();
    api.answer('customerById', fakeFailure('not_found', 'Customer not found'));
    await lookUp();
    expect(flow.getState()).toMatchObject({
      step: 'lookup',
      error: { code: 'not_found', message: 'Customer not found' },
    });
    expect(toasts()).toEqual([
      { severity: 'error', summary: 'An error occurred', detail: 'Customer not found' },
    ]);
  });

  it('keeps Next disabled until channel, terms, password and verification are given', async () => {
    const { flow, lookUp, api } = setup();
    await lookUp();
    flow.getState().setField('username', 'thandi');
    expect(flow.getState()).toMatchObject({ canSubmit: false, waitingFor: 'preferredComm' });
    await flow.getState().submitAccount();
    expect(api.calls.map((c) => c.name)).toEqual(['customerById']);
    // What Next waits for follows the step's order (GUIDE-15).
    flow.getState().setField('preferredComm', 'email');
    expect(flow.getState().waitingFor).toBe('password');
    flow.getState().setField('password', 'Secret#123');
    expect(flow.getState().waitingFor).toBe('verifyPassword');
    flow.getState().setField('verifyPassword', 'Secret#123');
    expect(flow.getState()).toMatchObject({ canSubmit: false, waitingFor: 'termsConditions' });
    flow.getState().setField('termsConditions', 'Yes');
    expect(flow.getState()).toMatchObject({ canSubmit: true, waitingFor: undefined });
  });

  it('sends the registration with the lookup grant and goes to the code step with the countdown running', async () => {
    const { flow, toCodeStep, api, toasts } = setup();
    await toCodeStep();
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
      step: 'code',
      codeState: 'waiting',
      flowHandle: testGrant,
      resendInSeconds: 180,
      canResend: false,
    });
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
    await flow.getState().submitAccount();
    expect(flow.getState().destination).toBe('08*****567');
  });

  it('shows field errors and the first of them instead of sending an invalid registration', async () => {
    const { flow, lookUp, fillDetails, api } = setup();
    await lookUp();
    fillDetails();
    flow.getState().setField('verifyPassword', 'Other#123');
    await flow.getState().submitAccount();
    expect(flow.getState()).toMatchObject({
      step: 'details',
      fieldErrors: { verifyPassword: 'Passwords do not match.' },
      validationMessage: 'Passwords do not match.',
    });
    expect(api.calls).toHaveLength(1);
  });

  it('goes to the username step when the registration says the username is taken, then registers with the new one', async () => {
    const { flow, lookUp, fillDetails, api } = setup();
    api.answer('registerUser', fakeFailure('username_taken', taken, { httpStatus: 409 }));
    await lookUp();
    fillDetails();
    await flow.getState().submitAccount();
    expect(flow.getState()).toMatchObject({
      step: 'username',
      error: { code: 'username_taken', message: taken },
    });
    api.answer('registerUser', (request) => codeSentReply(request.preferredComm));
    flow.getState().setField('username', '');
    expect(flow.getState().canSubmit).toBe(false);
    flow.getState().setField('username', 'thandi2');
    expect(flow.getState().canSubmit).toBe(true);
    await flow.getState().submitAccount();
    expect(api.calls.at(-1)?.request).toMatchObject({
      username: 'thandi2',
      registrationHandle: lookupGrant,
    });
    expect(flow.getState().step).toBe('code');
  });

  it('sends the grant a taken-username refusal hands back with the next registration', async () => {
    const { flow, lookUp, fillDetails, api } = setup();
    const registrationHandle = 'Gr4nt-for-this-ID-no02';
    api.answer(
      'registerUser',
      fakeFailure('username_taken', taken, { httpStatus: 409, registrationHandle }),
    );
    await lookUp();
    fillDetails();
    await flow.getState().submitAccount();
    expect(flow.getState()).toMatchObject({ step: 'username', registrationHandle });
    api.answer('registerUser', (request) => codeSentReply(request.preferredComm));
    flow.getState().setField('username', 'thandi2');
    await flow.getState().submitAccount();
    expect(api.calls.at(-1)?.request).toMatchObject({ username: 'thandi2', registrationHandle });
  });

  it.each([
    ['username_tries_used', 'Too many usernames were tried. Please start again.'],
    ['step_expired', 'This was completed or started again in another tab or window.'],
  ] as const)(
    'starts again at the lookup, keeping what was typed, when the grant ended (%s)',
    async (code, message) => {
      const { flow, lookUp, fillDetails, api } = setup();
      api.answer(
        'registerUser',
        fakeFailure(code, message, { httpStatus: 409, flowHandle: 'ended' }),
      );
      await lookUp();
      fillDetails();
      const typed = flow.getState().values;
      await flow.getState().submitAccount();
      await vi.waitFor(() => expect(flow.getState().step).toBe('lookup'));
      expect(flow.getState()).toMatchObject({
        registrationHandle: undefined,
        error: { code, message },
        values: { idNumber: typed.idNumber, username: typed.username, email: typed.email },
      });
    },
  );

  it('forgets the lookup grant once the registration sent its code (the code spent it)', async () => {
    const { flow, lookUp, fillDetails } = setup();
    await lookUp();
    fillDetails();
    expect(flow.getState().registrationHandle).toBe(lookupGrant);
    await flow.getState().submitAccount();
    expect(flow.getState()).toMatchObject({ step: 'code', registrationHandle: undefined });
  });

  it('stays on the details step when the registration fails otherwise', async () => {
    const { flow, lookUp, fillDetails, api } = setup();
    api.answer(
      'registerUser',
      fakeFailure('id_registered', 'This ID number is already registered.'),
    );
    await lookUp();
    fillDetails();
    await flow.getState().submitAccount();
    expect(flow.getState()).toMatchObject({
      step: 'details',
      validationMessage: undefined,
      error: { code: 'id_registered', message: 'This ID number is already registered.' },
    });
  });

  it('validates and signs in by itself at the 6th OTP digit, welcoming the customer', async () => {
    const { flow, toCodeStep, api, redirects, toasts } = setup();
    await toCodeStep();
    await flow.getState().enterCode('654321');
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
    expect(flow.getState().status).toBe('done');
    expect(redirects).toEqual(['http://localhost:4203/home/c-1']);
    expect(toasts().at(-1)?.detail).toBe('Welcome to MQF CUSTOMER Portal');
  });

  it('shows only the retry buttons after a failed resend and resends by the chosen channel', async () => {
    const { flow, toCodeStep, api, clock } = setup();
    await toCodeStep();
    clock.advance(180_000);
    api.answer('resendRegistrationOtp', fakeFailure('send_failed', 'SMS gateway down'));
    await flow.getState().resendCode('mobile');
    expect(flow.getState()).toMatchObject({ codeState: 'sendFailed', canResend: true });
    api.answer('resendRegistrationOtp', (request) => codeSentReply(request.preferredComm));
    await flow.getState().resendCode('email');
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
      codeState: 'waiting',
      values: { preferredComm: 'email' },
    });
  });

  it('goes back from the username step to the details step, and from there to the lookup', async () => {
    const { flow, lookUp, api } = setup();
    api.answer('customerById', fakeFailure('username_taken', taken));
    await lookUp();
    flow.getState().back();
    expect(flow.getState().step).toBe('details');
    flow.getState().back();
    expect(flow.getState().step).toBe('lookup');
  });

  it('ignores submitAccount on the lookup step and lookUpCustomer elsewhere', async () => {
    const { flow, lookUp, api } = setup();
    flow.getState().setField('idNumber', validIdNumber);
    flow.getState().resolveCaptcha('token');
    await flow.getState().submitAccount();
    expect(api.calls).toEqual([]);
    await lookUp();
    await flow.getState().lookUpCustomer();
    expect(api.calls).toHaveLength(1);
  });
});
