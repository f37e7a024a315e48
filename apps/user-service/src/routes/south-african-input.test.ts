import { captchaHeader } from '@forecourt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, captchaToken, startTestService, type TestService } from '../testing/harness.ts';
import { createUser, freshIdNumber } from '../testing/test-users.ts';

// South African input (GUIDE-20, GUIDE-22, GUIDE-23): the service reads ID numbers, company names
// and registration numbers as the portal's form checks do (validators' field rules, through the
// contract's request schemas), and stores the normalised value.

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

/** `8001015009087` as the ID book prints it, with `separator` between the groups. */
const printed = (idNumber: string, separator: string) =>
  [idNumber.slice(0, 6), idNumber.slice(6, 10), idNumber.slice(10)].join(separator);

describe('ID numbers typed as printed (GUIDE-20)', () => {
  it.each([' ', '-'])(
    'signs in with an ID number whose groups are split by %j, on every step',
    async (separator) => {
      const user = await createUser(service, 'customer');
      const typed = printed(user.idNumber, separator);
      const check = await service.call('idLoginCheck', {
        idNumber: typed,
        role: 'customer',
        captchaResponse: captchaToken,
      });
      expect(check.status).toBe(200);
      const sent = await service.call('otpIdLoginCheck', {
        idNumber: typed,
        flowHandle: check.body.payload.flowHandle,
        role: 'customer',
        preferredComm: 'mobile',
      });
      expect(sent.status).toBe(200);
    },
  );

  it('finds the account of a password reset by an ID number typed with dashes', async () => {
    const user = await createUser(service, 'dealer');
    const check = await service.call('forgotPasswordCheck', {
      idNumber: printed(user.idNumber, '-'),
      role: 'dealer',
      flow: 'password',
      captchaResponse: captchaToken,
    });
    expect(check.status).toBe(200);
  });

  it('looks a finance customer up by an ID number typed with spaces', async () => {
    const reply = await service.call(
      'customerById',
      { id: printed('8504150123084', ' ') },
      { headers: { authorization: `Bearer ${apiToken}`, [captchaHeader]: captchaToken } },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.idNumber).toBe('8504150123084');
  });

  it('still refuses 12 digits with spaces between them', async () => {
    const reply = await service.call('idLoginCheck', {
      idNumber: '800101 5009 08',
      role: 'customer',
      captchaResponse: captchaToken,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Invalid ID Number: ID must be 13 digits long.');
  });
});

let mobiles = 0;
/** A mobile number no other registration of this file sends to. */
const freshMobile = () => `078${String(3_000_000 + mobiles++).slice(-7)}`;

describe('a dealer company as South Africans write it (GUIDE-22, GUIDE-23)', () => {
  const dealer = (username: string, changes: Record<string, string> = {}) => ({
    role: 'dealer',
    idNumber: freshIdNumber(),
    email: `${username}@forecourt.co.za`,
    mobileNo: freshMobile(),
    termsConditions: 'Yes',
    username,
    password: 'Brand#New1',
    verifyPassword: 'Brand#New1',
    companyName: 'Ubuntu Motors (Pty) Ltd',
    companyRegNo: '2019/123456/07',
    companyDirectorName: 'Zanele',
    companyDirectorSurname: 'Khumalo',
    cipcName: "Ubuntu Motors (Pty) Ltd t/a O'Brien & Sons",
    preferredComm: 'mobile',
    sbsaDealerCode: '',
    ...changes,
  });

  it('registers a bracketed company name and stores the CIPC number and ID number without separators', async () => {
    const body = dealer('ubuntu1');
    const typedId = printed(body.idNumber, ' ');
    const reply = await service.call('registerUser', { ...body, idNumber: typedId });
    expect(reply.status).toBe(200);
    const stored = await service.db
      .selectFrom('users')
      .select(['company_name', 'cipc_name', 'company_reg_no', 'id_number'])
      .where('username', '=', 'ubuntu1')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      company_name: 'Ubuntu Motors (Pty) Ltd',
      cipc_name: "Ubuntu Motors (Pty) Ltd t/a O'Brien & Sons",
      company_reg_no: '201912345607',
      id_number: body.idNumber,
    });
  });

  it('keeps a registration number that is not in the CIPC form as it was typed', async () => {
    const reply = await service.call(
      'registerUser',
      dealer('ubuntu2', { companyRegNo: 'K2019/0001' }),
    );
    expect(reply.status).toBe(200);
    const stored = await service.db
      .selectFrom('users')
      .select('company_reg_no')
      .where('username', '=', 'ubuntu2')
      .executeTakeFirstOrThrow();
    expect(stored.company_reg_no).toBe('K2019/0001');
  });

  it.each([
    [
      'companyName',
      'Ubuntu\tMotors (Pty) Ltd',
      'Remove the hidden characters (tabs, line breaks and the like) from this field.',
    ],
    [
      'cipcName',
      'Ubuntu Motors; Ltd',
      "Use only letters, digits, spaces, brackets and _ @ ' . / # & + -",
    ],
    ['companyRegNo', 'K2019/123456/07', 'Must be at most 13 characters.'],
  ])('refuses %s %j with its message', async (field, value, message) => {
    const reply = await service.call('registerUser', dealer('ubuntu3', { [field]: value }));
    expect(reply.status).toBe(400);
    expect(reply.body.payload.fields[field]).toBe(message);
  });
});
