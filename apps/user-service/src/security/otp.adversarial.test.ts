import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replies } from '../messages.ts';
import { captchaToken, startTestService, type TestService } from '../testing/harness.ts';
import {
  createUser,
  startUsernameSignIn,
  type TestUser,
  validateBody,
} from '../testing/test-users.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

/** The wrong codes counted against `user`'s newest grant. */
async function wrongTries(user: TestUser): Promise<number> {
  const row = await service.db
    .selectFrom('flow_handles')
    .select('failures')
    .where('user_id', '=', user.id)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.failures ?? 0;
}

const wrongFor = (code: string, n = 0) =>
  String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');

/** Asks for a new sign-in code with `user`'s grant. */
async function resend(user: TestUser, channel: 'mobile' | 'email') {
  const body = {
    username: user.username,
    flowHandle: user.handle,
    role: user.role,
    preferredComm: channel,
  };
  return service.call('otpLoginCheck', body);
}

/** ID sign-in steps 0 and 1; the code sent and the grant. */
async function startIdSignIn(user: TestUser): Promise<{ code: string; flowHandle: string }> {
  const check = await service.call('idLoginCheck', {
    idNumber: user.idNumber,
    role: user.role,
    captchaResponse: captchaToken,
  });
  const flowHandle = check.body.payload.flowHandle;
  await service.call('otpIdLoginCheck', { flowHandle, role: user.role, preferredComm: 'mobile' });
  return { code: await service.latestCode(user.mobileNo), flowHandle };
}

describe('one-time codes under attack', () => {
  it('refuses the right code after five wrong ones: the fifth ends the grant', async () => {
    const user = await createUser(service);
    const code = await startUsernameSignIn(service, user);
    for (let i = 0; i < 4; i += 1) {
      const reply = await service.call('validateAndLogin', validateBody(user, wrongFor(code, i)));
      expect(reply.status).toBe(401);
      expect(reply.body.message).toBe(replies.invalidOtp);
    }
    const fifth = await service.call('validateAndLogin', validateBody(user, wrongFor(code, 4)));
    expect(fifth.status).toBe(401);
    expect(fifth.body).toMatchObject({
      message: replies.codeTriesUsed,
      payload: { flowHandle: 'ended' },
    });
    const reply = await service.call('validateAndLogin', validateBody(user, code));
    expect(reply.status).toBe(409);
    expect(reply.headers.get('x-token')).toBeNull();
  });

  it('counts wrong codes per grant across resends; a new grant starts afresh and nothing locks the user', async () => {
    const user = await createUser(service);
    let code = await startUsernameSignIn(service, user);
    for (let i = 0; i < 4; i += 1)
      await service.call('validateAndLogin', validateBody(user, wrongFor(code, i)));
    service.clock.advance(180);
    expect((await resend(user, 'mobile')).status).toBe(200);
    code = await service.latestCode(user.mobileNo);
    const last = await service.call('validateAndLogin', validateBody(user, wrongFor(code)));
    expect(last.body).toMatchObject({ code: 'code_exhausted', payload: { flowHandle: 'ended' } });
    expect((await resend(user, 'mobile')).status).toBe(409);
    // Starting again (with the captcha) gives a grant of its own, and the code it gets works.
    service.clock.advance(180);
    const fresh = await startUsernameSignIn(service, user);
    expect(await wrongTries(user)).toBe(0);
    expect((await service.call('validateAndLogin', validateBody(user, fresh))).status).toBe(200);
    const notices = [
      ...(await service.outbox(user.email)),
      ...(await service.outbox(user.mobileNo)),
    ].filter((message) => message.code === null);
    expect(notices).toEqual([]);
  });

  it('says what each refusal meant: wrong (tries left), used, expired, no tries left', async () => {
    const user = await createUser(service);
    const code = await startUsernameSignIn(service, user);
    const wrong = await service.call('validateAndLogin', validateBody(user, wrongFor(code)));
    expect(wrong.body).toMatchObject({ code: 'code_wrong', payload: { triesLeft: 4 } });
    service.clock.advance(301);
    const late = await service.call('validateAndLogin', validateBody(user, code));
    expect(late.body.code).toBe('code_expired');
    service.clock.advance(180);
    const fresh = await startUsernameSignIn(service, user);
    expect((await service.call('validateAndLogin', validateBody(user, fresh))).status).toBe(200);
    const again = await service.call('validateAndLogin', validateBody(user, fresh));
    expect(again.body.code).toBe('step_expired');
    service.clock.advance(1);
    const other = await startUsernameSignIn(service, user);
    for (let i = 0; i < 3; i += 1)
      await service.call('validateAndLogin', validateBody(user, wrongFor(other, i)));
    const fourth = await service.call('validateAndLogin', validateBody(user, wrongFor(other, 3)));
    expect(fourth.body).toMatchObject({ code: 'code_wrong', payload: { triesLeft: 1 } });
    const fifth = await service.call('validateAndLogin', validateBody(user, wrongFor(other, 4)));
    expect(fifth.body).toMatchObject({ code: 'code_exhausted', payload: { triesLeft: 0 } });
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

  it('refuses the replay of a used code: its grant has ended, and a new grant cannot use it', async () => {
    const user = await createUser(service);
    const code = await startUsernameSignIn(service, user);
    expect((await service.call('validateAndLogin', validateBody(user, code))).status).toBe(200);
    const late = await service.call('validateAndLogin', validateBody(user, code));
    expect(late.status).toBe(409);
    expect(late.headers.get('x-token')).toBeNull();
    expect(late.body).toMatchObject({ status: 'Failure', payload: { flowHandle: 'ended' } });
    // A new sign-in's grant with no code of its own: the used code, sent last and still within
    // its lifetime, is a late copy (409 already used), and after its lifetime nothing to check.
    service.clock.advance(1);
    const check = await service.call('loginCheck', {
      username: user.username,
      password: user.password,
      role: user.role,
      captchaResponse: captchaToken,
    });
    user.handle = check.body.payload.flowHandle;
    const copy = await service.call('validateAndLogin', validateBody(user, code));
    expect(copy.status).toBe(409);
    expect(copy.body.message).toBe(replies.otpAlreadyUsed);
    service.clock.advance(300);
    expect((await service.call('validateAndLogin', validateBody(user, code))).status).toBe(401);
    expect(await wrongTries(user)).toBe(0);
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
    const check = await service.call('forgotPasswordCheck', base);
    const flowHandle = check.body.payload.flowHandle;
    expect(
      (
        await service.call('otpForgotPasswordCheck', {
          flowHandle,
          role: user.role,
          preferredComm: 'mobile',
        })
      ).status,
    ).toBe(200);
    const resetCode = await service.latestCode(user.mobileNo);
    // A sign-in grant of the same user, with no code of its own.
    const signIn = await service.call('loginCheck', {
      username: user.username,
      password: user.password,
      role: user.role,
      captchaResponse: captchaToken,
    });
    user.handle = signIn.body.payload.flowHandle;
    expect((await service.call('validateAndLogin', validateBody(user, resetCode))).status).toBe(
      401,
    );
    // Even with a live ID sign-in code of the same user, the reset code does not pass for it.
    service.clock.advance(180);
    const id = await startIdSignIn(user);
    const idBody = {
      flowHandle: id.flowHandle,
      role: user.role,
      otp: resetCode,
      preferredComm: 'mobile',
    };
    if (id.code !== resetCode)
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

  it('signs in once on 20 parallel right codes and counts none of the other 19 as a wrong try', async () => {
    const user = await createUser(service);
    const code = await startUsernameSignIn(service, user);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => service.call('validateAndLogin', validateBody(user, code))),
    );
    expect(answers.filter((reply) => reply.status === 200)).toHaveLength(1);
    const others = answers.filter((reply) => reply.status !== 200);
    expect(others).toHaveLength(19);
    for (const reply of others) {
      // Already used (it raced the one that won), or its flow already ended.
      expect(reply.status).toBe(409);
      expect([replies.otpAlreadyUsed, replies.flowEnded]).toContain(reply.body.message);
      expect(reply.headers.get('x-token')).toBeNull();
    }
    expect(await wrongTries(user)).toBe(0);
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
    // Wrong and counted when it reached the code first; after the right one, there was no code
    // left to count against (401) or the flow had ended (409).
    expect([401, 409]).toContain(answers[5]?.status);
    expect(answers.filter((reply) => reply.status === 409).length).toBeGreaterThanOrEqual(8);
    expect(await wrongTries(user)).toBeLessThanOrEqual(1);
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
