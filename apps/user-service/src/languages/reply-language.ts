import type { MiddlewareHandler } from 'hono';
import { contentLanguage, negotiateLanguage } from './negotiate.ts';
import { translateReply } from './translate-reply.ts';

type Body = { message?: unknown; payload?: { message?: unknown } };

const isJson = (response: Response) =>
  (response.headers.get('content-type') ?? '').startsWith('application/json');

/**
 * Writes every reply's message in the language the request's `Accept-Language` asks for (en, af,
 * zu; English by default), with `Content-Language` and `Vary: Accept-Language` on every reply so
 * caches keep the languages apart. Routes keep writing English from messages.ts: the one place
 * that changes it is here, at the edge, where every reply (errors and not-found included) passes.
 */
export function replyLanguage(): MiddlewareHandler {
  return async (c, next) => {
    const language = negotiateLanguage(c.req.header('accept-language'));
    await next();
    c.res.headers.append('Vary', 'Accept-Language');
    c.res.headers.set('Content-Language', contentLanguage[language]);
    if (language === 'en' || !isJson(c.res)) return;
    const body: unknown = await c.res
      .clone()
      .json()
      .catch(() => undefined);
    if (typeof body !== 'object' || body === null) return;
    const reply = body as Body;
    let changed = false;
    if (typeof reply.message === 'string') {
      reply.message = translateReply(reply.message, language);
      changed = true;
    }
    if (typeof reply.payload?.message === 'string') {
      reply.payload.message = translateReply(reply.payload.message, language);
      changed = true;
    }
    if (!changed) return;
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    const translated = new Response(JSON.stringify(body), { status: c.res.status, headers });
    // Cleared first: Hono would otherwise copy the old reply's headers over the new ones.
    c.res = undefined;
    c.res = translated;
  };
}
