import type { ApiResult, UserServiceClient } from '@forecourt/flows-core';
import { describe, expect, it, vi } from 'vitest';
import { withEarlyDealerGroups } from './early-dealer-groups.ts';

type GroupsResult = ApiResult<'allDealerGroups'>;

const groups = (name: string): GroupsResult =>
  ({
    ok: true,
    reply: {
      status: 'Success',
      payload: { dealerGroups: [{ mqDealerGroupId: 'DG1', dealerGroupName: name }] },
    },
    message: '',
    httpStatus: 200,
  }) as GroupsResult;
const offline = { ok: false, kind: 'network', message: 'offline' } as unknown as GroupsResult;

function clientAnswering(...results: GroupsResult[]) {
  const allDealerGroups = vi.fn(async () => results.shift() ?? groups('later'));
  const customerById = vi.fn();
  const api = { allDealerGroups, customerById } as unknown as UserServiceClient;
  return { api, allDealerGroups, customerById };
}

describe('withEarlyDealerGroups', () => {
  it('gives the early reply to the first request, which then sends nothing itself', async () => {
    const client = clientAnswering(groups('Coastal'));
    const early = withEarlyDealerGroups(client.api);
    early.start();
    early.start();
    expect(client.allDealerGroups).toHaveBeenCalledTimes(1);
    await expect(early.api.allDealerGroups({})).resolves.toEqual(groups('Coastal'));
    expect(client.allDealerGroups).toHaveBeenCalledTimes(1);
  });

  it('sends a request of its own for every later ask', async () => {
    const client = clientAnswering(groups('Coastal'), groups('Highveld'));
    const early = withEarlyDealerGroups(client.api);
    early.start();
    await early.api.allDealerGroups({});
    const signal = new AbortController().signal;
    await expect(early.api.allDealerGroups({}, { signal })).resolves.toEqual(groups('Highveld'));
    expect(client.allDealerGroups).toHaveBeenLastCalledWith({}, { signal });
  });

  it('asks afresh when the early request failed', async () => {
    const client = clientAnswering(offline, groups('Karoo'));
    const early = withEarlyDealerGroups(client.api);
    early.start();
    await expect(early.api.allDealerGroups({})).resolves.toEqual(groups('Karoo'));
    expect(client.allDealerGroups).toHaveBeenCalledTimes(2);
  });

  it('without start, passes every request and the other calls straight through', async () => {
    const client = clientAnswering(groups('Cape'));
    const early = withEarlyDealerGroups(client.api);
    await expect(early.api.allDealerGroups({})).resolves.toEqual(groups('Cape'));
    expect(early.api.customerById).toBe(client.customerById);
  });
});
