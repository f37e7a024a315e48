import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, startTestService, type TestService } from './testing/harness.ts';

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
    expect(wrong.body).toEqual({ status: 'Failure', message: 'Unauthorized' });
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
});
