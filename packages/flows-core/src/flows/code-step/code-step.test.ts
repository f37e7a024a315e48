import type { EndpointName } from '@forecourt/contract';
import type { Channel } from '@forecourt/validators';
import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../client/api-result.ts';
import type { ReadonlyStore } from '../../store/readonly-store.ts';
import { fakeFailure, fakeSuccess } from '../../testing/fake-user-service-client.ts';
import {
  createHarness,
  deferred,
  type Harness,
  sessionFor,
  testGrant,
  validIdNumber,
} from '../../testing/flow-harness.ts';
import { createForgotPasswordFlow } from '../forgot-password/create-forgot-password-flow.ts';
import { createForgotUsernameFlow } from '../forgot-username/create-forgot-username-flow.ts';
import { createIdLoginFlow } from '../id-login/create-id-login-flow.ts';
import { createLoginFlow } from '../login/create-login-flow.ts';
import { createRegisterCustomerFlow } from '../register-customer/create-register-customer-flow.ts';
import { createRegisterDealerFlow } from '../register-dealer/create-register-dealer-flow.ts';
import { createRegisterDealerGroupFlow } from '../register-dealer-group/create-register-dealer-group-flow.ts';
import type { CodeStepState, FlowStateBase } from '../shared/flow-types.ts';

// The one code step (CODE), proven once for every flow that sends a code: each entry of the table
// knows how to reach its code step on the fake client and which endpoints send, resend and check.

type CodeFlowState = FlowStateBase<string, Record<string, string>> & CodeStepState;
type CodeFlow = ReadonlyStore<CodeFlowState>;

/** Where each channel's code goes, masked as the service writes it. */
const masked = { mobile: '08*****123', email: 'j***@example.com' } as const;

/** The code-sent reply the fake gives: the countdown, a 240-second lifetime, the destination. */
function sent(channel: Channel) {
  return fakeSuccess('otpLoginCheck', {
    status: 'Success',
    payload: {
      channel,
      resendAvailableInSeconds: 180,
      expiresInSeconds: 240,
      destination: masked[channel],
      flowHandle: testGrant,
    },
  });
}

const signedIn = (type: 'dealer' | 'customer' | 'dealer-group') =>
  fakeSuccess('validateAndLogin', { status: 'Success' }, sessionFor('kid-1', type));

interface CodeFlowCase {
  /** The flow, as the test titles name it. */
  name: string;
  /** Its first step (where a refused grant starts over). */
  first: string;
  /** The step where the code is entered. */
  code: string;
  /** Where Back goes from the code step. */
  back: string;
  /** The endpoint that sends a new code (the resend buttons). */
  resend: EndpointName;
  /** The endpoint that checks the code. */
  verify: EndpointName;
  /** Where the grant is kept across a reload. */
  handleKey: string;
  /** Scripts the fake and walks to the code step, the code sent by `channel`. */
  reach(h: Harness, channel: Channel): Promise<CodeFlow>;
  /** What the step needs besides the code before the 6th digit submits by itself. */
  complete?(flow: CodeFlow): void;
}

const setAll = (flow: CodeFlow, values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) flow.getState().setField(name, value);
};

const companyDirector = {
  companyDirectorName: 'Sipho',
  companyDirectorSurname: 'Dlamini',
  idNumber: validIdNumber,
  email: 'sipho@acme.co.za',
  mobileNo: '0821234567',
  captchaResponse: 'captcha-token',
};

const account = (channel: Channel) => ({
  username: 'sipho',
  password: 'Secret#123',
  verifyPassword: 'Secret#123',
  termsConditions: 'Yes',
  preferredComm: channel,
});

const cases: CodeFlowCase[] = [
  {
    name: 'sign-in',
    first: 'credentials',
    code: 'code',
    back: 'channel',
    resend: 'otpLoginCheck',
    verify: 'validateAndLogin',
    handleKey: 'forecourt.login.dealer.handle',
    async reach(h, channel) {
      h.api.answer(
        'loginCheck',
        fakeSuccess('loginCheck', {
          status: 'Success',
          payload: { destinations: masked, flowHandle: testGrant },
        }),
      );
      h.api.answer('otpLoginCheck', (request) => sent(request.preferredComm));
      h.api.answer('validateAndLogin', signedIn('dealer'));
      const flow = createLoginFlow(h.deps, { type: 'dealer' });
      setAll(flow, { username: 'jdoe', password: 'Secret#123', captchaResponse: 'captcha-token' });
      await flow.getState().signIn();
      await flow.getState().chooseChannel(channel);
      return flow;
    },
  },
  {
    name: 'ID sign-in',
    first: 'idNumber',
    code: 'code',
    back: 'channel',
    resend: 'otpIdLoginCheck',
    verify: 'validateAndIdLogin',
    handleKey: 'forecourt.id-login.customer.handle',
    async reach(h, channel) {
      h.api.answer(
        'idLoginCheck',
        fakeSuccess('idLoginCheck', {
          status: 'Success',
          payload: { destinations: masked, flowHandle: testGrant },
        }),
      );
      h.api.answer('otpIdLoginCheck', (request) => sent(request.preferredComm));
      h.api.answer('validateAndIdLogin', signedIn('customer'));
      const flow = createIdLoginFlow(h.deps, { type: 'customer' });
      setAll(flow, { idNumber: validIdNumber, captchaResponse: 'captcha-token' });
      await flow.getState().lookUpId();
      await flow.getState().chooseChannel(channel);
      return flow;
    },
  },
  {
    name: 'forgot username',
    first: 'idNumber',
    code: 'code',
    back: 'channel',
    resend: 'otpForgotUsernameCheck',
    verify: 'requestUsername',
    handleKey: 'forecourt.forgot-username.customer.handle',
    async reach(h, channel) {
      h.api.answer(
        'forgotUsernameCheck',
        fakeSuccess('forgotUsernameCheck', {
          status: 'Success',
          payload: { destinations: masked, flowHandle: testGrant },
        }),
      );
      h.api.answer('otpForgotUsernameCheck', (request) => sent(request.preferredComm));
      h.api.answer(
        'requestUsername',
        fakeSuccess('requestUsername', { status: 'Success', payload: { username: 'jdoe' } }),
      );
      const flow = createForgotUsernameFlow(h.deps, { type: 'customer' });
      setAll(flow, { idNumber: validIdNumber });
      await flow.getState().lookUpId();
      await flow.getState().chooseChannel(channel);
      return flow;
    },
  },
  {
    name: 'forgot password',
    first: 'identifier',
    code: 'reset',
    back: 'channel',
    resend: 'otpForgotPasswordCheck',
    verify: 'resetPassword',
    handleKey: 'forecourt.forgot-password.dealer.handle',
    async reach(h, channel) {
      h.api.answer(
        'forgotPasswordCheck',
        fakeSuccess('forgotPasswordCheck', {
          status: 'Success',
          payload: { destinations: masked, flowHandle: testGrant },
        }),
      );
      h.api.answer('otpForgotPasswordCheck', (request) => sent(request.preferredComm));
      h.api.answer('resetPassword', signedIn('dealer'));
      const flow = createForgotPasswordFlow(h.deps, { type: 'dealer' });
      setAll(flow, { username: 'jdoe' });
      await flow.getState().findAccount();
      await flow.getState().chooseChannel(channel);
      return flow;
    },
    complete: (flow) => setAll(flow, { password: 'NewPass#1', verifyPassword: 'NewPass#1' }),
  },
  {
    name: 'customer registration',
    first: 'lookup',
    code: 'code',
    back: 'details',
    resend: 'resendRegistrationOtp',
    verify: 'validateRegistrationOtp',
    handleKey: 'forecourt.register.customer.handle',
    async reach(h, channel) {
      h.api.answer(
        'customerById',
        fakeSuccess('customerById', {
          status: 'Success',
          payload: {
            name: 'Thandi',
            surname: 'Mokoena',
            customerNo: 'C-100',
            email: masked.email,
            mobileNo: masked.mobile,
            registrationHandle: 'L00kup-grant-of-step-0',
          },
        }),
      );
      h.api.answer('registerUser', (request) => sent(request.preferredComm));
      h.api.answer('resendRegistrationOtp', (request) => sent(request.preferredComm));
      h.api.answer('validateRegistrationOtp', signedIn('customer'));
      const flow = createRegisterCustomerFlow(h.deps);
      setAll(flow, { idNumber: validIdNumber, captchaResponse: 'captcha-token' });
      await flow.getState().lookUpCustomer();
      setAll(flow, { ...account(channel), username: 'thandi', email: 'thandi@example.com' });
      await flow.getState().submitAccount();
      return flow;
    },
  },
  {
    name: 'dealer registration',
    first: 'company',
    code: 'code',
    back: 'account',
    resend: 'resendRegistrationOtp',
    verify: 'validateRegistrationOtp',
    handleKey: 'forecourt.register.dealer.handle',
    async reach(h, channel) {
      h.api.answer('registerUser', (request) => sent(request.preferredComm));
      h.api.answer('resendRegistrationOtp', (request) => sent(request.preferredComm));
      h.api.answer('validateRegistrationOtp', signedIn('dealer'));
      const flow = createRegisterDealerFlow(h.deps);
      setAll(flow, {
        companyName: 'Acme Motors',
        cipcName: 'Acme Motors Pty Ltd',
        companyRegNo: '2001/123456/7',
        ...companyDirector,
      });
      await flow.getState().submitCompanyDetails();
      setAll(flow, account(channel));
      await flow.getState().submitAccount();
      return flow;
    },
  },
  {
    name: 'dealer-group registration',
    first: 'company',
    code: 'code',
    back: 'account',
    resend: 'resendRegistrationOtp',
    verify: 'validateRegistrationOtp',
    handleKey: 'forecourt.register.dealer-group.handle',
    async reach(h, channel) {
      h.api.answer('registerDealerGroup', (request) => sent(request.preferredComm));
      h.api.answer('resendRegistrationOtp', (request) => sent(request.preferredComm));
      h.api.answer(
        'validateRegistrationOtp',
        fakeSuccess('validateRegistrationOtp', { status: 'Success', message: 'Registered.' }),
      );
      const flow = createRegisterDealerGroupFlow(h.deps);
      setAll(flow, { dealerGroupId: 'G1', ...companyDirector });
      await flow.getState().submitCompanyDetails();
      setAll(flow, account(channel));
      await flow.getState().submitAccount();
      return flow;
    },
  },
];

const wrongCode = 'Invalid or expired OTP. Please try again or request a new one.';

describe.each(cases)('the code step of $name', (entry) => {
  async function setup(channel: Channel = 'mobile') {
    const h = createHarness();
    const flow = await entry.reach(h, channel);
    entry.complete?.(flow);
    const callsOf = (name: EndpointName) => h.api.calls.filter((call) => call.name === name);
    return { ...h, flow, callsOf };
  }

  it(`is the step named '${entry.code}' of the flow's graph`, async () => {
    const { flow } = await setup();
    expect(flow.getState().step).toBe(entry.code);
    expect(flow.getState().graph.steps).toContain(entry.code);
    expect(flow.getState().graph.first).toBe(entry.first);
  });

  it('waits for the code with its masked destination, the resend countdown at 180 and the lifetime from the reply', async () => {
    const { flow, clock } = await setup('email');
    const sentAt = clock.now();
    expect(flow.getState()).toMatchObject({
      codeState: 'waiting',
      destination: masked.email,
      resendInSeconds: 180,
      resendAvailableAt: sentAt + 180_000,
      expiresInSeconds: 240,
      expiresAt: sentAt + 240_000,
      triesLeft: undefined,
      busy: false,
      values: { preferredComm: 'email', otp: '' },
    });
    clock.advance(60_000);
    expect(flow.getState()).toMatchObject({ resendInSeconds: 120, expiresInSeconds: 180 });
    clock.advance(1_000);
    expect(flow.getState()).toMatchObject({ resendInSeconds: 119, expiresInSeconds: 179 });
  });

  it('allows a resend only once the countdown ends, then sends a new code by the channel chosen', async () => {
    const { flow, clock, api } = await setup('mobile');
    expect(flow.getState().canResend).toBe(false);
    const sends = api.calls.length;
    await flow.getState().resendCode('email');
    expect(api.calls).toHaveLength(sends);
    clock.advance(179_000);
    expect(flow.getState()).toMatchObject({ canResend: false, resendInSeconds: 1 });
    clock.advance(1_000);
    expect(flow.getState()).toMatchObject({ canResend: true, resendInSeconds: 0 });
    const before = api.calls.length;
    await flow.getState().resendCode('email');
    expect(api.calls.slice(before)).toEqual([
      {
        name: entry.resend,
        request: expect.objectContaining({ flowHandle: testGrant, preferredComm: 'email' }),
      },
    ]);
    expect(flow.getState()).toMatchObject({
      step: entry.code,
      codeState: 'waiting',
      destination: masked.email,
      canResend: false,
      resendInSeconds: 180,
      expiresInSeconds: 240,
      values: { preferredComm: 'email' },
    });
  });

  it('reads sending while a code is on its way, with nothing to press', async () => {
    const { flow, clock, api } = await setup();
    clock.advance(180_000);
    const held = deferred<ApiResult<'otpLoginCheck'>>();
    api.answer(entry.resend, () => held.promise);
    const resending = flow.getState().resendCode('mobile');
    expect(flow.getState()).toMatchObject({
      codeState: 'sending',
      busy: true,
      canResend: false,
      canSubmit: false,
    });
    held.resolve(sent('mobile'));
    await resending;
    expect(flow.getState()).toMatchObject({ codeState: 'waiting', busy: false });
  });

  it('enables the submit only with 6 digits', async () => {
    const { flow, api, callsOf } = await setup();
    await flow.getState().enterCode('12345');
    expect(flow.getState()).toMatchObject({
      canSubmit: false,
      waitingFor: 'otp',
      values: { otp: '12345' },
    });
    await flow.getState().submitCode();
    expect(callsOf(entry.verify)).toEqual([]);
    // A wrong code is cleared (GUIDE-12): 6 digits may be submitted again, 5 may not.
    api.answer(entry.verify, fakeFailure('code_wrong', wrongCode, { triesLeft: 4 }));
    await flow.getState().enterCode('123456');
    expect(flow.getState()).toMatchObject({
      codeState: 'wrong',
      canSubmit: false,
      values: { otp: '' },
    });
    await flow.getState().enterCode('1234');
    expect(flow.getState().canSubmit).toBe(false);
    await flow.getState().submitCode();
    expect(callsOf(entry.verify)).toHaveLength(1);
    await flow.getState().enterCode('12-34-56');
    expect(callsOf(entry.verify)).toHaveLength(2);
  });

  it('submits the code by itself at the 6th digit, with the grant and the channel', async () => {
    const { flow, callsOf } = await setup('email');
    await flow.getState().enterCode('12 34 5');
    expect(callsOf(entry.verify)).toEqual([]);
    await flow.getState().enterCode('123 456');
    expect(callsOf(entry.verify)).toEqual([
      {
        name: entry.verify,
        request: expect.objectContaining({
          flowHandle: testGrant,
          otp: '123456',
          preferredComm: 'email',
        }),
      },
    ]);
    expect(JSON.stringify(callsOf(entry.verify)[0]?.request)).not.toContain('captcha-token');
  });

  it('offers no submit and no resend once the code was accepted', async () => {
    const { flow, api, clock } = await setup();
    await flow.getState().enterCode('123456');
    clock.advance(300_000);
    expect(flow.getState()).toMatchObject({ canSubmit: false, canResend: false, busy: false });
    const calls = api.calls.length;
    await flow.getState().resendCode('email');
    await flow.getState().submitCode();
    expect(api.calls).toHaveLength(calls);
  });

  if (entry.complete) {
    it('holds the 6th digit while the new password is not valid yet', async () => {
      const { flow, callsOf } = await setup();
      setAll(flow, { verifyPassword: 'Other#Pass2' });
      await flow.getState().enterCode('123456');
      expect(callsOf(entry.verify)).toEqual([]);
      expect(flow.getState().canSubmit).toBe(true);
    });
  }

  it('changes nothing when the client reports a send or a check cancelled', async () => {
    const { flow, api, clock, toasts } = await setup();
    await flow.getState().enterCode('12345');
    clock.advance(180_000);
    const before = toasts().length;
    api.answer(entry.resend, fakeFailure('aborted'));
    await flow.getState().resendCode('email');
    expect(flow.getState()).toMatchObject({
      step: entry.code,
      error: undefined,
      values: { preferredComm: 'mobile', otp: '12345' },
    });
    api.answer(entry.verify, fakeFailure('aborted'));
    await flow.getState().enterCode('123456');
    expect(flow.getState()).toMatchObject({
      step: entry.code,
      codeState: 'waiting',
      busy: false,
      error: undefined,
    });
    expect(toasts()).toHaveLength(before);
  });

  it("marks a wrong code 'wrong' with the tries left, staying on the step", async () => {
    const { flow, api, toasts } = await setup();
    api.answer(entry.verify, fakeFailure('code_wrong', wrongCode, { triesLeft: 3 }));
    await flow.getState().enterCode('999999');
    expect(flow.getState()).toMatchObject({
      step: entry.code,
      status: 'idle',
      codeState: 'wrong',
      triesLeft: 3,
      flowHandle: testGrant,
      error: { code: 'code_wrong', message: wrongCode, triesLeft: 3, field: 'otp', toasted: true },
      values: { otp: '' },
    });
    expect(toasts().at(-1)).toEqual({
      severity: 'error',
      summary: 'An error occurred',
      detail: wrongCode,
    });
  });

  it("marks a code the service no longer holds 'expired': no submit, a resend once the countdown allows", async () => {
    const { flow, api, clock } = await setup();
    api.answer(entry.verify, fakeFailure('code_expired', wrongCode));
    await flow.getState().enterCode('123456');
    expect(flow.getState()).toMatchObject({
      step: entry.code,
      codeState: 'expired',
      canSubmit: false,
      // Its button waits for a new code, not for digits (GUIDE-15).
      waitingFor: 'newCode',
      error: { code: 'code_expired', field: 'otp' },
      values: { otp: '' },
    });
    // An expired code takes no typing until a new one is asked for.
    await flow.getState().enterCode('654321');
    expect(flow.getState().values.otp).toBe('');
    clock.advance(180_000);
    expect(flow.getState().canResend).toBe(true);
  });

  it("marks the last try 'exhausted': the grant is forgotten and nothing can be sent", async () => {
    const { flow, api, storage } = await setup();
    const message = 'Too many wrong OTPs. Please start again.';
    api.answer(
      entry.verify,
      fakeFailure('code_exhausted', message, { triesLeft: 0, flowHandle: 'ended' }),
    );
    await flow.getState().enterCode('123456');
    expect(flow.getState()).toMatchObject({
      step: entry.code,
      codeState: 'exhausted',
      triesLeft: 0,
      flowHandle: undefined,
      canSubmit: false,
      canResend: false,
      resendInSeconds: 0,
      expiresInSeconds: 0,
      error: { code: 'code_exhausted', message },
    });
    expect(storage.getItem(entry.handleKey)).toBeNull();
  });

  it("reads 'sendFailed' when a code cannot be sent, with a resend allowed at once", async () => {
    const { flow, api, clock, toasts } = await setup('mobile');
    clock.advance(180_000);
    const message = 'The code could not be sent. Please try again.';
    api.answer(entry.resend, fakeFailure('send_failed', message, { httpStatus: 502 }));
    await flow.getState().resendCode('email');
    expect(flow.getState()).toMatchObject({
      step: entry.code,
      codeState: 'sendFailed',
      canResend: true,
      canSubmit: false,
      resendInSeconds: 0,
      error: { code: 'send_failed', message },
    });
    expect(toasts().at(-1)).toMatchObject({ severity: 'error', detail: message });
    api.answer(entry.resend, sent('mobile'));
    await flow.getState().resendCode('mobile');
    expect(flow.getState()).toMatchObject({ codeState: 'waiting', resendInSeconds: 180 });
  });

  it('keeps the code out, on its channel, and moves the countdown when a resend is rate limited', async () => {
    const { flow, api, clock } = await setup('mobile');
    await flow.getState().enterCode('123');
    clock.advance(180_000);
    api.answer(
      entry.resend,
      fakeFailure('rate_limited', 'Too many attempts.', {
        httpStatus: 429,
        retryAfterSeconds: 600,
      }),
    );
    await flow.getState().resendCode('email');
    expect(flow.getState()).toMatchObject({
      step: entry.code,
      codeState: 'waiting',
      destination: masked.mobile,
      canResend: false,
      resendInSeconds: 600,
      expiresInSeconds: 60,
      values: { preferredComm: 'mobile', otp: '123' },
      error: { code: 'rate_limited', retryAfterSeconds: 600 },
    });
    await flow.getState().enterCode('123456');
    expect(api.calls.at(-1)).toEqual({
      name: entry.verify,
      request: expect.objectContaining({ otp: '123456', preferredComm: 'mobile' }),
    });
  });

  it("reads 'sendFailed' when a resend is rate limited after the code expired", async () => {
    const { flow, api, clock } = await setup();
    clock.advance(240_000);
    api.answer(
      entry.resend,
      fakeFailure('rate_limited', 'Too many attempts.', { httpStatus: 429, retryAfterSeconds: 30 }),
    );
    await flow.getState().resendCode('mobile');
    expect(flow.getState()).toMatchObject({
      codeState: 'sendFailed',
      canResend: false,
      resendInSeconds: 30,
    });
    clock.advance(30_000);
    expect(flow.getState().canResend).toBe(true);
  });

  it("reads 'expired' once the code's lifetime runs out", async () => {
    const { flow, clock, callsOf } = await setup();
    await flow.getState().enterCode('12345');
    clock.advance(239_000);
    expect(flow.getState()).toMatchObject({ codeState: 'waiting', expiresInSeconds: 1 });
    clock.advance(1_000);
    expect(flow.getState()).toMatchObject({
      codeState: 'expired',
      expiresInSeconds: 0,
      canSubmit: false,
      canResend: true,
    });
    await flow.getState().enterCode('123456');
    expect(callsOf(entry.verify)).toEqual([]);
    expect(clock.pendingTimers()).toBe(0);
  });

  it(`goes back to the '${entry.back}' step, as the graph says`, async () => {
    const { flow } = await setup();
    expect(flow.getState().graph.back[entry.code]).toBe(entry.back);
    flow.getState().back();
    expect(flow.getState()).toMatchObject({ step: entry.back, status: 'idle', error: undefined });
  });

  it('comes forward again to the code step while its code is out, and only then (GUIDE-2)', async () => {
    const { flow, clock } = await setup();
    // Forward from the code step itself, or before Back, changes nothing.
    flow.getState().forward();
    expect(flow.getState().step).toBe(entry.code);
    flow.getState().back();
    expect(flow.getState().step).toBe(entry.back);
    flow.getState().forward();
    expect(flow.getState()).toMatchObject({ step: entry.code, codeState: 'waiting' });
    // Once the code outlived its lifetime, Forward no longer brings the step back.
    flow.getState().back();
    clock.advance(240_000);
    flow.getState().forward();
    expect(flow.getState()).toMatchObject({ step: entry.back, codeState: 'expired' });
  });

  it('says a code sent anew was not a reused one (GUIDE-6)', async () => {
    const { flow } = await setup();
    expect(flow.getState().reusedCode).toBe(false);
  });

  it('starts over at the first step when the service refuses the grant', async () => {
    const { flow, api, storage } = await setup();
    const message = 'This was completed or started again in another tab or window.';
    api.answer(entry.verify, fakeFailure('step_expired', message, { flowHandle: 'ended' }));
    await flow.getState().enterCode('123456');
    // Starting over loads its code on demand (a rare path), so the state follows shortly.
    await vi.waitFor(() => expect(flow.getState().step).toBe(entry.first));
    expect(flow.getState()).toMatchObject({
      status: 'idle',
      flowHandle: undefined,
      codeState: undefined,
      destination: undefined,
      resendInSeconds: 0,
      error: { code: 'step_expired', message },
      values: { otp: '', preferredComm: '', captchaResponse: '' },
    });
    expect(storage.getItem(entry.handleKey)).toBeNull();
  });

  it('starts over too when a resend finds the grant refused', async () => {
    const { flow, api, clock } = await setup();
    clock.advance(180_000);
    api.answer(
      entry.resend,
      fakeFailure('step_expired', 'This step has expired. Please start again.', {
        flowHandle: 'unknown',
      }),
    );
    await flow.getState().resendCode('email');
    await vi.waitFor(() => expect(flow.getState().step).toBe(entry.first));
    expect(flow.getState().error?.code).toBe('step_expired');
  });
});
