import nodemailer from 'nodemailer';
import type { Delivery } from './delivery.ts';

/** E-mail through the SMTP server at `url` (smtp:// or smtps://, credentials in the URL). */
export function smtpDelivery(url: string, from: string): Delivery {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}
