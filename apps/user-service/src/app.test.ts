import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replies } from './messages.ts';
import { argon2Hasher } from './security/passwords.ts';
import {
  apiToken,
  captchaToken,
  cheapHashing,
  startTestService,
  type TestService,
} from './testing/harness.ts';
import { createUser, startUsernameSignIn, validateBody } from './testing/test-users.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

describe('the service shell', () => {
  it('answers /healthz', async () => {
    const reply = await service.raw('/healthz');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'ok' });
  });

  it('requires the API token on every /user/v1/ call', async () => {
    expect((await service.raw('/user/v1/allDealerGroups')).status).toBe(401);
    const wrong = await service.raw('/user/v1/allDealerGroups', {
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      status: 'Failure',
      code: 'client_unauthorized',
      message: replies.unauthorized,
    });
    const right = await service.raw('/user/v1/allDealerGroups', {
      headers: { authorization: `Bearer ${apiToken}` },
    });
    expect(right.status).toBe(200);
  });

  it('allows the portal origins and exposes x-token', async () => {
    const preflight = await service.raw('/user/v1/fetchUsersOtpDetails', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const reply = await service.raw('/user/v1/allDealerGroups', {
      headers: { origin: 'http://127.0.0.1:4173', authorization: `Bearer ${apiToken}` },
    });
    expect(reply.headers.get('access-control-expose-headers')).toContain('x-token');
  });

  it('does not allow other origins', async () => {
    const reply = await service.raw('/healthz', { headers: { origin: 'https://evil.example' } });
    expect(reply.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers unknown paths with a JSON 404', async () => {
    const reply = await service.raw('/user/v1/nothing', {
      headers: { authorization: `Bearer ${apiToken}` },
    });
    expect(reply.status).toBe(404);
    expect(reply.body.status).toBe('Failure');
  });

  it('lists the development outbox newest first and asks for ?to', async () => {
    expect((await service.raw('/__dev/outbox')).status).toBe(400);
    const empty = await service.raw('/__dev/outbox?to=0600000000');
    expect(empty.body).toEqual({ messages: [] });
  });

  it('refuses an oversized body sent in chunks, without Content-Length, with 413', async () => {
    const chunk = new TextEncoder().encode(`{"pad":"${'x'.repeat(8 * 1024)}`);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 4; i += 1) controller.enqueue(chunk);
        controller.close();
      },
    });
    const reply = await service.raw('/user/v1/fetchUsersOtpDetails', {
      method: 'POST',
      headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(reply.status).toBe(413);
    expect(reply.body.message).toBe('The request is too large.');
  });
});

describe('the development outbox', () => {
  it('answers only clients on this machine', async () => {
    const proxied = await startTestService({ env: { TRUSTED_PROXIES: '127.0.0.1' } });
    try {
      const remote = await proxied.raw('/__dev/outbox?to=0831234567', {
        headers: { 'x-forwarded-for': '203.0.113.5' },
      });
      expect(remote.status).toBe(404);
      const local = await proxied.raw('/__dev/outbox?to=0831234567');
      expect(local.status).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('an unexpected error', () => {
  it('answers 500 and logs no value the request carried', async () => {
    const real = argon2Hasher(cheapHashing);
    const failing = await startTestService({
      hasher: {
        ...real,
        async verify(_hash, password) {
          throw new Error(`invalid input syntax: "${password}" near 8001015009087`);
        },
      },
    });
    try {
      const reply = await failing.call('loginCheck', {
        username: 'demodealer',
        password: 'Forecourt#2025',
        role: 'dealer',
        captchaResponse: captchaToken,
      });
      expect(reply.status).toBe(500);
      expect(reply.body).toEqual({
        status: 'Failure',
        code: 'server_error',
        message: replies.serverError,
      });
      const logged = failing.logs.find((line) => line.includes('"unhandled"')) ?? '';
      expect(logged).toContain('invalid input syntax');
      expect(logged).not.toContain('Forecourt#2025');
      expect(logged).not.toContain('8001015009087');
    } finally {
      await failing.close();
    }
  });
});

describe('THROTTLE_STORE=database', () => {
  it('keeps the per-client counter in the shared throttles table, with the same limit', async () => {
    const shared = await startTestService({
      env: { THROTTLE_STORE: 'database' },
      rules: { clientRequests: { limit: 2, windowSeconds: 60 } },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await shared.call('allDealerGroups')).status);
      expect(statuses).toEqual([200, 200, 429]);
      const row = await shared.db
        .selectFrom('throttles')
        .select('hits')
        .where('key', '=', 'client:127.0.0.1')
        .executeTakeFirst();
      expect(row?.hits).toBe(3);
    } finally {
      await shared.close();
    }
  });

  it('keeps the wrong codes per client in the shared table only with the shared store', async () => {
    for (const store of ['database', 'memory'] as const) {
      const service = await startTestService({ env: { THROTTLE_STORE: store } });
      try {
        const user = await createUser(service);
        const code = await startUsernameSignIn(service, user);
        const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
        expect((await service.call('validateAndLogin', validateBody(user, wrong))).status).toBe(
          401,
        );
        const rows = await service.db
          .selectFrom('throttles')
          .select('hits')
          .where('key', '=', 'code-fail:127.0.0.1')
          .execute();
        expect(rows).toEqual(store === 'database' ? [{ hits: 1 }] : []);
      } finally {
        await service.close();
      }
    }
  });
});
