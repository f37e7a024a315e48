import { createHash, timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { routePath } from 'hono/route';
import { replies } from '../messages.ts';
import { clientAddress } from '../security/client-address.ts';
import type { AppEnv, Services } from '../services.ts';
import { failure, tooMany } from './reply.ts';

function peerOf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // not served by @hono/node-server (e.g. app.request in a unit test)
  }
}

/** Sets the client address and writes one log line per request (route pattern, never the URL). */
export function requestLog(s: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const client = clientAddress(
      peerOf(c),
      c.req.header('x-forwarded-for'),
      s.config.trustedProxies,
    );
    c.set('client', client);
    await next();
    s.log.info('request', {
      method: c.req.method,
      route: routePath(c, -1),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      client,
    });
  };
}

/** At most `rules.clientRequests` per client address; a spoofed X-Forwarded-For does not help. */
export function clientThrottle(s: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const state = await s.limits.hit(`client:${c.get('client')}`, s.config.rules.clientRequests);
    if (!state.allowed) return tooMany(c, state.retryAfterSeconds, replies.tooManyRequests);
    await next();
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <api token>`, compared in constant time. */
export function apiTokenAuth(apiToken: string): MiddlewareHandler<AppEnv> {
  const expected = digest(`Bearer ${apiToken}`);
  return async (c, next) => {
    const given = digest(c.req.header('authorization') ?? '');
    if (!timingSafeEqual(given, expected))
      return failure(c, 'client_unauthorized', replies.unauthorized);
    await next();
  };
}

/** POST bodies must be JSON (415 otherwise) and at most `maxSize` bytes (413 otherwise). */
export function jsonBodies(maxSize: number): MiddlewareHandler<AppEnv>[] {
  const jsonOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json')
      return failure(c, 'invalid_input', replies.unsupportedMediaType, undefined, 415);
    await next();
  };
  const streamed = bodyLimit({
    maxSize,
    onError: (c) => failure(c, 'invalid_input', replies.bodyTooLarge, undefined, 413),
  });
  // With a Content-Length (every browser POST) the header decides, and the body is left for
  // readBody to take straight from the socket. Hono's bodyLimit would open it as a web stream
  // first (a whole WHATWG Request and ReadableStream per request: about a tenth of a sign-in
  // check's event-loop time in a profile); it stays for chunked bodies, which it counts as
  // they arrive.
  const limit: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined)
      return streamed(c, next);
    if (!/^\d+$/.test(length) || Number(length) > maxSize)
      return failure(c, 'invalid_input', replies.bodyTooLarge, undefined, 413);
    await next();
  };
  return [jsonOnly, limit];
}
