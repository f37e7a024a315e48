import type { Hono } from 'hono';
import { readOutbox } from '../delivery/outbox.ts';
import { failure } from '../http/reply.ts';
import { replies } from '../messages.ts';
import type { AppEnv, Services } from '../services.ts';

/** 127.0.0.0/8 and ::1 (IPv4-mapped addresses are already unwrapped by `clientAddress`). */
export function isLoopback(address: string): boolean {
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

/**
 * GET /__dev/outbox?to=<mobile or e-mail>: what the service "sent", newest first. Not in
 * production, and only to a client on this machine: the outbox holds live codes, and a
 * development service started with HOST=0.0.0.0 must not hand them to the network.
 */
export function devRoutes(app: Hono<AppEnv>, s: Services): void {
  app.get('/__dev/outbox', async (c) => {
    if (!isLoopback(c.get('client'))) return failure(c, 'not_found', replies.notFound);
    const to = c.req.query('to');
    // A number or an address: printable, and no longer than an address can be (NUL would reach
    // Postgres, which refuses it in text, as a 500).
    if (to === undefined || to.trim() === '' || to.length > 320 || /\p{Cc}/u.test(to))
      return failure(c, 'invalid_input', 'Give ?to=<mobile or e-mail>.');
    return c.json({ messages: await readOutbox(s.db, to) });
  });
}
