import type { Channel } from '@forecourt/validators';

/** One message to a user: a code (with `code` set) or a notice. */
export interface OutgoingMessage {
  channel: Channel;
  /** A mobile number or an e-mail address. */
  to: string;
  /** The subject line for e-mail. */
  subject: string;
  text: string;
  /** The code in `text`, when it carries one (the development outbox shows it on its own). */
  code?: string;
}

/** Sends messages; throws when the message could not be handed over. */
export interface Delivery {
  send(message: OutgoingMessage): Promise<void>;
}

/** Sends e-mail through `email` and SMS through `mobile`. */
export function deliveryByChannel(channels: Record<Channel, Delivery>): Delivery {
  return { send: (message) => channels[message.channel].send(message) };
}
