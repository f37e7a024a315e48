import type { Hono } from 'hono';
import { readOutbox } from '../delivery/outbox.ts';
import { failure } from '../http/reply.ts';
import type { AppEnv, Services } from '../services.ts';

/** GET /__dev/outbox?to=<mobile or e-mail>: what the service "sent", newest first (not in production). */
export function devRoutes(app: Hono<AppEnv>, s: Services): void {
  app.get('/__dev/outbox', async (c) => {
    const to = c.req.query('to');
    if (to === undefined || to.trim() === '')
      return failure(c, 400, 'Give ?to=<mobile or e-mail>.');
    return c.json({ messages: await readOutbox(s.db, to) });
  });
}
