import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { apiBasePath, endpoints, fillPath } from './endpoints.ts';
import { usernameTakenMessage } from './messages.ts';

const table: Record<string, [string, string]> = {
  loginCheck: ['POST', 'fetchUsersOtpDetails'],
  otpLoginCheck: ['POST', 'otpForOpsLogin'],
  validateAndLogin: ['POST', 'otp/validateOpsOtpAndLogin'],
  adminLogin: ['POST', 'adminLogin'],
  idLoginCheck: ['POST', 'profileDetailsForOtp'],
  otpIdLoginCheck: ['POST', 'loginWithId'],
  validateAndIdLogin: ['POST', 'otp/validateAndLogin'],
  forgotUsernameCheck: ['POST', 'profileDetailsForPasswordReset'],
  otpForgotUsernameCheck: ['POST', 'otpForForgotUsername'],
  requestUsername: ['POST', 'requestUsername'],
  forgotPasswordCheck: ['POST', 'profileDetailsForPasswordReset'],
  otpForgotPasswordCheck: ['POST', 'otpForForgotUsername'],
  resetPassword: ['POST', 'requestPasswordReset'],
  registerUser: ['POST', 'userProfile'],
  registerDealerGroup: ['POST', 'createDealerGroupProfile'],
  validateRegistrationOtp: ['POST', 'otp/validateAndLogin'],
  resendRegistrationOtp: ['POST', 'loginWithId'],
  allDealerGroups: ['GET', 'allDealerGroups'],
  customerById: ['GET', 'getCustomerById/{id}'],
  resumeFlow: ['POST', 'flow/resume'],
  session: ['GET', 'session'],
  passkeyRegistrationOptions: ['POST', 'passkeys/registration/options'],
  passkeyRegistration: ['POST', 'passkeys/registration'],
  passkeyAuthenticationOptions: ['POST', 'passkeys/authentication/options'],
  passkeySignIn: ['POST', 'passkeys/authentication'],
  passkeys: ['GET', 'passkeys'],
  renamePasskey: ['POST', 'passkeys/rename'],
  removePasskey: ['POST', 'passkeys/remove'],
};

const customer = {
  role: 'customer',
  idNumber: '9001015800088',
  email: 'thabo@example.com',
  mobileNo: '0821234567',
  username: 'thabo',
  password: 'Secret#123',
  verifyPassword: 'Secret#123',
  preferredComm: 'mobile',
  termsConditions: 'Yes',
  customerNo: 'C1001',
  name: 'Thabo',
  surname: 'Nkosi',
  registrationHandle: 'q7Hc0aZ3-vN_8uXbT2kLmw',
};

describe('endpoints', () => {
  it('lists every operation of the design table with its method and path', () => {
    expect(apiBasePath).toBe('/user/v1/');
    const actual = Object.fromEntries(
      Object.entries(endpoints).map(([name, e]) => [name, [e.method, e.path]]),
    );
    expect(actual).toEqual(table);
  });

  it("sends customer registration's captcha in a header of the lookup, and needs it", () => {
    expect(endpoints.customerById.headers).toEqual({ captchaResponse: 'x-captcha-response' });
    const schema = endpoints.customerById.request;
    expect(z.safeParse(schema, { id: '9001015800088', captchaResponse: 'token' }).success).toBe(
      true,
    );
    expect(z.safeParse(schema, { id: '9001015800088' }).success).toBe(false);
  });

  it('refuses unknown fields such as role smuggled into a registration', () => {
    const result = z.safeParse(endpoints.registerUser.request, { ...customer, admin: true });
    expect(result.success).toBe(false);
    expect(z.safeParse(endpoints.registerUser.request, customer).success).toBe(true);
  });

  it("needs the lookup's grant for a customer registration, and takes one for a dealer's", () => {
    const { registrationHandle: _h, ...withoutGrant } = customer;
    expect(z.safeParse(endpoints.registerUser.request, withoutGrant).success).toBe(false);
    const { customerNo: _n, name: _a, surname: _b, ...shared } = withoutGrant;
    const dealer = {
      ...shared,
      role: 'dealer',
      companyName: 'Ubuntu Motors',
      companyRegNo: '2019123456',
      companyDirectorName: 'Lerato',
      companyDirectorSurname: 'Dlamini',
      cipcName: 'Ubuntu Motors',
    };
    expect(z.safeParse(endpoints.registerUser.request, dealer).success).toBe(true);
    const retried = { ...dealer, registrationHandle: customer.registrationHandle };
    expect(z.safeParse(endpoints.registerUser.request, retried).success).toBe(true);
  });

  it('refuses a control character in the read-only customer fields too', () => {
    for (const field of ['customerNo', 'name', 'surname'] as const) {
      const body = { ...customer, [field]: 'C1\u0000' };
      expect(z.safeParse(endpoints.registerUser.request, body).success).toBe(false);
    }
  });

  it('refuses a registration whose passwords differ or whose terms are not accepted', () => {
    const mismatch = { ...customer, verifyPassword: 'Other#1234' };
    // A message is the rules' text id; the service writes it in the caller's language.
    expect(z.safeParse(endpoints.registerUser.request, mismatch).error?.issues[0]?.message).toBe(
      'password.mismatch',
    );
    const terms = { ...customer, termsConditions: 'No' };
    expect(z.safeParse(endpoints.registerUser.request, terms).error?.issues[0]?.message).toBe(
      'terms.required',
    );
  });

  it('refuses a code sent as a number', () => {
    const body = {
      idNumber: '9001015800088',
      otp: 123456,
      preferredComm: 'mobile',
      role: 'dealer',
    };
    expect(z.safeParse(endpoints.validateAndIdLogin.request, body).success).toBe(false);
  });

  it('takes a forgot-password body with exactly one of ID number and username', () => {
    const schema = endpoints.forgotPasswordCheck.request;
    expect(z.safeParse(schema, { username: 'thabo', idNumber: '', role: 'dealer' }).success).toBe(
      true,
    );
    expect(z.safeParse(schema, { idNumber: '9001015800088', role: 'dealer' }).success).toBe(true);
    expect(z.safeParse(schema, { role: 'dealer' }).success).toBe(false);
    const both = { idNumber: '9001015800088', username: 'thabo', role: 'dealer' };
    expect(z.safeParse(schema, both).success).toBe(false);
  });

  it('checks that a reset password is typed twice the same', () => {
    const body = {
      username: 'thabo',
      flowHandle: 'q7Hc0aZ3-vN_8uXbT2kLmw',
      password: 'Secret#123',
      verifyPassword: 'Secret#124',
      otp: '123456',
      preferredComm: 'email',
      role: 'customer',
    };
    expect(z.safeParse(endpoints.resetPassword.request, body).success).toBe(false);
    const same = { ...body, verifyPassword: 'Secret#123' };
    expect(z.safeParse(endpoints.resetPassword.request, same).success).toBe(true);
  });

  it('takes a dealer-group registration without a role, or with role dealergroup only', () => {
    const {
      role: _role,
      customerNo: _n,
      name: _a,
      surname: _b,
      registrationHandle: _h,
      ...shared
    } = customer;
    const body = {
      ...shared,
      dealerGroupId: 'DG001',
      companyDirectorName: 'Lerato',
      companyDirectorSurname: 'Dlamini',
    };
    const schema = endpoints.registerDealerGroup.request;
    expect(z.safeParse(schema, body).success).toBe(true);
    expect(z.safeParse(schema, { ...body, role: 'dealergroup' }).success).toBe(true);
    expect(z.safeParse(schema, { ...body, role: 'admin' }).success).toBe(false);
  });

  it('parses a dealer-groups reply and drops keys it does not know', () => {
    const reply = {
      status: 'Success',
      extra: 1,
      payload: { dealerGroups: [{ mqDealerGroupId: 'DG001', dealerGroupName: 'Group' }] },
    };
    expect(z.parse(endpoints.allDealerGroups.reply, reply)).toEqual({
      status: 'Success',
      payload: reply.payload,
    });
  });

  it('keeps alreadySent on a code reply inside the cooldown, and refuses it when not a boolean', () => {
    const payload = {
      channel: 'mobile',
      resendAvailableInSeconds: 140,
      expiresInSeconds: 260,
      alreadySent: true,
    };
    const parsed = z.parse(endpoints.otpLoginCheck.reply, { status: 'Success', payload });
    expect(parsed.payload?.alreadySent).toBe(true);
    const wrong = { status: 'Success', payload: { ...payload, alreadySent: 'yes' } };
    expect(endpoints.otpLoginCheck.reply.safeParse(wrong).success).toBe(false);
  });
});

describe('fillPath', () => {
  it('fills and encodes path parameters', () => {
    expect(fillPath(endpoints.customerById.path, { id: '9001015800088' })).toBe(
      'getCustomerById/9001015800088',
    );
    expect(fillPath('a/{id}', { id: '../x y' })).toBe('a/..%2Fx%20y');
    expect(fillPath('plain')).toBe('plain');
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => fillPath(endpoints.customerById.path, {})).toThrow(/Missing path parameter "id"/);
  });
});

describe('usernameTakenMessage', () => {
  it('is the spec text', () => {
    expect(usernameTakenMessage).toBe(
      'Username is already taken. Please provide a different username.',
    );
  });
});

describe('the passkey credentials', () => {
  const base64url = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64url');
  it("take a post-quantum passkey's (ML-DSA-87: 4,627-byte signatures, a 2,592-byte key)", () => {
    const assertion = {
      id: 'cred-1',
      rawId: 'cred-1',
      type: 'public-key',
      response: {
        clientDataJSON: base64url(200),
        authenticatorData: base64url(37),
        signature: base64url(4627),
        userHandle: base64url(32),
      },
    };
    expect(
      endpoints.passkeySignIn.request.safeParse({ role: 'dealer', credential: assertion }).success,
    ).toBe(true);
    const made = {
      id: 'cred-1',
      rawId: 'cred-1',
      type: 'public-key',
      response: { clientDataJSON: base64url(200), attestationObject: base64url(2592 + 4627 + 400) },
    };
    expect(
      endpoints.passkeyRegistration.request.safeParse({
        role: 'dealer',
        passkeyHandle: 'Pk-offer-handle-of-22ch',
        credential: made,
      }).success,
    ).toBe(true);
    // Still bounded: a signature of 8 KB and more is refused.
    const huge = { ...assertion, response: { ...assertion.response, signature: base64url(7000) } };
    expect(
      endpoints.passkeySignIn.request.safeParse({ role: 'dealer', credential: huge }).success,
    ).toBe(false);
  });
});
