import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaToken, startTestService, type TestService } from '../testing/harness.ts';
import {
  createUser,
  startUsernameSignIn,
  type TestUser,
  validateBody,
} from '../testing/test-users.ts';

// Issue 16: a person who closes the tab and starts again inside the 180 s resend cooldown is
// told that the code they hold still works, and for how long they must wait for a new one.

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const signInAgain = async (user: TestUser, channel: 'mobile' | 'email') => {
  const { username, password, role } = user;
  const check = await service.call('loginCheck', {
    username,
    password,
    role,
    captchaResponse: captchaToken,
  });
  expect(check.status).toBe(200);
  user.handle = check.body.payload.flowHandle;
  return service.call('otpLoginCheck', {
    username,
    flowHandle: user.handle,
    role,
    preferredComm: channel,
  });
};

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('a new sign-in inside the resend cooldown', () => {
  it('is told the code is already out, where and for how many seconds, and that code signs in', async () => {
    const user = await createUser(service);
    const code = await startUsernameSignIn(service, user, 'mobile');
    service.clock.advance(55);
    const again = await signInAgain(user, 'email');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      status: 'Success',
      message:
        'An OTP was already sent to your mobile and is still valid. Enter it, or request a new one in 125 seconds.',
      payload: {
        alreadySent: true,
        channel: 'mobile',
        destination: `07*****${user.mobileNo.slice(-3)}`,
        resendAvailableInSeconds: 125,
        expiresInSeconds: 245,
      },
    });
    expect(await service.outbox(user.email)).toEqual([]);
    expect(await service.outbox(user.mobileNo)).toHaveLength(1);
    const signedIn = await service.call('validateAndLogin', validateBody(user, code));
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('x-token')).not.toBeNull();
  });

  it('gets a fresh code at once after the code out was used', async () => {
    const user = await createUser(service);
    const code = await startUsernameSignIn(service, user);
    expect((await service.call('validateAndLogin', validateBody(user, code))).status).toBe(200);
    service.clock.advance(20);
    const again = await signInAgain(user, 'mobile');
    expect(again.status).toBe(200);
    expect(again.body.payload.alreadySent).toBeUndefined();
    const fresh = await service.latestCode(user.mobileNo);
    expect((await service.call('validateAndLogin', validateBody(user, fresh))).status).toBe(200);
  });

  it('is answered 429 with the seconds to wait when the code out was burned by wrong tries', async () => {
    const user = await createUser(service);
    const code = await startUsernameSignIn(service, user);
    for (let i = 0; i < 5; i += 1)
      await service.call('validateAndLogin', validateBody(user, wrong(code)));
    service.clock.advance(30);
    const again = await signInAgain(user, 'mobile');
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('150');
    expect(again.body).toMatchObject({
      status: 'Failure',
      message: 'Please wait before asking for another code.',
      payload: { retryAfterSeconds: 150 },
    });
  });
});

describe('ID sign-in and recovery inside the resend cooldown', () => {
  it('tells a new ID sign-in that the code is already out, and that code signs in', async () => {
    const user = await createUser(service, 'customer');
    let flowHandle = '';
    const idSignIn = async () => {
      const check = await service.call('idLoginCheck', {
        idNumber: user.idNumber,
        role: user.role,
        captchaResponse: captchaToken,
      });
      expect(check.status).toBe(200);
      flowHandle = check.body.payload.flowHandle;
      return service.call('otpIdLoginCheck', {
        flowHandle,
        role: user.role,
        preferredComm: 'mobile',
      });
    };
    expect((await idSignIn()).body.payload.alreadySent).toBeUndefined();
    const code = await service.latestCode(user.mobileNo);
    service.clock.advance(100);
    const again = await idSignIn();
    expect(again.body.payload).toMatchObject({ alreadySent: true, resendAvailableInSeconds: 80 });
    const reply = await service.call('validateAndIdLogin', {
      flowHandle,
      role: user.role,
      otp: code,
      preferredComm: 'mobile',
    });
    expect(reply.status).toBe(200);
  });

  it('tells a new forgot-username request that the code is already out, and that code recovers', async () => {
    const user = await createUser(service, 'dealer');
    let flowHandle = '';
    const recover = async () => {
      const check = await service.call('forgotUsernameCheck', {
        idNumber: user.idNumber,
        role: user.role,
        flow: 'username',
      });
      expect(check.status).toBe(200);
      flowHandle = check.body.payload.flowHandle;
      return service.call('otpForgotUsernameCheck', {
        flowHandle,
        role: user.role,
        preferredComm: 'email',
        flow: 'username',
      });
    };
    await recover();
    const code = await service.latestCode(user.email);
    service.clock.advance(10);
    const again = await recover();
    expect(again.body.payload).toMatchObject({
      alreadySent: true,
      channel: 'email',
      resendAvailableInSeconds: 170,
    });
    const reply = await service.call('requestUsername', {
      flowHandle,
      role: user.role,
      otp: code,
      preferredComm: 'email',
    });
    expect(reply.body).toMatchObject({ status: 'Success', username: user.username });
  });
});
