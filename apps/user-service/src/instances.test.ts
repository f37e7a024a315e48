import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomSchemaName } from './db/database.ts';
import { replies } from './messages.ts';
import { captchaToken } from './testing/harness.ts';
import {
  type PrivatePostgres,
  privatePostgresUnavailable,
  startPrivatePostgres,
} from './testing/private-postgres.ts';
import {
  type ServiceProcess,
  startServiceProcess,
  stopServiceProcess,
} from './testing/processes.ts';
import { freshIdNumber } from './testing/test-users.ts';

// Two service processes on one Postgres with the shared (database) throttle store, requests
// spread across them as a balancer would (issue 16). Every limit must hold for the pair as it
// holds for one process.

// One Postgres for both: the one at DATABASE_URL, or else (a machine with no Postgres running, in
// the project that runs the private-cluster tests) a cluster of this file's own.
let databaseUrl = process.env.DATABASE_URL ?? '';
const ownCluster =
  databaseUrl === '' &&
  process.env.PRIVATE_POSTGRES_TESTS === '1' &&
  privatePostgresUnavailable() === undefined;
let cluster: PrivatePostgres | undefined;
const apiToken = 'two-instances-token';
const headers = { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json' };
// Not 't_': a test schema is dropped by the process that closes it, and here two share one.
const schema = `i_${randomSchemaName().slice(2)}`;

let a: ServiceProcess;
let b: ServiceProcess;
let both: ServiceProcess[];

async function call(to: ServiceProcess, path: string, body: unknown) {
  const reply = await fetch(`${to.url}/user/v1/${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary reply bodies
  return { status: reply.status, body: (await reply.json()) as any };
}

type OutboxEntry = { code: string | null; text: string };

async function outbox(to: string): Promise<OutboxEntry[]> {
  const reply = await fetch(`${b.url}/__dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await reply.json()) as { messages: OutboxEntry[] }).messages;
}

async function latestCode(to: string): Promise<string> {
  const code = (await outbox(to))[0]?.code;
  if (code == null) throw new Error(`no code for ${to}`);
  return code;
}

let serial = 0;
function dealerDetails() {
  serial += 1;
  const tail = String(Math.floor(Math.random() * 1e7) * 10 + serial)
    .padStart(8, '0')
    .slice(-8);
  return {
    role: 'dealer' as const,
    idNumber: freshIdNumber(),
    email: `two${tail}@forecourt.co.za`,
    mobileNo: `07${tail}`,
    termsConditions: 'Yes',
    username: `two${tail}`,
    password: 'Sturdy#Pass1',
    verifyPassword: 'Sturdy#Pass1',
    companyName: 'Pair Motors',
    companyRegNo: '2020/123456',
    companyDirectorName: 'Test',
    companyDirectorSurname: 'Director',
    cipcName: 'Pair Motors Pty Ltd',
    preferredComm: 'mobile' as const,
  };
}

/** A dealer registered on one instance and activated on the other. */
async function activeDealer() {
  const details = dealerDetails();
  const registered = await call(a, 'userProfile', details);
  expect(registered.status).toBe(200);
  const otp = await latestCode(details.mobileNo);
  const finished = await call(b, 'otp/validateAndLogin', {
    flowHandle: registered.body.payload.flowHandle,
    otp,
    preferredComm: 'mobile',
    role: 'dealer',
  });
  expect(finished.status).toBe(200);
  return details;
}

type Dealer = Awaited<ReturnType<typeof activeDealer>>;

const credentials = (user: Dealer) => ({
  username: user.username,
  password: user.password,
  role: 'dealer',
});

/** Step 0 on `first` (its grant), the code sent by `second`; answers the code and the grant. */
async function signInUpToCode(user: Dealer, first: ServiceProcess, second: ServiceProcess) {
  const check = await call(first, 'fetchUsersOtpDetails', {
    ...credentials(user),
    captchaResponse: captchaToken,
  });
  expect(check.status).toBe(200);
  const grant = {
    username: user.username,
    role: 'dealer',
    flowHandle: check.body.payload.flowHandle,
  };
  const sent = await call(second, 'otpForOpsLogin', { ...grant, preferredComm: 'mobile' });
  expect(sent.status).toBe(200);
  return { code: await latestCode(user.mobileNo), grant };
}

/** The wrong codes counted on `user`'s newest grant (shared by both instances, in the database). */
async function wrongTries(user: Dealer): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = await client.query(
      `select h.failures from ${schema}.flow_handles h join ${schema}.users u
         on h.user_id = u.id
       where u.portal_type = 'dealer' and u.username = $1
       order by h.created_at desc limit 1`,
      [user.username],
    );
    return Number(rows.rows[0]?.failures ?? 0);
  } finally {
    await client.end();
  }
}

const wrongFor = (code: string, n: number) =>
  String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');

// Without any Postgres (no DATABASE_URL, no initdb to make one), say why nothing ran.
if (databaseUrl === '' && !ownCluster && process.env.PRIVATE_POSTGRES_TESTS === '1')
  console.warn(`Skipping the two-instance test: ${privatePostgresUnavailable()}.`);

describe.runIf(databaseUrl !== '' || ownCluster)('two instances on one Postgres', () => {
  beforeAll(async () => {
    if (ownCluster) {
      cluster = await startPrivatePostgres();
      databaseUrl = cluster.url;
    }
    const env = {
      DATABASE_URL: databaseUrl,
      TEST_SCHEMA: schema,
      THROTTLE_STORE: 'database',
      API_TOKEN: apiToken,
      // Every request comes from 127.0.0.1: the ceiling per client is not what is tested here.
      REGISTRATION_SENDS_PER_HOUR: '1000',
      // Shared by every instance, or a code one sends cannot be checked by the other.
      OTP_HASH_KEY: 'a-key-every-instance-shares-0123456789',
    };
    // Started together, as a deployment does: they race to migrate the empty schema.
    [a, b] = await Promise.all([
      startServiceProcess(env, 'instance'),
      startServiceProcess(env, 'instance'),
    ]);
    both = [a, b];
  });

  afterAll(async () => {
    await Promise.all((both ?? []).map((instance) => stopServiceProcess(instance)));
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
    await cluster?.destroy();
  });

  it('burns a code after 5 wrong tries spread over both', async () => {
    const user = await activeDealer();
    const { code, grant } = await signInUpToCode(user, a, b);
    for (let i = 0; i < 5; i += 1) {
      const tried = await call(both[i % 2] as ServiceProcess, 'otp/validateOpsOtpAndLogin', {
        ...grant,
        otp: wrongFor(code, i),
        preferredComm: 'mobile',
      });
      expect(tried.status).toBe(401);
    }
    expect(await wrongTries(user)).toBe(5);
    const right = await call(b, 'otp/validateOpsOtpAndLogin', {
      ...grant,
      otp: code,
      preferredComm: 'mobile',
    });
    expect(right.status).not.toBe(200);
  });

  it('holds the resend cooldown across both: the second asks for the code the first sent', async () => {
    const user = await activeDealer();
    await signInUpToCode(user, a, a);
    const check = await call(b, 'fetchUsersOtpDetails', {
      ...credentials(user),
      captchaResponse: captchaToken,
    });
    const again = await call(b, 'otpForOpsLogin', {
      username: user.username,
      role: 'dealer',
      flowHandle: check.body.payload.flowHandle,
      preferredComm: 'email',
    });
    expect(again.status).toBe(200);
    expect(again.body.payload).toMatchObject({ alreadySent: true, channel: 'mobile' });
    expect(again.body.payload.resendAvailableInSeconds).toBeGreaterThan(170);
    expect(await outbox(user.email)).toEqual([]);
  });

  it('resumes and continues a flow handle issued by one on the other, and ends it for both', async () => {
    const user = await activeDealer();
    const check = await call(a, 'fetchUsersOtpDetails', {
      ...credentials(user),
      captchaResponse: captchaToken,
    });
    const flowHandle = check.body.payload.flowHandle as string;
    const resumed = await call(b, 'flow/resume', { flowHandle, role: 'dealer' });
    expect(resumed.body.payload).toMatchObject({ step: 'channel', username: user.username });
    const byHandle = { username: user.username, flowHandle, role: 'dealer' };
    const sent = await call(b, 'otpForOpsLogin', { ...byHandle, preferredComm: 'mobile' });
    expect(sent.status).toBe(200);
    const atStep2 = await call(a, 'flow/resume', { flowHandle, role: 'dealer' });
    expect(atStep2.body.payload).toMatchObject({ step: 'code', channel: 'mobile' });
    expect(atStep2.body.payload.resendAvailableInSeconds).toBeGreaterThan(170);
    const otp = await latestCode(user.mobileNo);
    const signedIn = await call(a, 'otp/validateOpsOtpAndLogin', {
      ...byHandle,
      otp,
      preferredComm: 'mobile',
    });
    expect(signedIn.status).toBe(200);
    const ended = await call(b, 'flow/resume', { flowHandle, role: 'dealer' });
    expect(ended.status).toBe(409);
    expect(ended.body.payload).toEqual({ flowHandle: 'ended' });
  });

  it('blocks an account after 5 wrong passwords spread over both', async () => {
    const user = await activeDealer();
    for (let i = 0; i < 5; i += 1) {
      const tried = await call(both[i % 2] as ServiceProcess, 'fetchUsersOtpDetails', {
        ...credentials(user),
        password: `Wrong#Pass${i}`,
        captchaResponse: captchaToken,
      });
      expect(tried.status).toBe(401);
    }
    for (const instance of both) {
      const blocked = await call(instance, 'fetchUsersOtpDetails', {
        ...credentials(user),
        captchaResponse: captchaToken,
      });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(replies.tooManyAttempts);
    }
  });

  it('signs in exactly once when the right code reaches both 20 times at once, and counts none of the other 19 as a wrong try', async () => {
    const user = await activeDealer();
    const { code, grant } = await signInUpToCode(user, b, a);
    const attempt = (to: ServiceProcess, otp: string) =>
      call(to, 'otp/validateOpsOtpAndLogin', {
        ...grant,
        otp,
        preferredComm: 'mobile',
      });
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt(both[i % 2] as ServiceProcess, code)),
    );
    const statuses = attempts.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // The other copies are told the code was already used, or that the flow finished: not
    // wrong tries.
    const others = attempts.filter((answer) => answer.status !== 200);
    expect(others.map((answer) => answer.status)).toEqual(Array(19).fill(409));
    for (const answer of others)
      expect([replies.otpAlreadyUsed, replies.flowEnded]).toContain(answer.body.message);
    expect(await wrongTries(user)).toBe(0);
  });

  it('creates one registration when the same one reaches both 10 times at once', async () => {
    const details = dealerDetails();
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(both[i % 2] as ServiceProcess, 'userProfile', details),
      ),
    );
    for (const attempt of attempts) expect([200, 409]).toContain(attempt.status);
    expect(attempts.some((attempt) => attempt.status === 200)).toBe(true);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const rows = await client.query(
        `select status from ${schema}.users where portal_type = 'dealer' and id_number = $1`,
        [details.idNumber],
      );
      expect(rows.rows).toEqual([{ status: 'pending' }]);
    } finally {
      await client.end();
    }
    // The one registration left finishes with the code sent, with the grant issued last.
    const grants = attempts.flatMap((attempt) =>
      attempt.status === 200 ? [attempt.body.payload.flowHandle as string] : [],
    );
    const live = [];
    for (const flowHandle of grants) {
      if ((await call(b, 'flow/resume', { flowHandle, role: 'dealer' })).status === 200)
        live.push(flowHandle);
    }
    expect(live).toHaveLength(1);
    const finished = await call(a, 'otp/validateAndLogin', {
      flowHandle: live[0],
      otp: await latestCode(details.mobileNo),
      preferredComm: 'mobile',
      role: 'dealer',
    });
    expect(finished.status).toBe(200);
  });
});
