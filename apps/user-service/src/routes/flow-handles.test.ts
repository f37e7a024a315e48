import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replies } from '../messages.ts';
import { hashFlowHandle, keepSeconds } from '../security/flow-handles.ts';
import { captchaToken, startTestService, type TestService } from '../testing/harness.ts';
import { createUser, freshIdNumber, type TestUser } from '../testing/test-users.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

/** Step 0 of username sign-in for `user`; the handle its reply carries. */
async function checkCredentials(user: TestUser): Promise<string> {
  const check = await service.call('loginCheck', {
    username: user.username,
    password: user.password,
    role: user.role,
    captchaResponse: captchaToken,
  });
  expect(check.status).toBe(200);
  return check.body.payload.flowHandle;
}

/** Step 0 of a password reset for `user`, started from its username or its ID number. */
async function startReset(user: TestUser, from: 'username' | 'idNumber'): Promise<string> {
  const check = await service.call('forgotPasswordCheck', {
    [from]: user[from],
    role: user.role,
    flow: 'password',
    captchaResponse: captchaToken,
  });
  expect(check.status).toBe(200);
  return check.body.payload.flowHandle;
}

const resume = (user: TestUser, flowHandle: string) =>
  service.call('resumeFlow', { flowHandle, role: user.role });

const sendWithHandle = (user: TestUser, flowHandle: string) =>
  service.call('otpLoginCheck', {
    username: user.username,
    flowHandle,
    role: user.role,
    preferredComm: 'mobile',
  });

describe('flow handles of username sign-in', () => {
  it('are issued by the credentials check and resume step 1 with the username and destinations', async () => {
    const user = await createUser(service);
    const handle = await checkCredentials(user);
    expect(handle).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const resumed = await resume(user, handle);
    expect(resumed.status).toBe(200);
    expect(resumed.body.payload).toEqual({
      flow: 'sign-in',
      step: 'channel',
      username: user.username,
      destinations: expect.objectContaining({ mobile: expect.stringMatching(/^07\*+/) }),
      resendAvailableInSeconds: 0,
    });
  });

  it('stand in for the password to send the code, and resume the code step at the server-counted second', async () => {
    const user = await createUser(service);
    const handle = await checkCredentials(user);
    const sent = await sendWithHandle(user, handle);
    expect(sent.status).toBe(200);
    expect(sent.body.payload).toMatchObject({
      channel: 'mobile',
      resendAvailableInSeconds: 180,
      flowHandle: handle,
    });
    service.clock.advance(47);
    const resumed = await resume(user, handle);
    expect(resumed.body.payload).toMatchObject({
      step: 'code',
      channel: 'mobile',
      resendAvailableInSeconds: 133,
    });
    // Asking again inside the cooldown (a second tab) keeps the same code and the same second.
    const again = await sendWithHandle(user, handle);
    expect(again.body.payload).toMatchObject({ alreadySent: true, resendAvailableInSeconds: 133 });
    expect((await resume(user, handle)).body.payload.resendAvailableInSeconds).toBe(133);
  });

  it('sign in with the code, and end then: the other tab is told the flow finished', async () => {
    const user = await createUser(service);
    const handle = await checkCredentials(user);
    await sendWithHandle(user, handle);
    const otp = await service.latestCode(user.mobileNo);
    const signedIn = await service.call('validateAndLogin', {
      username: user.username,
      flowHandle: handle,
      role: user.role,
      otp,
      preferredComm: 'mobile',
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('x-token')).toBeTruthy();
    const after = await resume(user, handle);
    expect(after.status).toBe(409);
    expect(after.body).toMatchObject({
      message: replies.flowEnded,
      payload: { flowHandle: 'ended' },
    });
    expect((await sendWithHandle(user, handle)).status).toBe(409);
  });

  it("end when the user's password is reset, whichever flow they serve", async () => {
    const user = await createUser(service);
    const handle = await checkCredentials(user);
    const flowHandle = await startReset(user, 'username');
    const common = { flowHandle, role: user.role, preferredComm: 'mobile' } as const;
    await service.call('otpForgotPasswordCheck', { ...common, flow: 'password' });
    const reset = await service.call('resetPassword', {
      ...common,
      otp: await service.latestCode(user.mobileNo),
      password: 'Another#Pass2',
      verifyPassword: 'Another#Pass2',
    });
    expect(reset.status).toBe(200);
    expect((await resume(user, handle)).body.payload).toEqual({ flowHandle: 'ended' });
  });

  it('end when a newer handle of the same user and flow is issued', async () => {
    const user = await createUser(service);
    const first = await checkCredentials(user);
    const second = await checkCredentials(user);
    expect(second).not.toBe(first);
    expect((await resume(user, first)).status).toBe(409);
    expect((await resume(user, second)).status).toBe(200);
  });

  it('expire with the flow grant, answered like an unknown handle', async () => {
    const user = await createUser(service);
    const handle = await checkCredentials(user);
    service.clock.advance(service.config.rules.flowGrantSeconds - 1);
    expect((await resume(user, handle)).status).toBe(200);
    service.clock.advance(1);
    const expired = await resume(user, handle);
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({
      message: replies.startAgain,
      payload: { flowHandle: 'unknown' },
    });
  });

  it('authorise nothing else: not another user, portal or session, and never an unknown value', async () => {
    const user = await createUser(service);
    const other = await createUser(service);
    const handle = await checkCredentials(user);
    const asOther = await service.call('otpLoginCheck', {
      username: other.username,
      flowHandle: handle,
      role: other.role,
      preferredComm: 'mobile',
    });
    expect(asOther.body.payload).toEqual({ flowHandle: 'unknown' });
    expect(await service.outbox(other.mobileNo)).toEqual([]);
    const otherPortal = await service.call('resumeFlow', { flowHandle: handle, role: 'customer' });
    expect(otherPortal.body.payload).toEqual({ flowHandle: 'unknown' });
    const asSession = await service.call('session', {}, { headers: { 'x-token': handle } });
    expect(asSession.status).toBe(401);
    const guessed = await resume(user, 'A'.repeat(22));
    expect(guessed.body.payload).toEqual({ flowHandle: 'unknown' });
    const malformed = await resume(user, 'not a handle');
    expect(malformed.status).toBe(400);
    expect(malformed.body.payload.fields).toHaveProperty('flowHandle');
  });

  it('are stored only as a hash', async () => {
    const user = await createUser(service);
    const handle = await checkCredentials(user);
    const rows = await service.db
      .selectFrom('flow_handles')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.handle_hash).toBe(hashFlowHandle(handle));
    expect(JSON.stringify(rows)).not.toContain(handle);
  });

  it('are swept a day after they expired, by a later issue, not before', async () => {
    const rowsOf = (user: TestUser) =>
      service.db
        .selectFrom('flow_handles')
        .select('handle_hash')
        .where('user_id', '=', user.id)
        .execute();
    const old = await createUser(service);
    await checkCredentials(old);
    // Expired, but within the day they are kept: a later issue leaves the row.
    service.clock.advance(service.config.rules.flowGrantSeconds + 120);
    await checkCredentials(await createUser(service));
    expect(await rowsOf(old)).toHaveLength(1);
    // A day past expiry: the next issue (a minute after the last sweep at least) removes it.
    service.clock.advance(keepSeconds + 120);
    const later = await createUser(service);
    const handle = await checkCredentials(later);
    expect(await rowsOf(old)).toHaveLength(0);
    expect(await rowsOf(later)).toHaveLength(1);
    expect((await resume(later, handle)).status).toBe(200);
  });

  it('are ended by reading the live handle only, however many ended ones of the day are kept', async () => {
    const user = await createUser(service);
    const now = service.clock.now();
    const ended = Array.from({ length: 300 }, (_, i) => ({
      handle_hash: hashFlowHandle(`ended-${user.id}-${i}`),
      user_id: user.id,
      portal_type: user.type,
      flow: 'sign-in',
      channel: null,
      resend_at: null,
      created_at: now,
      expires_at: now,
      ended_at: now,
    }));
    await service.db.insertInto('flow_handles').values(ended).execute();
    const first = await checkCredentials(user);
    const second = await checkCredentials(user);
    expect((await resume(user, first)).status).toBe(409);
    expect((await resume(user, second)).status).toBe(200);
    // The statement that ends the older handle, planned as on a table too big to scan whole;
    // rolled back, so the live handle stays live.
    const plan = await service.db
      .transaction()
      .execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const ending = trx
          .updateTable('flow_handles')
          .set({ ended_at: now })
          .where('user_id', '=', user.id)
          .where('flow', '=', 'sign-in')
          .where('ended_at', 'is', null)
          .compile();
        const { rows } = await trx.executeQuery(
          CompiledQuery.raw(`explain (analyze, format json) ${ending.sql}`, [...ending.parameters]),
        );
        throw Object.assign(new Error('rolled back'), { plan: JSON.stringify(rows) });
      })
      .catch((error: { plan?: string }) => error.plan ?? '');
    expect(plan).toContain('Index');
    const skipped = [...plan.matchAll(/"Rows Removed by (?:Filter|Index Recheck)":(\d+)/g)];
    expect(skipped.reduce((sum, [, rows]) => sum + Number(rows), 0)).toBe(0);
    expect((await resume(user, second)).status).toBe(200);
  });

  it('never read a password sent beside them, and without one the step gets the one reply', async () => {
    const user = await createUser(service);
    const handle = await checkCredentials(user);
    const withWrongPassword = await service.call('otpLoginCheck', {
      username: user.username,
      password: 'Not#TheirPass1',
      flowHandle: handle,
      role: user.role,
      preferredComm: 'mobile',
    });
    expect(withWrongPassword.status).toBe(200);
    const neither = await service.call('otpLoginCheck', {
      username: user.username,
      role: user.role,
      preferredComm: 'mobile',
    });
    expect(neither.status).toBe(400);
    expect(neither.body.payload).toEqual({ flowHandle: 'unknown' });
  });
});

describe('flow handles of ID sign-in, recovery and registration', () => {
  it('ID sign-in: the handle stands in for the ID number, resumes with it masked and without a username, ends on sign-in', async () => {
    const user = await createUser(service);
    const check = await service.call('idLoginCheck', {
      idNumber: user.idNumber,
      role: user.role,
      captchaResponse: captchaToken,
    });
    const flowHandle = check.body.payload.flowHandle as string;
    const byHandle = { flowHandle, role: user.role, preferredComm: 'email' };
    expect((await service.call('otpIdLoginCheck', byHandle)).status).toBe(200);
    const resumed = await resume(user, flowHandle);
    expect(resumed.body.payload).toMatchObject({
      flow: 'id-sign-in',
      step: 'code',
      channel: 'email',
      // RESUME-3: the ID number line comes back, masked as the portal shows it.
      maskedIdNumber: `${user.idNumber.slice(0, 6)}*****${user.idNumber.slice(-2)}`,
    });
    expect(resumed.body.payload).not.toHaveProperty('username');
    const otp = await service.latestCode(user.email);
    const signedIn = await service.call('validateAndIdLogin', { ...byHandle, otp });
    expect(signedIn.status).toBe(200);
    expect((await resume(user, flowHandle)).body.payload).toEqual({ flowHandle: 'ended' });
  });

  it('one flow’s handle stands in for no other flow', async () => {
    const user = await createUser(service);
    const signIn = await checkCredentials(user);
    const asId = await service.call('otpIdLoginCheck', {
      flowHandle: signIn,
      role: user.role,
      preferredComm: 'mobile',
    });
    expect(asId.body.payload).toEqual({ flowHandle: 'unknown' });
    const asReset = await service.call('otpForgotPasswordCheck', {
      flowHandle: signIn,
      role: user.role,
      preferredComm: 'mobile',
      flow: 'password',
    });
    expect(asReset.body.payload).toEqual({ flowHandle: 'unknown' });
    expect(await service.outbox(user.mobileNo)).toEqual([]);
  });

  it('forgot password from the ID number resumes with it masked and without the username (RESUME-3)', async () => {
    const user = await createUser(service);
    const flowHandle = await startReset(user, 'idNumber');
    const resumed = await resume(user, flowHandle);
    expect(resumed.body.payload).toMatchObject({
      flow: 'forgot-password',
      step: 'channel',
      maskedIdNumber: `${user.idNumber.slice(0, 6)}*****${user.idNumber.slice(-2)}`,
    });
    expect(resumed.body.payload).not.toHaveProperty('username');
  });

  it('forgot password: the handle stands in for the username, and a forgot-username step refuses it', async () => {
    const user = await createUser(service);
    const flowHandle = await startReset(user, 'username');
    const sent = await service.call('otpForgotPasswordCheck', {
      flowHandle,
      role: user.role,
      preferredComm: 'mobile',
      flow: 'password',
    });
    expect(sent.body.payload).toMatchObject({ channel: 'mobile', flowHandle });
    const resumed = await resume(user, flowHandle);
    // Started from the username: the reply names it again, and no ID number, not even masked.
    expect(resumed.body.payload).toMatchObject({
      flow: 'forgot-password',
      step: 'code',
      username: user.username,
    });
    expect(resumed.body.payload).not.toHaveProperty('maskedIdNumber');
    const otp = await service.latestCode(user.mobileNo);
    const asUsername = await service.call('requestUsername', {
      flowHandle,
      otp,
      role: user.role,
      preferredComm: 'mobile',
    });
    expect(asUsername.body.payload).toEqual({ flowHandle: 'unknown' });
    const reset = await service.call('resetPassword', {
      flowHandle,
      otp,
      password: 'Another#Pass2',
      verifyPassword: 'Another#Pass2',
      role: user.role,
      preferredComm: 'mobile',
    });
    expect(reset.status).toBe(200);
    expect((await resume(user, flowHandle)).status).toBe(409);
  });

  it('forgot username: the handle stands in for the ID number up to the username', async () => {
    const user = await createUser(service);
    const check = await service.call('forgotUsernameCheck', {
      idNumber: user.idNumber,
      role: user.role,
      flow: 'username',
      captchaResponse: captchaToken,
    });
    const flowHandle = check.body.payload.flowHandle as string;
    const common = { flowHandle, role: user.role, preferredComm: 'mobile' } as const;
    await service.call('otpForgotUsernameCheck', { ...common, flow: 'username' });
    const otp = await service.latestCode(user.mobileNo);
    const found = await service.call('requestUsername', { ...common, otp });
    expect(found.body.username).toBe(user.username);
  });

  it('registration: the reply that sends the code carries a handle that resumes the code step', async () => {
    const username = `reg${Date.now().toString(36)}`;
    const registered = await service.call('registerUser', {
      role: 'dealer',
      idNumber: freshIdNumber(),
      email: `${username}@forecourt.co.za`,
      mobileNo: '0791234568',
      captchaResponse: captchaToken,
      termsConditions: 'Yes',
      username,
      password: 'Brand#New1',
      verifyPassword: 'Brand#New1',
      companyName: 'Sunrise Motors',
      companyRegNo: '2019/000111',
      companyDirectorName: 'Zanele',
      companyDirectorSurname: 'Khumalo',
      cipcName: 'Sunrise Motors Pty Ltd',
      preferredComm: 'mobile',
      sbsaDealerCode: '',
    });
    expect(registered.status).toBe(200);
    const flowHandle = registered.body.payload.flowHandle as string;
    const resumed = await service.call('resumeFlow', { flowHandle, role: 'dealer' });
    expect(resumed.body.payload).toMatchObject({
      flow: 'registration',
      step: 'code',
      channel: 'mobile',
      resendAvailableInSeconds: 180,
    });
    const otp = await service.latestCode('0791234568');
    const done = await service.call('validateRegistrationOtp', {
      flowHandle,
      otp,
      role: 'dealer',
      preferredComm: 'mobile',
    });
    expect(done.status).toBe(200);
    const after = await service.call('resumeFlow', { flowHandle, role: 'dealer' });
    expect(after.body.payload).toEqual({ flowHandle: 'ended' });
  });
});
