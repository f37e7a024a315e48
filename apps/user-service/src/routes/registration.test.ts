import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery } from '../delivery/delivery.ts';
import { outboxDelivery } from '../delivery/outbox.ts';
import { replies } from '../messages.ts';
import {
  captchaToken,
  createUser,
  freshIdNumber,
  startTestService,
  type TestService,
} from '../testing/harness.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const taken = 'Username is already taken. Please provide a different username.';

function customerBody(idNumber: string, username: string) {
  return {
    role: 'customer',
    idNumber,
    email: `${username}@forecourt.co.za`,
    mobileNo: '0721234567',
    username,
    password: 'Brand#New1',
    verifyPassword: 'Brand#New1',
    preferredComm: 'email',
    termsConditions: 'Yes',
    customerNo: 'C100201',
    name: 'Thabo',
    surname: 'Nkosi',
  };
}

function dealerBody(username: string, idNumber = freshIdNumber()) {
  return {
    role: 'dealer',
    idNumber,
    email: `${username}@forecourt.co.za`,
    mobileNo: '0791234567',
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
  };
}

function groupBody(username: string) {
  return {
    dealerGroupId: 'DG002',
    idNumber: freshIdNumber(),
    email: `${username}@forecourt.co.za`,
    mobileNo: '0781234567',
    username,
    password: 'Brand#New1',
    verifyPassword: 'Brand#New1',
    companyDirectorName: 'Kagiso',
    companyDirectorSurname: 'Molefe',
    preferredComm: 'email',
    termsConditions: 'Yes',
  };
}

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

  it('finds an unregistered finance customer by ID number, at the top level and in payload', async () => {
    const reply = await service.call('customerById', { id: '8504150123084' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      status: 'Success',
      idNumber: '8504150123084',
      name: 'Naledi',
      surname: 'Mokoena',
      customerNo: 'C100202',
    });
    expect(reply.body.payload.mobileNo).toBe('0731234567');
  });

  it('answers an unknown ID number with a failure', async () => {
    const reply = await service.call('customerById', { id: freshIdNumber() });
    expect(reply.status).toBe(404);
    expect(reply.body.status).toBe('Failure');
  });

  it('refuses an ID number that is not valid', async () => {
    const reply = await service.call('customerById', { id: '1234567890123' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/^Invalid ID Number: /);
  });
});

describe('customer registration', () => {
  it('registers, sends a code, and the code check signs the customer in', async () => {
    const reply = await service.call('registerUser', customerBody('9001015800088', 'thabo90'));
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Otp Sent Successfully to your email');
    const otp = await service.latestCode('thabo90@forecourt.co.za');
    const validated = await service.call('validateRegistrationOtp', {
      idNumber: '9001015800088',
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
    const again = await service.call('customerById', { id: '9001015800088' });
    expect(again.status).toBe(409);
  });

  it('answers a taken username with the spec message', async () => {
    const reply = await service.call('registerUser', customerBody('8302145800084', 'democustomer'));
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ status: 'Failure', message: taken });
  });

  it('refuses an ID number the finance system does not know', async () => {
    const reply = await service.call('registerUser', customerBody(freshIdNumber(), 'stranger1'));
    expect(reply.status).toBe(404);
  });

  it('refuses unknown fields such as role admin smuggled in', async () => {
    const reply = await service.call('registerUser', {
      ...customerBody('9208080223084', 'sneaky1'),
      admin: true,
      isAdmin: 'yes',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.payload.fields).toMatchObject({ admin: 'Unknown field: admin' });
    const asAdmin = await service.call('registerUser', {
      ...customerBody('9208080223084', 'sneaky1'),
      role: 'admin',
    });
    expect(asAdmin.status).toBe(400);
  });

  it('refuses validation failures with the field messages', async () => {
    const body = {
      ...customerBody('9208080223084', 'weakling'),
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
    const reply = await service.call('registerUser', customerBody('9208080223084', 'ayesha92'));
    expect(reply.status).toBe(200);
    const first = await service.latestCode('ayesha92@forecourt.co.za');
    service.clock.advance(180);
    const resent = await service.call('resendRegistrationOtp', {
      idNumber: '9208080223084',
      role: 'customer',
      preferredComm: 'mobile',
    });
    expect(resent.status).toBe(200);
    const second = await service.latestCode('0741234567');
    const body = { idNumber: '9208080223084', role: 'customer', preferredComm: 'mobile' };
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
    expect((await service.call('registerUser', body)).status).toBe(200);
    const otp = await service.latestCode(body.mobileNo);
    const reply = await service.call('validateRegistrationOtp', {
      idNumber: body.idNumber,
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

  it('answers parallel and late copies of the registration code 409 already used, never a wrong try', async () => {
    const body = dealerBody('doubletap1');
    expect((await service.call('registerUser', body)).status).toBe(200);
    const otp = await service.latestCode(body.mobileNo);
    const finish = () =>
      service.call('validateRegistrationOtp', {
        idNumber: body.idNumber,
        role: 'dealer',
        otp,
        preferredComm: 'mobile',
      });
    const parallel = await Promise.all(Array.from({ length: 10 }, finish));
    // The late copy reaches a user the first copy made active (ID sign-in's path).
    const late = await finish();
    const statuses = [...parallel, late].map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    expect(late.body).toMatchObject({ status: 'Failure', message: replies.otpAlreadyUsed });
    const user = await service.db
      .selectFrom('users')
      .select(['id', 'status'])
      .where('id_number', '=', body.idNumber)
      .executeTakeFirstOrThrow();
    expect(user.status).toBe('active');
    const counted = await service.db
      .selectFrom('throttles')
      .select('hits')
      .where('key', '=', `otp-fail:${user.id}`)
      .executeTakeFirst();
    expect(counted).toBeUndefined();
  });

  it('answers a dealer whose username is taken with the spec message', async () => {
    const reply = await service.call('registerUser', dealerBody('demodealer'));
    expect(reply.body.message).toBe(taken);
  });

  it('registers a dealer group; the code check returns the server message and no token', async () => {
    const body = groupBody('kagiso1');
    const sent = await service.call('registerDealerGroup', body);
    expect(sent.status).toBe(200);
    const otp = await service.latestCode(body.email);
    const reply = await service.call('validateRegistrationOtp', {
      idNumber: body.idNumber,
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

describe('a person registering twice at once', () => {
  it("sends the replacing registration's code after the replaced one's, so the last code works", async () => {
    // The first code's hand-over is slow (a busy SMS gateway); the second registration of the
    // same person starts while it is under way.
    let outbox: Delivery | undefined;
    let firstSend: () => void = () => {};
    const firstSendStarted = new Promise<void>((resolve) => {
      firstSend = resolve;
    });
    let sends = 0;
    const slowFirst: Delivery = {
      async send(message) {
        sends += 1;
        if (sends === 1) {
          firstSend();
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
        await outbox?.send(message);
      },
    };
    const slow = await startTestService({ delivery: slowFirst });
    outbox = outboxDelivery(slow.db, slow.clock);
    try {
      const body = dealerBody('twiceatonce');
      const first = slow.call('registerUser', body);
      await firstSendStarted;
      const second = await slow.call('registerUser', body);
      expect((await first).status).toBe(200);
      expect(second.status).toBe(200);
      const checked = await slow.call('validateRegistrationOtp', {
        idNumber: body.idNumber,
        role: 'dealer',
        otp: await slow.latestCode(body.mobileNo),
        preferredComm: 'mobile',
      });
      expect(checked.status).toBe(200);
    } finally {
      await slow.close();
    }
  });
});
