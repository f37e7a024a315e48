import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PortalType } from '@forecourt/validators';
import { type ServerType, serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { systemClock } from './clock.ts';
import type { ServiceConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { seedDemoData } from './db/seed.ts';
import type { Logger } from './log.ts';
import { argon2Hasher } from './security/passwords.ts';
import { signingKeys } from './security/tokens.ts';
import { lowerWorkerPriority } from './security/worker-priority.ts';
import { createSiteApp } from './sites/home-pages.ts';

/** A running service: its URLs, and how to stop it. */
export interface RunningService {
  url: string;
  siteUrls: Partial<Record<PortalType, string>>;
  engine: 'postgres' | 'pglite';
  seeded: boolean;
  close(): Promise<void>;
}

/** A listening server and its graceful close. */
interface Listening {
  server: ServerType;
  close(): Promise<void>;
}

function urlOf(server: ServerType, host: string): string {
  const { port } = server.address() as AddressInfo;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** How long a graceful close waits for requests in flight before it cuts their connections. */
const drainTimeoutMs = 10_000;

/**
 * Serves `fetch` and counts the requests in flight, so a close can wait for them: it stops
 * accepting connections, closes idle keep-alive ones, answers what is in flight (with
 * `Connection: close`, so clients reconnect elsewhere), and only after `drainTimeoutMs` cuts
 * what is left.
 */
function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  host: string,
  port: number,
) {
  return new Promise<Listening>((resolve, reject) => {
    let inFlight = 0;
    let closing = false;
    let drained = () => {};
    const server = serve({ fetch, hostname: host, port }, () => resolve({ server, close }));
    server.once('error', reject);
    server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
      inFlight += 1;
      if (closing) response.setHeader('connection', 'close');
      response.once('close', () => {
        inFlight -= 1;
        if (closing && inFlight === 0) drained();
      });
    });
    async function close(): Promise<void> {
      closing = true;
      const stopped = new Promise<void>((done) => server.close(() => done()));
      if ('closeIdleConnections' in server) server.closeIdleConnections();
      if (inFlight > 0) {
        const finished = new Promise<void>((done) => {
          drained = done;
        });
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<void>((done) => {
          timer = setTimeout(done, drainTimeoutMs);
        });
        await Promise.race([finished, timeout]);
        clearTimeout(timer);
      }
      if ('closeAllConnections' in server) server.closeAllConnections();
      await stopped;
    }
  });
}

/** What `startService` takes besides the config. */
export interface StartOptions {
  /** Defaults to JSON lines on stdout. */
  logger?: Logger;
  /** A Postgres schema to create and use instead of `public` (the benchmark's throwaway one). */
  schema?: string;
}

/** Opens storage (migrating, seeding an empty database), then serves the API and the sites. */
export async function startService(
  config: ServiceConfig,
  options: StartOptions = {},
): Promise<RunningService> {
  const { logger, schema } = options;
  const storage = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    schema,
  });
  // Creating the hasher starts a hash, so libuv's worker threads exist from here on.
  const hasher = argon2Hasher(config.hashing);
  lowerWorkerPriority();
  // Demo users have published passwords: never seed them into a production database.
  const seeded = config.production
    ? false
    : await seedDemoData(storage.db, hasher, systemClock.now());
  const app = createApp({
    db: storage.db,
    engine: storage.engine,
    config,
    keys: signingKeys(config.jwtPrivateKey, config.jwtKeyId),
    otpHashKey: config.otpHashKey ?? randomBytes(32).toString('base64url'),
    hasher,
    ...(logger && { logger }),
  });
  const servers: Listening[] = [];
  try {
    const api = await listen(app.fetch, config.host, config.port);
    servers.push(api);
    const siteUrls: Partial<Record<PortalType, string>> = {};
    for (const [type, port] of Object.entries(config.sitePorts ?? {}) as Array<
      [PortalType, number]
    >) {
      const site = await listen(createSiteApp(storage.db, type).fetch, config.host, port);
      servers.push(site);
      siteUrls[type] = urlOf(site.server, config.host);
    }
    return {
      url: urlOf(api.server, config.host),
      siteUrls,
      engine: storage.engine,
      seeded,
      /** Graceful: requests in flight are answered, then the database pool is closed. */
      async close() {
        await Promise.all(servers.map((listening) => listening.close()));
        await storage.close();
      },
    };
  } catch (error) {
    await Promise.all(servers.map((listening) => listening.close()));
    await storage.close();
    throw error;
  }
}
