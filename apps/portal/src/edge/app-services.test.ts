import {
  createInFlightCounter,
  createUserServiceClient,
  type FetchFunction,
} from '@forecourt/flows-core';
import { replyCheck } from '@forecourt/flows-core/reply-check';
import { createManualClock } from '@forecourt/flows-core/testing';
import { english } from '@forecourt/flows-core/texts';
import { describe, expect, it, vi } from 'vitest';
import { createAppServices, fetchTakingStarted, type ServiceHost } from './app-services.ts';

const api = 'http://127.0.0.1:4100';
const groupsUrl = `${api}/user/v1/allDealerGroups`;
const groupsReply = (name: string, status = 200) =>
  new Response(
    JSON.stringify({
      status: 'Success',
      payload: { dealerGroups: [{ mqDealerGroupId: 'DG1', dealerGroupName: name }] },
    }),
    { status, headers: { 'Content-Type': 'application/json' } },
  );

function ownFetch(name = 'own request') {
  return vi.fn<FetchFunction>(async () => groupsReply(name));
}

describe('fetchTakingStarted', () => {
  it("answers the client's first request for the dealer groups with the start script's reply", async () => {
    const fetchFn = ownFetch();
    const client = createUserServiceClient({
      translate: english,
      check: replyCheck,
      baseURL: api,
      token: 't',
      fetch: fetchTakingStarted(Promise.resolve(groupsReply('Coastal')), fetchFn),
    });
    const first = await client.allDealerGroups({});
    expect(first.ok && first.reply.payload?.dealerGroups[0]?.dealerGroupName).toBe('Coastal');
    expect(fetchFn).not.toHaveBeenCalled();
    const second = await client.allDealerGroups({});
    expect(second.ok && second.reply.payload?.dealerGroups[0]?.dealerGroupName).toBe('own request');
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('sends every other request itself, the reply still waiting for the dealer groups', async () => {
    const fetchFn = ownFetch();
    const fetch = fetchTakingStarted(Promise.resolve(groupsReply('Coastal')), fetchFn);
    await fetch(`${api}/user/v1/getCustomerById/9001015800088`, { method: 'GET' });
    await fetch(groupsUrl, { method: 'POST', body: '{}' });
    expect(fetchFn).toHaveBeenCalledTimes(2);
    const reply = await fetch(new Request(groupsUrl));
    expect(await reply.json()).toMatchObject({
      payload: { dealerGroups: [{ dealerGroupName: 'Coastal' }] },
    });
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['refused', () => Promise.resolve(groupsReply('stale', 503))],
    ['failed', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])("sends its own request when the start script's was %s", async (_, started) => {
    const fetchFn = ownFetch('fresh');
    const fetch = fetchTakingStarted(started(), fetchFn);
    const init = { method: 'GET' };
    const reply = await fetch(groupsUrl, init);
    expect(await reply.json()).toMatchObject({
      payload: { dealerGroups: [{ dealerGroupName: 'fresh' }] },
    });
    expect(fetchFn).toHaveBeenCalledWith(groupsUrl, init);
  });

  it('stops waiting for the reply when the call is cancelled, as fetch would', async () => {
    const fetchFn = ownFetch();
    const fetch = fetchTakingStarted(new Promise<Response>(() => undefined), fetchFn);
    const controller = new AbortController();
    const waiting = fetch(groupsUrl, { signal: controller.signal });
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('times a call out through the client while the reply is still on its way', async () => {
    const client = createUserServiceClient({
      translate: english,
      check: replyCheck,
      baseURL: api,
      token: 't',
      timeoutMs: 20,
      fetch: fetchTakingStarted(new Promise<Response>(() => undefined), ownFetch()),
    });
    const result = await client.allDealerGroups({});
    expect(result.ok).toBe(false);
    expect(!result.ok && result.code).toBe('timeout');
  });
});

describe('createAppServices', () => {
  const local = {
    production: false,
    api,
    envName: 'LOCAL',
    token: 'forecourt-dev-token',
    home: 'http://localhost:4173',
    authUI: 'http://localhost:4173',
    customerURL: 'http://localhost:4301',
    dealerURL: 'http://localhost:4302',
    dealerGroupURL: 'http://localhost:4303',
    product: 'Forecourt',
  };
  const host = (hostname: string): ServiceHost => ({
    hostname,
    inFlight: createInFlightCounter(),
    clock: createManualClock(),
    translate: english,
  });

  it('serves a configuration of one environment on the host that picks it', () => {
    const result = createAppServices({ environments: { local } }, host('localhost'));
    expect(result).toMatchObject({ ok: true, services: { config: { name: 'local' } } });
  });

  it("answers a configuration without the host's environment as a configuration error", () => {
    expect(createAppServices({ environments: { local } }, host('a.b.mqf.co.za'))).toEqual({
      ok: false,
      reason:
        "The configuration cannot give an environment: it has no 'prod' block (it has local).",
    });
  });
});
