import { randomBytes } from 'node:crypto';
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
import { createSiteApp } from './sites/home-pages.ts';

/** A running service: its URLs, and how to stop it. */
export interface RunningService {
  url: string;
  siteUrls: Partial<Record<PortalType, string>>;
  engine: 'postgres' | 'pglite';
  seeded: boolean;
  close(): Promise<void>;
}

function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  host: string,
  port: number,
) {
  return new Promise<ServerType>((resolve, reject) => {
    const server = serve({ fetch, hostname: host, port }, () => resolve(server));
    server.once('error', reject);
  });
}

function urlOf(server: ServerType, host: string): string {
  const { port } = server.address() as AddressInfo;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    if ('closeAllConnections' in server) server.closeAllConnections();
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
  const hasher = argon2Hasher(config.hashing);
  // Demo users have published passwords: never seed them into a production database.
  const seeded = config.production
    ? false
    : await seedDemoData(storage.db, hasher, systemClock.now());
  const app = createApp({
    db: storage.db,
    config,
    keys: signingKeys(config.jwtPrivateKey, config.jwtKeyId),
    otpHashKey: config.otpHashKey ?? randomBytes(32).toString('base64url'),
    hasher,
    ...(logger && { logger }),
  });
  const servers: ServerType[] = [];
  try {
    const api = await listen(app.fetch, config.host, config.port);
    servers.push(api);
    const siteUrls: Partial<Record<PortalType, string>> = {};
    for (const [type, port] of Object.entries(config.sitePorts ?? {}) as Array<
      [PortalType, number]
    >) {
      const site = await listen(createSiteApp(storage.db, type).fetch, config.host, port);
      servers.push(site);
      siteUrls[type] = urlOf(site, config.host);
    }
    return {
      url: urlOf(api, config.host),
      siteUrls,
      engine: storage.engine,
      seeded,
      async close() {
        await Promise.all(servers.map(closeServer));
        await storage.close();
      },
    };
  } catch (error) {
    await Promise.all(servers.map(closeServer));
    await storage.close();
    throw error;
  }
}
