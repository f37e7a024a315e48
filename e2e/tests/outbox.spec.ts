import { type APIRequestContext, expect, test } from '@playwright/test';
import { type OutboxMessage, waitForCode } from '../support/outbox.ts';

// The tests' own way of receiving a code. A user made with createDealer has had a code sent
// under a second before the test asks for the next one, inside the second `since` allows for
// the service's clock: that code must not be taken for the new one while the new one is on its
// way (it was, once in CI: 'That code is not right').
test('a code taken once is not taken again for the next one', async () => {
  const to = '0700000001';
  const sent = (code: string): OutboxMessage => ({
    channel: 'mobile',
    to,
    code,
    text: `Your code is ${code}`,
    sentAt: new Date().toISOString(),
  });
  const messages = [sent('111111')];
  let polls = 0;
  const request = {
    get: async () => {
      polls += 1;
      // The next code arrives only at the third look.
      if (polls === 3) messages.unshift(sent('222222'));
      return { ok: () => true, json: async () => ({ messages: [...messages] }) };
    },
  } as unknown as APIRequestContext;
  expect(await waitForCode(request, to, Date.now())).toBe('111111');
  expect(await waitForCode(request, to, Date.now())).toBe('222222');
  expect(polls).toBeGreaterThanOrEqual(3);
});
