import { captchaHeader } from '@forecourt/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery } from '../delivery/delivery.ts';
import { outboxDelivery } from '../delivery/outbox.ts';
import { replies } from '../messages.ts';
import { apiToken, captchaToken, startTestService, type TestService } from '../testing/harness.ts';
import {
  customerBody,
  dealerBody,
  freshMobile,
  groupBody,
} from '../testing/registration-bodies.ts';
import { createUser, freshIdNumber } from '../testing/test-users.ts';

// Issue 43: a registration earns one send. Each finding of the security review is one test here,
// on PGlite and (with DATABASE_URL) on Postgres: a handle spent by its send, a pending
// registration that belongs to the grant that started it, a budget of codes of its own.

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

let serial = 0;
/** A number and an address no other test of this file sends to. */
function fresh() {
  serial += 1;
  return { mobileNo: freshMobile(), email: `reg${serial}x${Date.now() % 1e6}@forecourt.co.za` };
}

/** A finance customer not yet registered, stored for one test. */
async function financeCustomer(on: TestService) {
  const { mobileNo, email } = fresh();
  const customer = {
    id_number: freshIdNumber(),
    customer_no: `C${serial}`,
    mobile_no: mobileNo,
    email,
  };
  await on.db
    .insertInto('finance_customers')
    .values({ ...customer, name: 'Naledi', surname: 'Dlamini' })
    .execute();
  return customer;
}

/** The registration grant of a customer lookup (one captcha). */
async function lookUp(on: TestService, idNumber: string): Promise<string> {
  const reply = await on.call(
    'customerById',
    { id: idNumber },
    { headers: { authorization: `Bearer ${apiToken}`, [captchaHeader]: captchaToken } },
  );
  expect(reply.status).toBe(200);
  return reply.body.payload.registrationHandle;
}

const finish = (
  on: TestService,
  flowHandle: string,
  role: string,
  otp: string,
  preferredComm = 'mobile',
) => on.call('validateRegistrationOtp', { flowHandle, role, otp, preferredComm });

describe('a registration handle earns one send', () => {
  it('is spent by its send: the same handle sends no code to any other number', async () => {
    const idNumber = freshIdNumber();
    const taken = await service.call('registerUser', {
      ...dealerBody('demodealer', idNumber),
      captchaResponse: captchaToken,
    });
    expect(taken.status).toBe(409);
    const { registrationHandle } = taken.body.payload;
    const first = { ...dealerBody('tollfree01', idNumber), registrationHandle };
    expect((await service.call('registerUser', first)).status).toBe(200);
    const numbers = [first.mobileNo];
    for (let i = 2; i <= 15; i += 1) {
      const next = { ...first, ...fresh(), username: `tollfree${String(i).padStart(2, '0')}` };
      numbers.push(next.mobileNo);
      const reply = await service.call('registerUser', next);
      expect(reply.status).toBe(409);
      expect(reply.body.code).toBe('step_expired');
      expect(reply.body.payload.registrationHandle).toBeUndefined();
    }
    const sent = await Promise.all(numbers.map((to) => service.outbox(to)));
    expect(sent.flat()).toHaveLength(1);
  });

  it('tries five taken usernames on one captcha, never hands out a fresh handle, then ends', async () => {
    const idNumber = freshIdNumber();
    const first = await service.call('registerUser', {
      ...dealerBody('demodealer', idNumber),
      captchaResponse: captchaToken,
    });
    expect(first.body.code).toBe('username_taken');
    const { registrationHandle } = first.body.payload;
    const codes: string[] = [];
    for (let i = 2; i <= 5; i += 1) {
      const reply = await service.call('registerUser', {
        ...dealerBody('DemoDealer', idNumber),
        registrationHandle,
      });
      expect(reply.status).toBe(409);
      expect(reply.body.payload?.registrationHandle).toBeUndefined();
      codes.push(reply.body.code);
    }
    expect(codes).toEqual([
      'username_taken',
      'username_taken',
      'username_taken',
      'username_tries_used',
    ]);
    const after = await service.call('registerUser', {
      ...dealerBody('freshname43', idNumber),
      registrationHandle,
    });
    expect(after.status).toBe(409);
    expect(after.body).toMatchObject({ code: 'step_expired', payload: { flowHandle: 'ended' } });
  });

  it('lets one of two parallel registrations on one handle send, the other is refused', async () => {
    const idNumber = freshIdNumber();
    const taken = await service.call('registerUser', {
      ...dealerBody('demodealer', idNumber),
      captchaResponse: captchaToken,
    });
    const { registrationHandle } = taken.body.payload;
    const bodies = [1, 2, 3].map((i) => ({
      ...dealerBody(`parallel43x${i}`, idNumber),
      registrationHandle,
    }));
    const replies = await Promise.all(bodies.map((body) => service.call('registerUser', body)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409]);
    const sent = await Promise.all(bodies.map((body) => service.outbox(body.mobileNo)));
    expect(sent.flat()).toHaveLength(1);
  });
});

describe('a pending registration belongs to the grant that started it', () => {
  it("refuses a stranger's customer registration while the victim's code is out, and sends nothing", async () => {
    const customer = await financeCustomer(service);
    const victimGrant = await lookUp(service, customer.id_number);
    const strangerGrant = await lookUp(service, customer.id_number);
    const victim = await service.call(
      'registerUser',
      customerBody(customer.id_number, 'victim43', victimGrant),
    );
    expect(victim.status).toBe(200);
    const stranger = await service.call(
      'registerUser',
      customerBody(customer.id_number, 'stranger43', strangerGrant),
    );
    expect(stranger.status).toBe(409);
    expect(stranger.body).toMatchObject({
      code: 'registration_pending',
      message: replies.registrationPending,
    });
    expect(stranger.body.payload.retryAfterSeconds).toBeGreaterThan(0);
    // Over and over: still nothing sent, nothing of the victim's changed.
    for (let i = 0; i < 3; i += 1) {
      const again = await service.call(
        'registerUser',
        customerBody(customer.id_number, `stranger43${i}`, strangerGrant),
      );
      expect(again.body.code).toBe('registration_pending');
    }
    expect(await service.outbox(customer.email)).toHaveLength(1);
    const done = await finish(
      service,
      victim.body.payload.flowHandle,
      'customer',
      await service.latestCode(customer.email),
      'email',
    );
    expect(done.status).toBe(200);
    const account = await service.db
      .selectFrom('users')
      .select(['username', 'email', 'status'])
      .where('id_number', '=', customer.id_number)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({
      username: 'victim43',
      email: 'victim43@forecourt.co.za',
      status: 'active',
    });
  });

  it('keeps a pending dealer registration from a stranger who names the same ID number', async () => {
    const idNumber = freshIdNumber();
    const owner = await service.call('registerUser', {
      ...dealerBody('owner43', idNumber),
      captchaResponse: captchaToken,
    });
    expect(owner.status).toBe(200);
    const strangerBody = { ...dealerBody('squatter43', idNumber), captchaResponse: captchaToken };
    const stranger = await service.call('registerUser', strangerBody);
    expect(stranger.body.code).toBe('registration_pending');
    expect(await service.outbox(strangerBody.mobileNo)).toHaveLength(0);
    const ownerNumber = (
      await service.db
        .selectFrom('users')
        .select('mobile_no')
        .where('id_number', '=', idNumber)
        .executeTakeFirstOrThrow()
    ).mobile_no;
    const done = await finish(
      service,
      owner.body.payload.flowHandle,
      'dealer',
      await service.latestCode(ownerNumber),
    );
    expect(done.status).toBe(200);
    const account = await service.db
      .selectFrom('users')
      .select(['username', 'password_hash'])
      .where('id_number', '=', idNumber)
      .executeTakeFirstOrThrow();
    expect(account.username).toBe('owner43');
  });

  it('takes the person who sent it back to the code out (a lost reply): same username and password, nothing sent', async () => {
    const idNumber = freshIdNumber();
    const body = { ...dealerBody('lostreply43', idNumber), captchaResponse: captchaToken };
    const first = await service.call('registerUser', body);
    expect(first.status).toBe(200);
    // Another password is someone else: refused, as a stranger is.
    const guessed = await service.call('registerUser', {
      ...body,
      password: 'Other#Pass9',
      verifyPassword: 'Other#Pass9',
    });
    expect(guessed.body.code).toBe('registration_pending');
    const again = await service.call('registerUser', body);
    expect(again.status).toBe(200);
    expect(again.body.payload.alreadySent).toBe(true);
    expect(await service.outbox(body.mobileNo)).toHaveLength(1);
    const done = await finish(
      service,
      again.body.payload.flowHandle,
      'dealer',
      await service.latestCode(body.mobileNo),
    );
    expect(done.status).toBe(200);
  });

  it('lets a registration start afresh once the code out died; the old grant and code finish nothing', async () => {
    const idNumber = freshIdNumber();
    const body = { ...dealerBody('firsttry43', idNumber), captchaResponse: captchaToken };
    const first = await service.call('registerUser', body);
    expect(first.status).toBe(200);
    const oldCode = await service.latestCode(body.mobileNo);
    service.clock.advance(service.config.rules.otpTtlSeconds + 1);
    const moved = { ...body, ...fresh(), username: 'secondtry43' };
    const second = await service.call('registerUser', moved);
    expect(second.status).toBe(200);
    const old = await finish(service, first.body.payload.flowHandle, 'dealer', oldCode);
    expect(old.status).toBe(409);
    expect(old.body.payload.flowHandle).toBe('ended');
    const done = await finish(
      service,
      second.body.payload.flowHandle,
      'dealer',
      await service.latestCode(moved.mobileNo),
    );
    expect(done.status).toBe(200);
  });

  it('counts wrong registration codes per ID number, across grants', async () => {
    const strict = await startTestService({
      rules: { registrationCodeFailuresPerId: { limit: 3, windowSeconds: 3600 } },
    });
    try {
      const body = { ...dealerBody('guessed43'), captchaResponse: captchaToken };
      const sent = await strict.call('registerUser', body);
      const code = await strict.latestCode(body.mobileNo);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < 3; i += 1) {
        const reply = await finish(strict, sent.body.payload.flowHandle, 'dealer', wrong);
        expect(reply.body.code).toBe('code_wrong');
      }
      // The grant still has tries, but the ID number's budget is used: even the right code waits.
      const refused = await finish(strict, sent.body.payload.flowHandle, 'dealer', code);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('rate_limited');
    } finally {
      await strict.close();
    }
  });

  it('activates the account in the transaction that uses the code: a crash between them loses nothing', async () => {
    const body = { ...dealerBody('crashed43'), captchaResponse: captchaToken };
    const sent = await service.call('registerUser', body);
    const code = await service.latestCode(body.mobileNo);
    const user = await service.db
      .selectFrom('users')
      .select('id')
      .where('id_number', '=', body.idNumber)
      .executeTakeFirstOrThrow();
    // The process dies between the code and the activation: here the activation fails instead.
    await sql`create function refuse_activation() returns trigger language plpgsql as $$
      begin raise exception 'crash before activation'; end $$`.execute(service.db);
    await sql`create trigger refuse_activation before update on users for each row
      when (new.id = ${sql.lit(user.id)}) execute function refuse_activation()`.execute(service.db);
    try {
      const crashed = await finish(service, sent.body.payload.flowHandle, 'dealer', code);
      expect(crashed.status).toBe(500);
    } finally {
      await sql`drop trigger refuse_activation on users`.execute(service.db);
      await sql`drop function refuse_activation()`.execute(service.db);
    }
    const again = await finish(service, sent.body.payload.flowHandle, 'dealer', code);
    expect(again.status).toBe(200);
  });
});

describe('codes of unverified registrations have a budget of their own', () => {
  it("never use up the hour and day ceilings a verified user's sign-in codes depend on", async () => {
    const tight = await startTestService({
      rules: {
        resendSeconds: 5,
        sendsPerDestination: {
          hour: { limit: 2, windowSeconds: 3600 },
          day: { limit: 3, windowSeconds: 86_400 },
        },
      },
    });
    try {
      const owner = await createUser(tight);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const reply = await tight.call('registerUser', {
          ...dealerBody(`namer43${i}`),
          mobileNo: owner.mobileNo,
          captchaResponse: captchaToken,
        });
        statuses.push(reply.status);
        tight.clock.advance(6);
      }
      // The registrations' own ceiling stops them...
      expect(statuses).toEqual([200, 200, 429]);
      // ...and the owner's sign-in code still goes out.
      const check = await tight.call('loginCheck', {
        username: owner.username,
        password: owner.password,
        role: owner.role,
        captchaResponse: captchaToken,
      });
      const sent = await tight.call('otpLoginCheck', {
        username: owner.username,
        flowHandle: check.body.payload.flowHandle,
        role: owner.role,
        preferredComm: 'mobile',
      });
      expect(sent.status).toBe(200);
    } finally {
      await tight.close();
    }
  });

  it('counts a plus-tagged address as its base address', async () => {
    const group = (email: string) => ({
      ...groupBody(`tagged${serial++}x`),
      email,
      captchaResponse: captchaToken,
    });
    const base = fresh().email.replace('@', '+1@');
    const first = await service.call('registerDealerGroup', group(base));
    expect(first.status).toBe(200);
    // Within the destination's cooldown: the same mailbox, whatever the tag.
    const second = await service.call('registerDealerGroup', group(base.replace('+1@', '+2@')));
    expect(second.status).toBe(429);
  });

  it('caps the registrations one client sends codes for', async () => {
    const capped = await startTestService({
      rules: { registrationSendsPerClient: { limit: 2, windowSeconds: 3600 } },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const reply = await capped.call('registerUser', {
          ...dealerBody(`capped43${i}`),
          captchaResponse: captchaToken,
        });
        statuses.push(reply.status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await capped.close();
    }
  });
});

describe('one grant sends one code under concurrency', () => {
  it('answers a parallel request for a code while the first is being handed over, and the first code works', async () => {
    let outbox: Delivery | undefined;
    let sends = 0;
    const slow: Delivery = {
      async send(message) {
        sends += 1;
        await new Promise((resolve) => setTimeout(resolve, 300));
        await outbox?.send(message);
      },
    };
    const slowService = await startTestService({ delivery: slow });
    outbox = outboxDelivery(slowService.db, slowService.clock);
    try {
      const user = await createUser(slowService);
      const check = await slowService.call('loginCheck', {
        username: user.username,
        password: user.password,
        role: user.role,
        captchaResponse: captchaToken,
      });
      const flowHandle = check.body.payload.flowHandle;
      const ask = () =>
        slowService.call('otpLoginCheck', {
          username: user.username,
          flowHandle,
          role: user.role,
          preferredComm: 'mobile',
        });
      const both = await Promise.all([ask(), ask()]);
      expect(both.map((reply) => reply.status)).toEqual([200, 200]);
      expect(sends).toBe(1);
      const done = await slowService.call('validateAndLogin', {
        username: user.username,
        flowHandle,
        role: user.role,
        otp: await slowService.latestCode(user.mobileNo),
        preferredComm: 'mobile',
      });
      expect(done.status).toBe(200);
    } finally {
      await slowService.close();
    }
  });
});

describe('requests that must not run anything', () => {
  it('answers HEAD getCustomerById 405 without running the lookup or spending the captcha', async () => {
    let checks = 0;
    const counted = await startTestService({
      captchaVerifier: {
        verify: async (token) => {
          checks += 1;
          return token === 'solved-once';
        },
      },
    });
    try {
      const headers = { authorization: `Bearer ${apiToken}`, [captchaHeader]: 'solved-once' };
      const head = await counted.raw('/user/v1/getCustomerById/9001015800088', {
        method: 'HEAD',
        headers,
      });
      expect(head.status).toBe(405);
      expect(checks).toBe(0);
      const get = await counted.raw('/user/v1/getCustomerById/9001015800088', { headers });
      expect(get.status).toBe(200);
    } finally {
      await counted.close();
    }
  });

  it('answers the development outbox a NUL in ?to= with 400, not 500', async () => {
    const reply = await service.raw('/__dev/outbox?to=%00');
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('invalid_input');
  });
});
