import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captchaToken,
  createUser,
  startTestService,
  startUsernameSignIn,
  type TestService,
  type TestUser,
  validateBody,
} from '../testing/harness.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const wrongFor = (code: string, n = 0) =>
  String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');

async function resend(user: TestUser, channel: 'mobile' | 'email') {
  const body = {
    username: user.username,
    password: user.password,
    role: user.role,
    preferredComm: channel,
  };
  return service.call('otpLoginCheck', body);
}

async function startIdSignIn(user: TestUser): Promise<string> {
  await service.call('idLoginCheck', {
    idNumber: user.idNumber,
    role: user.role,
    captchaResponse: captchaToken,
  });
  await service.call('otpIdLoginCheck', {
    idNumber: user.idNumber,
    role: user.role,
    preferredComm: 'mobile',
  });
  return service.latestCode(user.mobileNo);
}

describe('one-time codes under attack', () => {
  it('refuses the right code after five wrong ones', async () => {
    const user = await createUser(service);
    const code = await startUsernameSignIn(service, user);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await service.call('validateAndLogin', validateBody(user, wrongFor(code, i)))).status,
      ).toBe(401);
    }
    const reply = await service.call('validateAndLogin', validateBody(user, code));
    expect(reply.status).toBe(401);
    expect(reply.headers.get('x-token')).toBeNull();
  });

  it('carries failures across resends until the account cap blocks code checks and tells the user', async () => {
    const user = await createUser(service);
    let code = await startUsernameSignIn(service, user);
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 4; i += 1)
        await service.call('validateAndLogin', validateBody(user, wrongFor(code, i)));
      service.clock.advance(180);
      expect((await resend(user, 'mobile')).status).toBe(200);
      code = await service.latestCode(user.mobileNo);
    }
    await service.call('validateAndLogin', validateBody(user, wrongFor(code, 0)));
    await service.call('validateAndLogin', validateBody(user, wrongFor(code, 1)));
    const blocked = await service.call('validateAndLogin', validateBody(user, code));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const notices = await service.outbox(user.email);
    expect(notices[0]?.text).toContain('too many wrong one-time PINs');
  });

  it('voids the old code on a resend', async () => {
    const user = await createUser(service);
    const first = await startUsernameSignIn(service, user);
    service.clock.advance(180);
    await resend(user, 'mobile');
    const second = await service.latestCode(user.mobileNo);
    if (first !== second)
      expect((await service.call('validateAndLogin', validateBody(user, first))).status).toBe(401);
    expect((await service.call('validateAndLogin', validateBody(user, second))).status).toBe(200);
  });

  it('voids the SMS code when the resend goes by e-mail', async () => {
    const user = await createUser(service);
    const sms = await startUsernameSignIn(service, user, 'mobile');
    service.clock.advance(180);
    expect((await resend(user, 'email')).status).toBe(200);
    const email = await service.latestCode(user.email);
    if (sms !== email)
      expect((await service.call('validateAndLogin', validateBody(user, sms))).status).toBe(401);
    expect((await service.call('validateAndLogin', validateBody(user, email))).status).toBe(200);
  });

  it('refuses the replay of a used code', async () => {
    const user = await createUser(service);
    const code = await startUsernameSignIn(service, user);
    expect((await service.call('validateAndLogin', validateBody(user, code))).status).toBe(200);
    expect((await service.call('validateAndLogin', validateBody(user, code))).status).toBe(401);
  });

  it("refuses user A's code in user B's flow", async () => {
    const alice = await createUser(service);
    const bob = await createUser(service);
    const aliceCode = await startUsernameSignIn(service, alice);
    const bobCode = await startUsernameSignIn(service, bob);
    if (aliceCode !== bobCode) {
      expect((await service.call('validateAndLogin', validateBody(bob, aliceCode))).status).toBe(
        401,
      );
    }
    expect((await service.call('validateAndLogin', validateBody(alice, aliceCode))).status).toBe(
      200,
    );
  });

  it('refuses a password-reset code for sign-in', async () => {
    const user = await createUser(service);
    const base = { username: user.username, role: user.role, flow: 'password' };
    await service.call('forgotPasswordCheck', base);
    expect(
      (await service.call('otpForgotPasswordCheck', { ...base, preferredComm: 'mobile' })).status,
    ).toBe(200);
    const resetCode = await service.latestCode(user.mobileNo);
    expect((await service.call('validateAndLogin', validateBody(user, resetCode))).status).toBe(
      401,
    );
    // Even with a live ID sign-in code of the same user, the reset code does not pass for it.
    const idCode = await startIdSignIn(user);
    const idBody = {
      idNumber: user.idNumber,
      role: user.role,
      otp: resetCode,
      preferredComm: 'mobile',
    };
    if (idCode !== resetCode)
      expect((await service.call('validateAndIdLogin', idBody)).status).toBe(401);
  });

  it('lets a code expire at its TTL plus one second', async () => {
    const user = await createUser(service);
    const code = await startUsernameSignIn(service, user);
    service.clock.advance(301);
    expect((await service.call('validateAndLogin', validateBody(user, code))).status).toBe(401);
  });

  it('still takes a code one second before its TTL', async () => {
    const user = await createUser(service);
    const code = await startUsernameSignIn(service, user);
    service.clock.advance(299);
    expect((await service.call('validateAndLogin', validateBody(user, code))).status).toBe(200);
  });

  it('lets exactly one of 20 parallel right-code checks succeed', async () => {
    const user = await createUser(service);
    const code = await startUsernameSignIn(service, user);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => service.call('validateAndLogin', validateBody(user, code))),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
  });

  it('holds the limit against 50 parallel wrong codes', async () => {
    const user = await createUser(service);
    const code = await startUsernameSignIn(service, user);
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        service.call('validateAndLogin', validateBody(user, wrongFor(code, i))),
      ),
    );
    const row = await service.db
      .selectFrom('otp_challenges')
      .select('attempts')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect((await service.call('validateAndLogin', validateBody(user, code))).status).not.toBe(200);
  });

  it('sends no new code at 179 s (the one out still works, 1 s to wait) and sends one at 180 s', async () => {
    const user = await createUser(service);
    const code = await startUsernameSignIn(service, user);
    service.clock.advance(179);
    const early = await resend(user, 'email');
    expect(early.status).toBe(200);
    expect(early.body.payload).toMatchObject({
      alreadySent: true,
      channel: 'mobile',
      resendAvailableInSeconds: 1,
    });
    expect(await service.outbox(user.email)).toEqual([]);
    service.clock.advance(1);
    const later = await resend(user, 'email');
    expect(later.status).toBe(200);
    expect(later.body.payload.alreadySent).toBeUndefined();
    expect(await service.latestCode(user.email)).not.toBe(code);
  });

  it('stores codes only as keyed hashes', async () => {
    const user = await createUser(service);
    const code = await startUsernameSignIn(service, user);
    const row = await service.db
      .selectFrom('otp_challenges')
      .select('code_hash')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash.length).toBeGreaterThan(40);
  });
});
