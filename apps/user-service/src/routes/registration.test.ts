import { captchaHeader } from '@forecourt/contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replies } from '../messages.ts';
import { apiToken, captchaToken, startTestService, type TestService } from '../testing/harness.ts';
import {
  customerBody,
  dealerBody,
  freshMobile,
  groupBody,
} from '../testing/registration-bodies.ts';
import { createUser, freshIdNumber } from '../testing/test-users.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const taken = 'Username is already taken. Please provide a different username.';

/** Customer registration's step 0: the lookup, with its captcha in the header. */
const lookUp = (idNumber: string) =>
  service.call(
    'customerById',
    { id: idNumber },
    { headers: { authorization: `Bearer ${apiToken}`, [captchaHeader]: captchaToken } },
  );

/** The grant of a lookup of `idNumber`. */
const lookupGrant = async (idNumber: string): Promise<string> =>
  (await lookUp(idNumber)).body.payload?.registrationHandle ?? 'A'.repeat(22);

describe('lookups', () => {
  it('lists at least four dealer groups', async () => {
    const reply = await service.call('allDealerGroups');
    expect(reply.status).toBe(200);
    expect(reply.body.payload.dealerGroups.length).toBeGreaterThanOrEqual(4);
    expect(reply.body.payload.dealerGroups[0]).toEqual({
      mqDealerGroupId: expect.any(String),
      dealerGroupName: expect.any(String),
    });
  });

  it('finds an unregistered finance customer by ID number, at the top level and in payload, contacts masked', async () => {
    const reply = await lookUp('8504150123084');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      status: 'Success',
      idNumber: '8504150123084',
      name: 'Naledi',
      surname: 'Mokoena',
      customerNo: 'C100202',
      mobileNo: '07*****567',
      email: 'n***@forecourt.co.za',
    });
    expect(reply.body.payload.mobileNo).toBe('07*****567');
  });

  it('answers an unknown ID number with a failure', async () => {
    const reply = await lookUp(freshIdNumber());
    expect(reply.status).toBe(404);
    expect(reply.body.status).toBe('Failure');
  });

  it('refuses an ID number that is not valid', async () => {
    const reply = await lookUp('1234567890123');
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/^Invalid ID Number: /);
  });
});

describe('customer registration', () => {
  it("registers, sends the code to the finance record's e-mail, and the code check signs the customer in", async () => {
    const grant = await lookupGrant('9001015800088');
    const reply = await service.call(
      'registerUser',
      customerBody('9001015800088', 'thabo90', grant),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Otp Sent Successfully to your email');
    expect(reply.body.payload.destination).toBe('t***@forecourt.co.za');
    const otp = await service.latestCode('thabo.nkosi@forecourt.co.za');
    const validated = await service.call('validateRegistrationOtp', {
      flowHandle: reply.body.payload.flowHandle,
      role: 'customer',
      otp,
      preferredComm: 'email',
    });
    expect(validated.status).toBe(200);
    expect(validated.body.message).toBe('Welcome to Forecourt CUSTOMER Portal');
    expect(decodeJwt(validated.headers.get('x-token') ?? '')).toMatchObject({
      type: 'customer',
      role: 'customer',
    });
    const again = await lookUp('9001015800088');
    expect(again.status).toBe(409);
    // The e-mail typed at registration is the profile's now that the code came back.
    const stored = await service.db
      .selectFrom('users')
      .select('email')
      .where('id_number', '=', '9001015800088')
      .executeTakeFirstOrThrow();
    expect(stored.email).toBe('thabo90@forecourt.co.za');
  });

  it('answers a taken username with the spec message', async () => {
    const grant = await lookupGrant('8302145800084');
    const reply = await service.call(
      'registerUser',
      customerBody('8302145800084', 'democustomer', grant),
    );
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ status: 'Failure', message: taken });
  });

  it('refuses an ID number the finance system does not know', async () => {
    // Only a lookup's grant for that very ID number lets a registration go on.
    const grant = await lookupGrant('8302145800084');
    const reply = await service.call(
      'registerUser',
      customerBody(freshIdNumber(), 'stranger1', grant),
    );
    expect(reply.status).toBe(400);
    expect(reply.body.payload).toEqual({ flowHandle: 'unknown' });
  });

  it('refuses unknown fields such as role admin smuggled in', async () => {
    const reply = await service.call('registerUser', {
      ...customerBody('9208080223084', 'sneaky1', 'A'.repeat(22)),
      admin: true,
      isAdmin: 'yes',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.payload.fields).toMatchObject({ admin: 'Unknown field: admin' });
    const asAdmin = await service.call('registerUser', {
      ...customerBody('9208080223084', 'sneaky1', 'A'.repeat(22)),
      role: 'admin',
    });
    expect(asAdmin.status).toBe(400);
  });

  it('refuses validation failures with the field messages', async () => {
    const body = {
      ...customerBody('9208080223084', 'weakling', 'A'.repeat(22)),
      password: 'weak',
      verifyPassword: 'weak',
      email: 'not-mail',
    };
    const reply = await service.call('registerUser', body);
    expect(reply.status).toBe(400);
    expect(reply.body.payload.fields.email).toBe('Invalid Email Address.');
    expect(reply.body.payload.fields.password).toMatch(/^Password must be at least 8 characters/);
  });

  it('resends a registration code by loginWithId, voiding the first', async () => {
    const grant = await lookupGrant('9208080223084');
    const reply = await service.call(
      'registerUser',
      customerBody('9208080223084', 'ayesha92', grant),
    );
    expect(reply.status).toBe(200);
    const first = await service.latestCode('ayesha.patel@forecourt.co.za');
    const { flowHandle } = reply.body.payload;
    service.clock.advance(180);
    const resent = await service.call('resendRegistrationOtp', {
      flowHandle,
      role: 'customer',
      preferredComm: 'mobile',
    });
    expect(resent.status).toBe(200);
    expect(resent.body.payload.destination).toBe('07*****567');
    const second = await service.latestCode('0741234567');
    const body = { flowHandle, role: 'customer', preferredComm: 'mobile' };
    if (first !== second)
      expect((await service.call('validateRegistrationOtp', { ...body, otp: first })).status).toBe(
        401,
      );
    expect((await service.call('validateRegistrationOtp', { ...body, otp: second })).status).toBe(
      200,
    );
  });
});

describe('dealer and dealer-group registration', () => {
  it('registers a dealer and signs them in after the code', async () => {
    const body = dealerBody('sunrise1');
    const sent = await service.call('registerUser', body);
    expect(sent.status).toBe(200);
    const otp = await service.latestCode(body.mobileNo);
    const reply = await service.call('validateRegistrationOtp', {
      flowHandle: sent.body.payload.flowHandle,
      role: 'dealer',
      otp,
      preferredComm: 'mobile',
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('x-token')).not.toBeNull();
  });

  it('takes a mobile number typed +27 71 234 5678 and sends the code to 0712345678', async () => {
    const body = { ...dealerBody('intlmobile1'), mobileNo: '+27 71 234 5678' };
    expect((await service.call('registerUser', body)).status).toBe(200);
    expect(await service.latestCode('0712345678')).toMatch(/^\d{6}$/);
  });

  it('answers parallel and late copies of the registration code 409, never a wrong try', async () => {
    const body = dealerBody('doubletap1');
    const sent = await service.call('registerUser', body);
    expect(sent.status).toBe(200);
    const otp = await service.latestCode(body.mobileNo);
    const finish = () =>
      service.call('validateRegistrationOtp', {
        flowHandle: sent.body.payload.flowHandle,
        role: 'dealer',
        otp,
        preferredComm: 'mobile',
      });
    const parallel = await Promise.all(Array.from({ length: 10 }, finish));
    // The late copy finds the registration finished: its grant has ended.
    const late = await finish();
    const answers = [...parallel, late].map(
      (reply) => `${reply.status} ${reply.body.message ?? ''}`,
    );
    expect(answers.filter((reply) => reply.startsWith('200'))).toHaveLength(1);
    expect(answers.filter((reply) => !reply.startsWith('200'))).toEqual(
      Array.from({ length: 10 }, () => expect.stringMatching(/^409 /)),
    );
    expect(late.body).toMatchObject({ status: 'Failure', message: replies.flowEnded });
    const user = await service.db
      .selectFrom('users')
      .select(['id', 'status'])
      .where('id_number', '=', body.idNumber)
      .executeTakeFirstOrThrow();
    expect(user.status).toBe('active');
    const grant = await service.db
      .selectFrom('flow_handles')
      .select('failures')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(grant.failures).toBe(0);
  });

  it('answers a dealer whose username is taken with the spec message and a grant to try another', async () => {
    // A real captcha is good once: the retry goes on with the grant the refusal handed back.
    const strict = await startTestService({
      captchaVerifier: { verify: async (token) => token === 'solved-once' },
    });
    try {
      const body = { ...dealerBody('demodealer'), captchaResponse: 'solved-once' };
      const reply = await strict.call('registerUser', body);
      expect(reply.status).toBe(409);
      expect(reply.body.message).toBe(taken);
      const { registrationHandle } = reply.body.payload;
      expect(registrationHandle).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const again = await strict.call('registerUser', { ...body, username: 'demodealer2' });
      expect(again.status).toBe(400);
      const elsewhere = await strict.call('registerUser', {
        ...dealerBody('demodealer3'),
        registrationHandle,
      });
      expect(elsewhere.status).toBe(400);
      const retry = await strict.call('registerUser', {
        ...body,
        username: 'demodealer2',
        registrationHandle,
      });
      expect(retry.status).toBe(200);
      // The code it sent spent the grant: no second registration rides on it.
      const spent = await strict.call('registerUser', {
        ...body,
        username: 'demodealer4',
        mobileNo: freshMobile(),
        registrationHandle,
      });
      expect(spent.status).toBe(409);
      expect(spent.body.payload.flowHandle).toBe('ended');
    } finally {
      await strict.close();
    }
  });

  it('registers a dealer group; the code check returns the server message and no token', async () => {
    const body = groupBody('kagiso1');
    const sent = await service.call('registerDealerGroup', body);
    expect(sent.status).toBe(200);
    const otp = await service.latestCode(body.email);
    const reply = await service.call('validateRegistrationOtp', {
      flowHandle: sent.body.payload.flowHandle,
      role: 'dealergroup',
      otp,
      preferredComm: 'email',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Registration successful. You can now sign in.');
    expect(reply.headers.get('x-token')).toBeNull();
    const check = await service.call('loginCheck', {
      username: 'kagiso1',
      password: 'Brand#New1',
      role: 'dealergroup',
      captchaResponse: captchaToken,
    });
    expect(check.status).toBe(200);
  });

  it('refuses an unknown dealer group', async () => {
    const reply = await service.call('registerDealerGroup', {
      ...groupBody('nogroup1'),
      dealerGroupId: 'DG999',
    });
    expect(reply.status).toBe(400);
  });

  it('refuses a second registration of an ID number that is already active', async () => {
    const user = await createUser(service, 'dealer');
    const reply = await service.call('registerUser', dealerBody('another1', user.idNumber));
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(
      'This ID number is already registered. Please sign in or recover your username.',
    );
  });

  it('lets exactly one of two parallel registrations of one username succeed', async () => {
    const replies = await Promise.all([
      service.call('registerUser', dealerBody('racer01')),
      service.call('registerUser', dealerBody('RACER01')),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.status === 409)?.body.message).toBe(taken);
  });
});
