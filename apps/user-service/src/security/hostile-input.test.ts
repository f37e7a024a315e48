import { generateKeyPairSync } from 'node:crypto';
import { base64url, decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, captchaToken, startTestService, type TestService } from '../testing/harness.ts';
import { createUser, startUsernameSignIn, validateBody } from '../testing/test-users.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const json = { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json' };
const post = (path: string, body: string, headers: Record<string, string> = json) =>
  service.raw(`/user/v1/${path}`, { method: 'POST', body, headers });

describe('hostile bodies', () => {
  it('treats SQL metacharacters and LIKE wildcards in every field as plain data', async () => {
    const hostile = ["' OR '1'='1", '%', '_', "admin'--", 'x"; drop table users; --', '%_%'];
    for (const value of hostile) {
      const login = await service.call('loginCheck', {
        username: value,
        password: value,
        role: 'dealer',
        captchaResponse: captchaToken,
      });
      expect([400, 401]).toContain(login.status);
      const forgot = await service.call('forgotPasswordCheck', { username: value, role: 'dealer' });
      expect([400, 404]).toContain(forgot.status);
      const admin = await service.call('adminLogin', {
        role: 'dealer',
        adminUsername: value,
        adminPassword: value,
        username: value,
        captchaResponse: captchaToken,
      });
      expect([400, 401]).toContain(admin.status);
      const id = await service.call('validateAndIdLogin', {
        idNumber: value,
        role: 'dealer',
        otp: value,
        preferredComm: value,
      });
      expect(id.status).toBe(400);
      const lookup = await service.raw(`/user/v1/getCustomerById/${encodeURIComponent(value)}`, {
        headers: json,
      });
      expect(lookup.status).toBe(400);
    }
    const count = await service.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThanOrEqual(3);
  });

  it('refuses JSON type confusion: numbers, arrays, null and objects where text belongs', async () => {
    const user = await createUser(service);
    const base = validateBody(user, '123456');
    for (const otp of [123456, ['123456'], null, { $gt: '' }, true]) {
      expect((await service.call('validateAndLogin', { ...base, otp })).status).toBe(400);
    }
    expect((await post('otp/validateOpsOtpAndLogin', '[]')).status).toBe(400);
    expect((await post('otp/validateOpsOtpAndLogin', 'null')).status).toBe(400);
    expect((await post('otp/validateOpsOtpAndLogin', '"text"')).status).toBe(400);
  });

  it('refuses __proto__ and constructor keys instead of merging them', async () => {
    const user = await createUser(service);
    user.handle = 'A'.repeat(22); // well formed, so the body itself is read
    const body = JSON.stringify(validateBody(user, '123456')).replace(
      '{',
      '{"__proto__":{"admin":true},',
    );
    const reply = await post('otp/validateOpsOtpAndLogin', body);
    expect(reply.status).toBe(400);
    expect(Object.getOwnPropertyDescriptor(reply.body.payload.fields, '__proto__')?.value).toBe(
      'Unknown field: __proto__',
    );
    const withConstructor = await service.call('validateAndLogin', {
      ...validateBody(user, '123456'),
      constructor: { prototype: {} },
    });
    expect(withConstructor.status).toBe(400);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('refuses a body over the limit with 413', async () => {
    const reply = await post(
      'fetchUsersOtpDetails',
      JSON.stringify({ username: 'x'.repeat(20_000) }),
    );
    expect(reply.status).toBe(413);
    expect(reply.body.status).toBe('Failure');
  });

  it('refuses a body that is not JSON with 415', async () => {
    const reply = await post('fetchUsersOtpDetails', 'username=a', {
      ...json,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(reply.status).toBe(415);
    const none = await service.raw('/user/v1/fetchUsersOtpDetails', {
      method: 'POST',
      headers: { authorization: json.authorization },
    });
    expect(none.status).toBe(415);
  });

  it('refuses malformed JSON with 400', async () => {
    expect((await post('fetchUsersOtpDetails', '{"username":')).status).toBe(400);
  });
});

describe('session tokens', () => {
  async function signedInToken(): Promise<string> {
    const user = await createUser(service);
    const code = await startUsernameSignIn(service, user);
    const reply = await service.call('validateAndLogin', validateBody(user, code));
    return reply.headers.get('x-token') ?? '';
  }
  const session = (token: string) => service.call('session', {}, { headers: { 'x-token': token } });

  it('accepts its own token', async () => {
    expect((await session(await signedInToken())).status).toBe(200);
  });

  it('refuses a token with alg none', async () => {
    const claims = decodeJwt(await signedInToken());
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const token = `${header}.${base64url.encode(JSON.stringify(claims))}.`;
    expect((await session(token)).status).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    const claims = decodeJwt(await signedInToken());
    const { privateKey } = generateKeyPairSync('ed25519');
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'EdDSA', kid: 'test' })
      .sign(privateKey);
    expect((await session(token)).status).toBe(401);
  });

  it('refuses a token whose payload was edited', async () => {
    const [header, payload, signature] = (await signedInToken()).split('.');
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload ?? '')));
    const edited = base64url.encode(
      JSON.stringify({ ...claims, admin: true, impersonatedBy: 'me' }),
    );
    expect((await session(`${header}.${edited}.${signature}`)).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const token = await signedInToken();
    service.clock.advance(901);
    expect((await session(token)).status).toBe(401);
  });
});

describe('client throttle', () => {
  it('does not reset when the client spoofs X-Forwarded-For', async () => {
    const small = await startTestService({
      rules: { clientRequests: { limit: 5, windowSeconds: 60 } },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        const reply = await small.call('allDealerGroups', undefined, {
          headers: { 'x-forwarded-for': `10.0.0.${i}` },
        });
        statuses.push(reply.status);
      }
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
      const last = await small.call('allDealerGroups', undefined, {
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await small.close();
    }
  });
});

describe('captcha with a secret configured', () => {
  it('refuses a captcha token the second time, and fails closed when the verifier errs', async () => {
    const seen: string[] = [];
    const guarded = await startTestService({
      captchaVerifier: {
        async verify(token) {
          seen.push(token);
          if (token === 'explode') throw new Error('network down');
          return token.startsWith('good-');
        },
      },
    });
    try {
      const user = await createUser(guarded);
      const body = { username: user.username, password: user.password, role: user.role };
      expect(
        (await guarded.call('loginCheck', { ...body, captchaResponse: 'good-1' })).status,
      ).toBe(200);
      expect(
        (await guarded.call('loginCheck', { ...body, captchaResponse: 'good-1' })).status,
      ).toBe(400);
      expect((await guarded.call('loginCheck', { ...body, captchaResponse: 'bad-1' })).status).toBe(
        400,
      );
      expect(
        (await guarded.call('loginCheck', { ...body, captchaResponse: 'explode' })).status,
      ).toBe(400);
      expect(
        (await guarded.call('loginCheck', { ...body, captchaResponse: captchaToken })).status,
      ).toBe(400);
      const forgot = await guarded.call('forgotPasswordCheck', {
        username: user.username,
        role: user.role,
      });
      expect(forgot.status).toBe(400);
      expect(seen).toEqual(['good-1', 'bad-1', 'explode', captchaToken]);
    } finally {
      await guarded.close();
    }
  });
});

describe('secrets never leak', () => {
  it('writes no password, code or token to any log line or reply body', async () => {
    const user = await createUser(service);
    const code = await startUsernameSignIn(service, user);
    const reply = await service.call('validateAndLogin', validateBody(user, code));
    const token = reply.headers.get('x-token') ?? '';
    expect(token).not.toBe('');
    const secrets = [user.password, code, token, apiToken, captchaToken];
    for (const line of service.logs) {
      for (const secret of secrets) expect(line).not.toContain(secret);
    }
    for (const body of service.replies) {
      expect(body).not.toContain(user.password);
      expect(body).not.toContain(token);
    }
    const authLines = service.logs.filter((line) => line.includes('"event":"auth"'));
    expect(authLines.length).toBeGreaterThan(0);
    expect(
      service.logs.some((line) => line.includes('"route":"/user/v1/otp/validateOpsOtpAndLogin"')),
    ).toBe(true);
  });
});
