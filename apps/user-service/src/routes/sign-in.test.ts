import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmins, demoLogins } from '../db/seed.ts';
import { captchaToken, startTestService, type TestService } from '../testing/harness.ts';
import { createUser, startUsernameSignIn, validateBody } from '../testing/test-users.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

describe('username sign-in', () => {
  it('signs a demo user in through check, send and code, with a signed token in x-token', async () => {
    const dealer = demoLogins.find((login) => login.type === 'dealer');
    if (dealer === undefined) throw new Error('no demo dealer');
    const { username, password } = dealer;
    const check = await service.call('loginCheck', {
      username,
      password,
      role: 'dealer',
      captchaResponse: captchaToken,
    });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({
      status: 'Success',
      payload: { destinations: { mobile: '08*****567' } },
    });
    const flowHandle = check.body.payload.flowHandle;
    const sent = await service.call('otpLoginCheck', {
      username,
      flowHandle,
      role: 'dealer',
      preferredComm: 'email',
    });
    expect(sent.body).toEqual({
      status: 'Success',
      message: 'Otp Sent Successfully to your email',
      payload: {
        channel: 'email',
        destination: 'd***@forecourt.co.za',
        resendAvailableInSeconds: 180,
        expiresInSeconds: 300,
        message: 'Otp Sent Successfully to your email',
        flowHandle,
      },
    });
    const otp = await service.latestCode(dealer.email);
    const signedIn = await service.call('validateAndLogin', {
      username,
      password,
      flowHandle,
      role: 'dealer',
      otp,
      preferredComm: 'email',
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.message).toBe('Welcome to Forecourt DEALER Portal');
    const token = signedIn.headers.get('x-token') ?? '';
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      type: 'dealer',
      role: 'dealer',
      aud: 'forecourt-dealer',
      kid: signedIn.body.payload.kid,
    });
    expect(String(claims.kid)).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(900);
    const session = await service.call('session', {}, { headers: { 'x-token': token } });
    expect(session.body.payload).toMatchObject({ kid: claims.kid, type: 'dealer' });
  });

  it('refuses a wrong password with the spec-neutral credentials message', async () => {
    const user = await createUser(service);
    const reply = await service.call('loginCheck', {
      username: user.username,
      password: 'Wrong#Pass1',
      role: user.role,
      captchaResponse: captchaToken,
    });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({
      status: 'Failure',
      code: 'credentials_invalid',
      message: 'Invalid username or password.',
    });
  });

  it('answers a wrong username and a wrong password with the same reply', async () => {
    const user = await createUser(service);
    const wrongPassword = await service.call('loginCheck', {
      username: user.username,
      password: 'Nope#1234',
      role: user.role,
      captchaResponse: captchaToken,
    });
    const wrongUser = await service.call('loginCheck', {
      username: 'nobody42',
      password: user.password,
      role: user.role,
      captchaResponse: captchaToken,
    });
    expect(wrongUser.status).toBe(wrongPassword.status);
    expect(wrongUser.text).toBe(wrongPassword.text);
  });

  it('finds a user only in their own portal type', async () => {
    const user = await createUser(service, 'customer');
    const reply = await service.call('loginCheck', {
      username: user.username,
      password: user.password,
      role: 'dealer',
      captchaResponse: captchaToken,
    });
    expect(reply.status).toBe(401);
  });

  it('refuses step 0 without the captcha', async () => {
    const user = await createUser(service);
    const reply = await service.call('loginCheck', {
      username: user.username,
      password: user.password,
      role: user.role,
      captchaResponse: 'forged',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Please complete the Captcha verification.');
  });

  it('does not send a code before step 0 passed, whatever password comes along', async () => {
    const user = await createUser(service);
    const reply = await service.call('otpLoginCheck', {
      username: user.username,
      password: user.password,
      role: user.role,
      preferredComm: 'mobile',
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      status: 'Failure',
      code: 'step_expired',
      message: 'This step has expired. Please start again.',
      payload: { flowHandle: 'unknown' },
    });
    expect(await service.outbox(user.mobileNo)).toEqual([]);
  });

  it("refuses a grant with another user's username beside it", async () => {
    const user = await createUser(service);
    const other = await createUser(service);
    await startUsernameSignIn(service, user);
    const reply = await service.call('otpLoginCheck', {
      username: other.username,
      flowHandle: user.handle,
      role: other.role,
      preferredComm: 'mobile',
    });
    expect(reply.status).toBe(400);
    expect(await service.outbox(other.mobileNo)).toEqual([]);
  });

  it('blocks an account after five wrong passwords with 429 and Retry-After', async () => {
    const user = await createUser(service);
    const body = {
      username: user.username,
      password: 'Wrong#Pass1',
      role: user.role,
      captchaResponse: captchaToken,
    };
    for (let i = 0; i < 5; i += 1)
      expect((await service.call('loginCheck', body)).status).toBe(401);
    const blocked = await service.call('loginCheck', { ...body, password: user.password });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body.payload.retryAfterSeconds).toBe(Number(blocked.headers.get('retry-after')));
    service.clock.advance(15 * 60);
    expect((await service.call('loginCheck', { ...body, password: user.password })).status).toBe(
      200,
    );
  });

  it('refuses validation with a wrong code', async () => {
    const user = await createUser(service);
    const code = await startUsernameSignIn(service, user);
    const wrong = code === '000000' ? '111111' : '000000';
    const reply = await service.call('validateAndLogin', validateBody(user, wrong));
    expect(reply.status).toBe(401);
    expect(reply.headers.get('x-token')).toBeNull();
  });
});

describe('admin sign-in', () => {
  it('signs an admin in as a user, with admin and impersonatedBy in the token', async () => {
    const admin = demoAdmins.find((entry) => entry.type === 'dealer-group');
    const user = await createUser(service, 'dealer-group');
    const reply = await service.call('adminLogin', {
      role: 'dealergroup',
      adminUsername: admin?.adminUsername,
      adminPassword: admin?.adminPassword,
      username: user.username,
      captchaResponse: captchaToken,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.payload).toMatchObject({ kid: user.kid, type: 'dealer-group', admin: true });
    const claims = decodeJwt(reply.headers.get('x-token') ?? '');
    expect(claims).toMatchObject({
      kid: user.kid,
      admin: true,
      impersonatedBy: 'groupadmin',
      role: 'dealergroup',
    });
  });

  it('refuses a wrong admin password and an unknown user alike', async () => {
    const user = await createUser(service, 'customer');
    const base = {
      role: 'customer',
      adminUsername: 'customeradmin',
      username: user.username,
      captchaResponse: captchaToken,
    };
    const wrongPassword = await service.call('adminLogin', {
      ...base,
      adminPassword: 'Wrong#Pass1',
    });
    const unknownUser = await service.call('adminLogin', {
      ...base,
      adminPassword: 'AdminPass#2025',
      username: 'ghost',
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.text).toBe(wrongPassword.text);
  });

  it('does not let an admin of one type sign in to another', async () => {
    const user = await createUser(service, 'customer');
    const reply = await service.call('adminLogin', {
      role: 'customer',
      adminUsername: 'dealeradmin',
      adminPassword: 'AdminPass#2025',
      username: user.username,
      captchaResponse: captchaToken,
    });
    expect(reply.status).toBe(401);
  });
});
