import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replies } from '../messages.ts';
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

/** The wrong one-time codes counted for `user` in the current window. */
async function wrongTries(user: TestUser): Promise<number> {
  const row = await service.db
    .selectFrom('throttles')
    .select('hits')
    .where('key', '=', `otp-fail:${user.id}`)
    .executeTakeFirst();
  return row?.hits ?? 0;
}

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

  it('refuses the replay of a used code: 409 already used within its lifetime, not counted; after it, 401 and counted', async () => {
    const user = await createUser(service);
    const code = await startUsernameSignIn(service, user);
    expect((await service.call('validateAndLogin', validateBody(user, code))).status).toBe(200);
    const late = await service.call('validateAndLogin', validateBody(user, code));
    expect(late.status).toBe(409);
    expect(late.headers.get('x-token')).toBeNull();
    expect(late.body).toMatchObject({ status: 'Failure', message: replies.otpAlreadyUsed });
    expect(await wrongTries(user)).toBe(0);
    service.clock.advance(301);
    expect((await service.call('validateAndLogin', validateBody(user, code))).status).toBe(401);
    expect(await wrongTries(user)).toBe(1);
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

  it('signs in once on 20 parallel right codes and counts none of the other 19 as a wrong try (no lock, no notice)', async () => {
    const user = await createUser(service);
    const code = await startUsernameSignIn(service, user);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => service.call('validateAndLogin', validateBody(user, code))),
    );
    expect(answers.filter((reply) => reply.status === 200)).toHaveLength(1);
    const others = answers.filter((reply) => reply.status !== 200);
    expect(others).toHaveLength(19);
    for (const reply of others) {
      expect(reply.status).toBe(409);
      expect(reply.body).toMatchObject({ status: 'Failure', message: replies.otpAlreadyUsed });
      expect(reply.headers.get('x-token')).toBeNull();
    }
    expect(await wrongTries(user)).toBe(0);
    const notices = [
      ...(await service.outbox(user.email)),
      ...(await service.outbox(user.mobileNo)),
    ];
    expect(
      notices.filter((notice) => notice.text.includes('too many wrong one-time PINs')),
    ).toEqual([]);
    // A wrong code afterwards still counts.
    expect(
      (await service.call('validateAndLogin', validateBody(user, wrongFor(code)))).status,
    ).toBe(401);
    expect(await wrongTries(user)).toBe(1);
  });

  it('counts a wrong code sent among parallel right ones, and only it', async () => {
    const user = await createUser(service);
    const code = await startUsernameSignIn(service, user);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        service.call('validateAndLogin', validateBody(user, i === 5 ? wrongFor(code) : code)),
      ),
    );
    expect(answers.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(answers[5]?.status).toBe(401);
    expect(answers.filter((reply) => reply.status === 409)).toHaveLength(8);
    expect(await wrongTries(user)).toBe(1);
  });

  it('treats the used code as a wrong try once a newer code was sent', async () => {
    const user = await createUser(service);
    const first = await startUsernameSignIn(service, user);
    expect((await service.call('validateAndLogin', validateBody(user, first))).status).toBe(200);
    // The used code ended the cooldown, so a new sign-in sends a new code at once.
    service.clock.advance(1);
    const second = await startUsernameSignIn(service, user);
    if (first === second) return;
    expect((await service.call('validateAndLogin', validateBody(user, first))).status).toBe(401);
    expect(await wrongTries(user)).toBe(1);
    expect((await service.call('validateAndLogin', validateBody(user, second))).status).toBe(200);
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
