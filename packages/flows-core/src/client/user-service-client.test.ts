import { describe, expect, it } from 'vitest';
import { createInFlightCounter } from '../in-flight/in-flight-counter.ts';
import { english } from '../texts.ts';
import { replyCheck } from './reply-check.ts';
import {
  createUserServiceClient,
  type FetchFunction,
  type UserServiceClientOptions,
} from './user-service-client.ts';

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const claims = { kid: 'k-1', type: 'dealer', role: 'dealer', iat: 1, exp: 2, aud: 'forecourt' };
const jwt = (payload: unknown) => `${base64url({ alg: 'EdDSA' })}.${base64url(payload)}.sig`;

interface Seen {
  url: string;
  init: RequestInit | undefined;
}

function fakeFetch(respond: (seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch: FetchFunction = async (input, init) => {
    const entry = { url: String(input instanceof Request ? input.url : input), init };
    seen.push(entry);
    return respond(entry);
  };
  return { fetch, seen };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** The client over `fetch`, with the reply check, English texts and `extra` options. */
const clientOver = (fetch: FetchFunction, extra: Partial<UserServiceClientOptions> = {}) =>
  createUserServiceClient({
    translate: english,
    check: replyCheck,
    baseURL: 'https://api.example.com',
    token: 't',
    fetch,
    ...extra,
  });

const loginCheck = {
  username: 'jdoe',
  password: 'Secret#123',
  role: 'dealer' as const,
  captchaResponse: 't',
};

describe('createUserServiceClient', () => {
  it('posts the body to /user/v1/{path} with the Authorization header', async () => {
    const { fetch, seen } = fakeFetch(() =>
      json({ status: 'Success', payload: { destinations: { mobile: '08***' } } }),
    );
    const client = createUserServiceClient({
      translate: english,
      check: replyCheck,
      baseURL: 'https://api.example.com/',
      token: 'env-token',
      fetch,
    });
    const result = await client.loginCheck(loginCheck);
    expect(seen[0]?.url).toBe('https://api.example.com/user/v1/fetchUsersOtpDetails');
    expect(seen[0]?.init?.method).toBe('POST');
    expect(new Headers(seen[0]?.init?.headers).get('authorization')).toBe('Bearer env-token');
    expect(JSON.parse(String(seen[0]?.init?.body))).toEqual(loginCheck);
    expect(result).toMatchObject({
      ok: true,
      httpStatus: 200,
      reply: { payload: { destinations: { mobile: '08***' } } },
    });
  });

  it('sends the language chosen at the time of each call as Accept-Language', async () => {
    const { fetch, seen } = fakeFetch(() =>
      json({ status: 'Success', payload: { destinations: { mobile: '08***' } } }),
    );
    let language = 'af';
    const client = createUserServiceClient({
      translate: english,
      check: replyCheck,
      baseURL: 'https://api.example.com',
      token: 'env-token',
      fetch,
      acceptLanguage: () => language,
    });
    await client.loginCheck(loginCheck);
    language = 'zu';
    await client.loginCheck(loginCheck);
    const sent = seen.map((entry) => new Headers(entry.init?.headers));
    expect(sent.map((headers) => headers.get('accept-language'))).toEqual(['af', 'zu']);
    expect(sent[1]?.get('authorization')).toBe('Bearer env-token');
  });

  it('sends no Accept-Language of its own without the option', async () => {
    const { fetch, seen } = fakeFetch(() =>
      json({ status: 'Success', payload: { destinations: { mobile: '08***' } } }),
    );
    const client = clientOver(fetch);
    await client.loginCheck(loginCheck);
    expect(new Headers(seen[0]?.init?.headers).has('accept-language')).toBe(false);
  });

  it('fills GET path parameters and sends the fields the contract names as headers', async () => {
    const { fetch, seen } = fakeFetch(() => json({ status: 'Success', name: 'Thandi' }));
    const client = clientOver(fetch);
    const result = await client.customerById({ id: '9001015800088', captchaResponse: 'solved' });
    expect(seen[0]?.url).toBe('https://api.example.com/user/v1/getCustomerById/9001015800088');
    expect(seen[0]?.init?.method).toBe('GET');
    expect(seen[0]?.init?.body).toBeUndefined();
    expect(new Headers(seen[0]?.init?.headers).get('x-captcha-response')).toBe('solved');
    expect(result.ok && result.reply.name).toBe('Thandi');
  });

  it('reads the x-token header and decodes its kid', async () => {
    const token = jwt(claims);
    const { fetch } = fakeFetch(() => json({ status: 'Success' }, 200, { 'x-token': token }));
    const client = clientOver(fetch);
    const result = await client.validateAndLogin({
      ...loginCheck,
      captchaResponse: undefined,
      otp: '123456',
      preferredComm: 'mobile',
    } as never);
    expect(result).toMatchObject({ ok: true, session: { token, claims: { kid: 'k-1' } } });
  });

  it('fails as server_error when the token cannot be decoded', async () => {
    const { fetch } = fakeFetch(() => json({ status: 'Success' }, 200, { 'x-token': 'garbage' }));
    const client = clientOver(fetch);
    expect(await client.adminLogin({} as never)).toMatchObject({
      ok: false,
      code: 'server_error',
      message: 'The service sent an unexpected reply. Please try again later.',
    });
  });

  it('fails as server_error when a success reply does not match the contract', async () => {
    const { fetch } = fakeFetch(() =>
      json({ status: 'Success', payload: { dealerGroups: 'none' } }),
    );
    const client = clientOver(fetch);
    expect(await client.allDealerGroups({})).toMatchObject({
      ok: false,
      code: 'server_error',
      httpStatus: 200,
      message: 'The service sent an unexpected reply. Please try again later.',
    });
  });

  it("reads a Failure body's code, the composed message and the refused fields", async () => {
    const { fetch } = fakeFetch(() =>
      json(
        {
          status: 'Failure',
          code: 'invalid_input',
          message: 'Invalid undefined details',
          payload: { fields: { username: 'Required' } },
        },
        400,
      ),
    );
    const client = clientOver(fetch);
    expect(await client.loginCheck(loginCheck)).toMatchObject({
      ok: false,
      code: 'invalid_input',
      httpStatus: 400,
      message: 'Invalid details',
      fields: { username: 'Required' },
    });
  });

  it('treats body status 401 in a 200 reply as an error, server_error without a code', async () => {
    const { fetch } = fakeFetch(() => json({ status: 401, message: 'Session expired' }));
    const client = clientOver(fetch);
    expect(await client.loginCheck(loginCheck)).toMatchObject({
      ok: false,
      code: 'server_error',
      httpStatus: 200,
      message: 'Session expired',
    });
  });

  it('turns a 429 into rate_limited with the Retry-After seconds', async () => {
    const { fetch } = fakeFetch(() =>
      json(
        {
          status: 'Failure',
          code: 'rate_limited',
          message: 'Too many requests',
          payload: { retryAfterSeconds: 99 },
        },
        429,
        { 'retry-after': '120' },
      ),
    );
    const client = clientOver(fetch);
    expect(await client.otpLoginCheck({} as never)).toMatchObject({
      ok: false,
      code: 'rate_limited',
      retryAfterSeconds: 120,
      message: 'Too many requests',
    });
  });

  it('reads a bare 429 without a body or header as rate_limited with our message', async () => {
    const { fetch } = fakeFetch(() => new Response('slow down', { status: 429 }));
    const client = clientOver(fetch);
    expect(await client.otpLoginCheck({} as never)).toEqual({
      ok: false,
      code: 'rate_limited',
      httpStatus: 429,
      message: 'Too many attempts. Please try again in 0 seconds.',
    });
  });

  it('uses our message for a JSON 429 without a message, reading an HTTP-date Retry-After', async () => {
    const now = Date.UTC(2025, 0, 1, 0, 0, 0);
    const { fetch } = fakeFetch(() =>
      json({ status: 'Failure' }, 429, { 'retry-after': new Date(now + 30_000).toUTCString() }),
    );
    const client = clientOver(fetch, { clock: { now: () => now } });
    expect(await client.otpLoginCheck({} as never)).toMatchObject({
      code: 'rate_limited',
      retryAfterSeconds: 30,
      message: 'Too many attempts. Please try again in 30 seconds.',
    });
  });

  it('fails as server_error for an HTML error page', async () => {
    const { fetch } = fakeFetch(
      () =>
        new Response('<html>Bad gateway</html>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
    );
    const client = clientOver(fetch);
    expect(await client.loginCheck(loginCheck)).toMatchObject({
      ok: false,
      code: 'server_error',
      httpStatus: 502,
      message: 'The service sent a reply that could not be read. Please try again later.',
    });
  });

  it('fails as network when fetch rejects, and counts requests in flight', async () => {
    const inFlight = createInFlightCounter();
    const counts: number[] = [];
    inFlight.subscribe((s) => counts.push(s.count));
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const client = clientOver(fetch, { inFlight });
    expect(await client.loginCheck(loginCheck)).toMatchObject({
      ok: false,
      code: 'network',
      message: 'The service could not be reached. Please check your connection and try again.',
    });
    expect(counts).toEqual([1, 0]);
  });

  const hangUntilAborted = (seen: Seen) =>
    new Promise<Response>((_resolve, reject) => {
      seen.init?.signal?.addEventListener('abort', () => reject(seen.init?.signal?.reason));
    });

  it('fails as timeout, with the timeout message, when no answer comes in time', async () => {
    const { fetch } = fakeFetch(hangUntilAborted);
    const client = clientOver(fetch, { timeoutMs: 5 });
    expect(await client.loginCheck(loginCheck)).toEqual({
      ok: false,
      code: 'timeout',
      message: 'The service took too long to answer. Please try again.',
    });
  });

  it('fails as aborted, with no message, when the caller cancels', async () => {
    const { fetch } = fakeFetch(hangUntilAborted);
    const client = clientOver(fetch);
    const controller = new AbortController();
    const pending = client.loginCheck(loginCheck, { signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({ ok: false, code: 'aborted', message: '' });
  });

  it("reads a wrong code's tries left and a refused grant's reason", async () => {
    const replies = [
      json(
        {
          status: 'Failure',
          code: 'code_wrong',
          message: 'Invalid or expired OTP.',
          payload: { triesLeft: 3 },
        },
        401,
      ),
      json(
        {
          status: 'Failure',
          code: 'step_expired',
          message: 'This was completed or started again in another tab or window.',
          payload: { flowHandle: 'ended' },
        },
        400,
      ),
      json(
        {
          status: 'Failure',
          code: 'step_expired',
          message: 'This step has expired.',
          payload: { flowHandle: 'unknown' },
        },
        400,
      ),
    ];
    const { fetch } = fakeFetch(() => replies.shift() ?? json({}, 500));
    const client = clientOver(fetch);
    expect(await client.validateAndLogin({} as never)).toMatchObject({
      ok: false,
      code: 'code_wrong',
      httpStatus: 401,
      triesLeft: 3,
    });
    expect(await client.validateAndLogin({} as never)).toMatchObject({
      code: 'step_expired',
      flowHandle: 'ended',
      message: 'This was completed or started again in another tab or window.',
    });
    expect(await client.resumeFlow({} as never)).toMatchObject({
      code: 'step_expired',
      flowHandle: 'unknown',
    });
  });

  it('reads no refusal from a failure that names none, or an unknown one', async () => {
    const replies = [
      json({ status: 'Failure', code: 'code_expired', message: 'Expired.' }, 401),
      json(
        {
          status: 'Failure',
          code: 'step_expired',
          message: 'x',
          payload: { flowHandle: 'stolen' },
        },
        400,
      ),
    ];
    const { fetch } = fakeFetch(() => replies.shift() ?? json({}, 500));
    const client = clientOver(fetch);
    const expired = await client.validateAndLogin({} as never);
    expect(expired).toMatchObject({ ok: false, code: 'code_expired' });
    expect(expired).not.toHaveProperty('flowHandle');
    expect(expired).not.toHaveProperty('triesLeft');
    // A reply off the contract is the service failing, whatever code it names.
    const offContract = await client.validateAndLogin({} as never);
    expect(offContract).toMatchObject({ ok: false, code: 'server_error', httpStatus: 400 });
    expect(offContract).not.toHaveProperty('flowHandle');
  });

  it("takes a code at its word only from an endpoint that answers with it (the contract's endpointErrors)", async () => {
    const { fetch } = fakeFetch(() =>
      json(
        { status: 'Failure', code: 'code_wrong', message: 'Wrong.', payload: { triesLeft: 1 } },
        401,
      ),
    );
    const client = clientOver(fetch);
    // A sign-in check never checks a code: a reply that says it did is the service failing.
    const result = await client.loginCheck(loginCheck);
    expect(result).toEqual({ ok: false, code: 'server_error', httpStatus: 401, message: 'Wrong.' });
    expect(await client.validateAndLogin({} as never)).toMatchObject({
      code: 'code_wrong',
      triesLeft: 1,
    });
  });

  it('refuses to be made without a reply check, naming what to pass', () => {
    const options = { translate: english, baseURL: 'https://api.example.com', token: 't' };
    expect(() => createUserServiceClient(options as never)).toThrow(
      /'check' is required: replyCheck/,
    );
  });

  it('loads a lazy reply check once, while the first request is out, and asks again after a failed load', async () => {
    const { fetch } = fakeFetch(() => json({ status: 'Success', payload: {} }));
    const loads: string[] = [];
    let fail = true;
    const client = createUserServiceClient({
      translate: english,
      check: async () => {
        loads.push('load');
        if (fail) throw new Error('chunk failed to load');
        return replyCheck;
      },
      baseURL: 'https://api.example.com',
      token: 't',
      fetch,
    });
    // Without the check the reply cannot be read: a network failure with its own words.
    expect(await client.loginCheck(loginCheck)).toEqual({
      ok: false,
      code: 'network',
      message: english('transport.unavailable'),
    });
    fail = false;
    expect(await client.loginCheck(loginCheck)).toMatchObject({ ok: true });
    expect(await client.loginCheck(loginCheck)).toMatchObject({ ok: true });
    expect(loads).toEqual(['load', 'load']);
  });

  it("says a refused client token in its own words, never the service's raw 'Unauthorized'", async () => {
    const { fetch } = fakeFetch(() =>
      json({ status: 'Failure', code: 'client_unauthorized', message: 'Unauthorized' }, 401),
    );
    const client = clientOver(fetch);
    const own = english('transport.clientUnauthorized');
    expect(own).not.toMatch(/^Unauthorized/);
    expect(await client.loginCheck(loginCheck)).toMatchObject({
      code: 'client_unauthorized',
      message: own,
    });
  });

  it('reads the code of a failure whose body names none from its status', async () => {
    const replies = [
      json({ status: 'Failure', message: 'Down for a moment.' }, 503),
      json({ status: 'Failure', code: 'not_a_code', message: 'Odd.' }, 400),
    ];
    const { fetch } = fakeFetch(() => replies.shift() ?? json({}, 500));
    const client = clientOver(fetch);
    expect(await client.loginCheck(loginCheck)).toMatchObject({
      code: 'service_unavailable',
      message: 'Down for a moment.',
    });
    expect(await client.loginCheck(loginCheck)).toMatchObject({
      code: 'server_error',
      message: 'Odd.',
    });
  });

  it('reads the Retry-After of a 503 service_unavailable', async () => {
    const { fetch } = fakeFetch(() =>
      json(
        {
          status: 'Failure',
          code: 'service_unavailable',
          message: 'The service is unavailable for a moment.',
          payload: { retryAfterSeconds: 5 },
        },
        503,
        { 'retry-after': '5' },
      ),
    );
    const client = clientOver(fetch);
    expect(await client.loginCheck(loginCheck)).toMatchObject({
      ok: false,
      code: 'service_unavailable',
      httpStatus: 503,
      retryAfterSeconds: 5,
    });
  });

  it('reads no Retry-After of other refusals', async () => {
    const { fetch } = fakeFetch(() =>
      json({ status: 'Failure', code: 'credentials_invalid', message: 'No.' }, 401, {
        'retry-after': '5',
      }),
    );
    const client = clientOver(fetch);
    expect(await client.loginCheck(loginCheck)).not.toHaveProperty('retryAfterSeconds');
  });
});
