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

/**
 * Waits for a code sent to `to` after `since` (ms since the epoch) and returns it. Reading the
 * outbox is how a test receives the one-time code a real user would get by SMS or e-mail.
 */
export async function waitForCode(
  request: APIRequestContext,
  to: string,
  since: number,
): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const fresh = (await outbox(request, to)).find(
          (message) => Date.parse(message.sentAt) >= since - 1000,
        );
        code = fresh?.code ?? '';
        return code;
      },
      { message: `a code sent to ${to}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}
