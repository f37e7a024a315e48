import type { Channel } from '@forecourt/validators';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import type { Delivery } from './delivery.ts';

/** One message in the development outbox, as `GET /__dev/outbox` lists it. */
export interface OutboxMessage {
  channel: Channel;
  to: string;
  code: string | null;
  text: string;
  sentAt: string;
}

/** Development delivery: messages go to the `dev_outbox` table instead of a phone or inbox. */
export function outboxDelivery(db: Database, clock: Clock): Delivery {
  return {
    async send(message) {
      await db
        .insertInto('dev_outbox')
        .values({
          channel: message.channel,
          recipient: message.to.toLowerCase(),
          code: message.code ?? null,
          text: message.text,
          sent_at: clock.now(),
        })
        .execute();
    },
  };
}

/** The messages sent to `to` (a mobile number or e-mail address), newest first. */
export async function readOutbox(db: Database, to: string, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db
    .selectFrom('dev_outbox')
    .select(['channel', 'recipient', 'code', 'text', 'sent_at'])
    .where('recipient', '=', to.trim().toLowerCase())
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    channel: row.channel,
    to: row.recipient,
    code: row.code,
    text: row.text,
    sentAt: new Date(row.sent_at).toISOString(),
  }));
}
