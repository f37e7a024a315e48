import { type APIRequestContext, expect } from '@playwright/test';
import { e2ePorts } from '../ports.ts';

/** Base address of the user service the e2e run starts. */
export const serviceUrl = `http://127.0.0.1:${e2ePorts.service}`;

/** One message of the user service's development outbox (newest first). */
export type OutboxMessage = {
  channel: 'mobile' | 'email';
  to: string;
  code: string;
  text: string;
  sentAt: string;
};

/** Every message the development outbox holds for `to` (a mobile number or e-mail address). */
export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`${serviceUrl}/__dev/outbox`, { params: { to } });
  expect(response.ok(), `outbox for ${to}`).toBe(true);
  const body = (await response.json()) as { messages: OutboxMessage[] };
  return body.messages;
}

// The messages a test has already taken a code from (in this worker): a later wait for the same
// number skips them. `since` allows a second for the service's clock, so without this the code a
// user was registered with (createDealer), sent under a second before the test asked for another,
// could be taken for the new one while that was still on its way.
const received = new Set<string>();

/**
 * Waits for a code sent to `to` after `since` (ms since the epoch) that no test has taken
 * before, and returns it. Reading the outbox is how a test receives the one-time
 * code a real user would get by SMS or e-mail.
 */
export async function waitForCode(
  request: APIRequestContext,
  to: string,
  since: number,
): Promise<string> {
  let message: OutboxMessage | undefined;
  const key = (sent: OutboxMessage) => `${sent.to} ${sent.sentAt} ${sent.code}`;
  await expect
    .poll(
      async () => {
        message = (await outbox(request, to)).find(
          (sent) => Date.parse(sent.sentAt) >= since - 1000 && !received.has(key(sent)),
        );
        return message?.code ?? '';
      },
      { message: `a code sent to ${to}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  if (!message) throw new Error(`no code sent to ${to}`);
  received.add(key(message));
  return message.code;
}
