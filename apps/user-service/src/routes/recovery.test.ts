import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaToken, startTestService, type TestService } from '../testing/harness.ts';
import { createUser, freshIdNumber } from '../testing/test-users.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

describe('ID sign-in', () => {
  it('signs in with an ID number and a code', async () => {
    const user = await createUser(service, 'customer');
    const check = await service.call('idLoginCheck', {
      idNumber: user.idNumber,
      role: 'customer',
      captchaResponse: captchaToken,
    });
    expect(check.status).toBe(200);
    expect(check.body.payload.destinations.email).toMatch(/^u\*\*\*@forecourt\.co\.za$/);
    const { flowHandle } = check.body.payload;
    const sent = await service.call('otpIdLoginCheck', {
      idNumber: user.idNumber,
      flowHandle,
      role: 'customer',
      preferredComm: 'mobile',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.payload.destination).toBe(`07*****${user.mobileNo.slice(-3)}`);
    const otp = await service.latestCode(user.mobileNo);
    const reply = await service.call('validateAndIdLogin', {
      flowHandle,
      role: 'customer',
      otp,
      preferredComm: 'mobile',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.payload.kid).toBe(user.kid);
  });

  it('answers an unknown ID number with a failure', async () => {
    const reply = await service.call('idLoginCheck', {
      idNumber: freshIdNumber(),
      role: 'dealer',
      captchaResponse: captchaToken,
    });
    expect(reply.status).toBe(404);
    expect(reply.body.status).toBe('Failure');
  });

  it('does not send a code without step 0', async () => {
    const user = await createUser(service, 'dealer');
    const sent = await service.call('otpIdLoginCheck', {
      idNumber: user.idNumber,
      role: 'dealer',
      preferredComm: 'mobile',
    });
    expect(sent.status).toBe(400);
  });
});

describe('forgot username', () => {
  it('returns the username after the code, at the top level and in payload', async () => {
    const user = await createUser(service, 'dealer-group');
    const base = { idNumber: user.idNumber, role: 'dealergroup', flow: 'username' };
    const check = await service.call('forgotUsernameCheck', base);
    expect(check.status).toBe(200);
    const { flowHandle } = check.body.payload;
    expect(
      (
        await service.call('otpForgotUsernameCheck', {
          ...base,
          flowHandle,
          preferredComm: 'email',
        })
      ).status,
    ).toBe(200);
    const otp = await service.latestCode(user.email);
    const reply = await service.call('requestUsername', {
      flowHandle,
      role: 'dealergroup',
      otp,
      preferredComm: 'email',
    });
    expect(reply.body).toEqual({
      status: 'Success',
      message: 'Username Retrieved Successfully',
      username: user.username,
      payload: { username: user.username },
    });
  });

  it('refuses a forgot-username code for a password reset', async () => {
    const user = await createUser(service, 'dealer');
    const base = { idNumber: user.idNumber, role: 'dealer', flow: 'username' };
    const check = await service.call('forgotUsernameCheck', base);
    const { flowHandle } = check.body.payload;
    await service.call('otpForgotUsernameCheck', { ...base, flowHandle, preferredComm: 'mobile' });
    const otp = await service.latestCode(user.mobileNo);
    // The username's grant is not a reset's: refused as a step without a grant.
    const reset = {
      flowHandle,
      role: 'dealer',
      otp,
      preferredComm: 'mobile',
      password: 'Other#Pass9',
      verifyPassword: 'Other#Pass9',
    };
    expect((await service.call('resetPassword', reset)).status).toBe(400);
    // A reset's own grant has no code of that purpose: the username code does not pass.
    const resetCheck = await service.call('forgotPasswordCheck', { ...base, flow: 'password' });
    const withResetGrant = { ...reset, flowHandle: resetCheck.body.payload.flowHandle };
    expect((await service.call('resetPassword', withResetGrant)).status).toBe(401);
  });
});

describe('forgot password', () => {
  it('resets by username, signs in, and tells the other channel', async () => {
    const user = await createUser(service, 'dealer');
    const base = { username: user.username, idNumber: '', role: 'dealer' };
    const check = await service.call('forgotPasswordCheck', base);
    expect(check.status).toBe(200);
    const { flowHandle } = check.body.payload;
    expect(
      (
        await service.call('otpForgotPasswordCheck', {
          ...base,
          flowHandle,
          preferredComm: 'mobile',
        })
      ).status,
    ).toBe(200);
    const otp = await service.latestCode(user.mobileNo);
    const reply = await service.call('resetPassword', {
      ...base,
      flowHandle,
      otp,
      preferredComm: 'mobile',
      password: 'Fresh#Pass22',
      verifyPassword: 'Fresh#Pass22',
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('x-token')).not.toBeNull();
    const [notice] = await service.outbox(user.email);
    expect(notice?.text).toContain('password was just changed');
    expect(notice?.code).toBeNull();
    const oldPassword = await service.call('loginCheck', {
      username: user.username,
      password: user.password,
      role: 'dealer',
      captchaResponse: captchaToken,
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await service.call('loginCheck', {
      username: user.username,
      password: 'Fresh#Pass22',
      role: 'dealer',
      captchaResponse: captchaToken,
    });
    expect(newPassword.status).toBe(200);
  });

  it('resets by ID number without a named flow', async () => {
    const user = await createUser(service, 'customer');
    const base = { idNumber: user.idNumber, role: 'customer' };
    const check = await service.call('forgotPasswordCheck', base);
    const { flowHandle } = check.body.payload;
    await service.call('otpForgotPasswordCheck', { ...base, flowHandle, preferredComm: 'email' });
    const otp = await service.latestCode(user.email);
    const reply = await service.call('resetPassword', {
      ...base,
      flowHandle,
      otp,
      preferredComm: 'email',
      password: 'Fresh#Pass22',
      verifyPassword: 'Fresh#Pass22',
    });
    expect(reply.status).toBe(200);
    const [notice] = await service.outbox(user.mobileNo);
    expect(notice?.text).toContain('password was just changed');
  });

  it('refuses a reset whose passwords differ', async () => {
    const body = {
      username: 'someone',
      flowHandle: 'A'.repeat(22),
      role: 'dealer',
      otp: '123456',
      preferredComm: 'mobile',
      password: 'Fresh#Pass22',
      verifyPassword: 'Fresh#Pass23',
    };
    const reply = await service.call('resetPassword', body);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Passwords do not match.');
  });

  it('answers an unknown username with a failure', async () => {
    const reply = await service.call('forgotPasswordCheck', {
      username: 'nobody77',
      role: 'customer',
    });
    expect(reply.status).toBe(404);
  });
});
