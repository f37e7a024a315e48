import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  type EndpointName,
  type ErrorCode,
  endpointErrors,
  endpoints,
  failureReplySchema,
  fillPath,
} from '@forecourt/contract';
import { type ServerType, serve } from '@hono/node-server';
import { createApp } from '../app.ts';
import type { Clock } from '../clock.ts';
import { defaultRules, loadConfig, type SecurityRules, type ServiceConfig } from '../config.ts';
import { openDatabase, randomSchemaName } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { seedDemoData } from '../db/seed.ts';
import type { Delivery } from '../delivery/delivery.ts';
import { type OutboxMessage, readOutbox } from '../delivery/outbox.ts';
import { createLogger } from '../log.ts';
import type { CaptchaVerifier } from '../security/captcha.ts';
import { argon2Hasher, type PasswordHasher } from '../security/passwords.ts';
import { signingKeys } from '../security/tokens.ts';

/** A clock the test moves by hand. */
export interface FakeClock extends Clock {
  advance(seconds: number): void;
}

/** A fake clock starting at `start`. */
export function fakeClock(start = new Date('2026-03-02T08:00:00Z')): FakeClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(seconds) {
      current += seconds * 1000;
    },
  };
}

/** A reply as the tests read it. */
export interface Reply {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary reply bodies
  body: any;
  text: string;
}

export interface TestService {
  url: string;
  db: Database;
  clock: FakeClock;
  config: ServiceConfig;
  /** Every log line the app wrote. */
  logs: string[];
  /** Every reply body text the tests received (for the secret scan). */
  replies: string[];
  /** Calls an endpoint by contract name with a JSON body (GET: path params). */
  call(name: EndpointName, body?: unknown, init?: RequestInit): Promise<Reply>;
  /** A raw request to a path under the service. */
  raw(path: string, init?: RequestInit): Promise<Reply>;
  outbox(to: string): Promise<OutboxMessage[]>;
  /** The newest code sent to `to`. */
  latestCode(to: string): Promise<string>;
  close(): Promise<void>;
}

export const apiToken = 'test-api-token';
export const cheapHashing = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
export const captchaToken = 'dev-captcha-token';

/** Options of one test service. */
export interface TestServiceOptions {
  rules?: Partial<SecurityRules>;
  captchaVerifier?: CaptchaVerifier;
  delivery?: Delivery;
  /** Defaults to Argon2id at a cheap cost. */
  hasher?: PasswordHasher;
  env?: Record<string, string>;
  /** A Postgres to use instead of DATABASE_URL (the fault tests' private cluster). */
  databaseUrl?: string;
}

/** The migrated empty PGlite database the test services of this worker start from. */
let migratedImage: Promise<Blob> | undefined;

/**
 * A migrated PGlite database in memory, started from this worker's migrated image: creating one
 * empty takes seconds on a busy two-core machine (the user service's tests start dozens), one
 * from an image a fraction of a second. The image is taken once, before anything is written.
 */
async function openPgliteFromImage() {
  migratedImage ??= openDatabase({ dataDir: 'memory://' }).then(async (first) => {
    const image = await first.image?.();
    await first.close();
    if (!image) throw new Error('harness: PGlite gave no image of its data folder');
    return image;
  });
  const image = await migratedImage;
  return openDatabase({ dataDir: 'memory://', image });
}

/**
 * The service in-process behind a real HTTP socket, on PGlite in memory, or on a fresh schema of
 * the Postgres at DATABASE_URL when that is set.
 */
export async function startTestService(options: TestServiceOptions = {}): Promise<TestService> {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const storage = databaseUrl
    ? await openDatabase({ databaseUrl, dataDir: 'memory://', schema: randomSchemaName() })
    : await openPgliteFromImage();
  const base = loadConfig({
    NODE_ENV: 'test',
    API_TOKEN: apiToken,
    SITE_PORTS: 'off',
    ...options.env,
  });
  const config: ServiceConfig = {
    ...base,
    hashing: cheapHashing,
    rules: {
      ...defaultRules,
      clientRequests: { limit: 100_000, windowSeconds: 60 },
      // Every test's client is 127.0.0.1: the test of this ceiling sets it low.
      registrationSendsPerClient: { limit: 100_000, windowSeconds: 3600 },
      ...options.rules,
    },
  };
  const clock = fakeClock();
  const logs: string[] = [];
  const replies: string[] = [];
  const hasher = argon2Hasher(cheapHashing);
  await seedDemoData(storage.db, hasher, clock.now());
  const app = createApp({
    db: storage.db,
    engine: storage.engine,
    config,
    clock,
    keys: signingKeys(undefined, 'test'),
    otpHashKey: randomBytes(32).toString('hex'),
    hasher: options.hasher ?? hasher,
    logger: createLogger((line) => logs.push(line)),
    ...(options.captchaVerifier && { captchaVerifier: options.captchaVerifier }),
    ...(options.delivery && { delivery: options.delivery }),
  });
  const server = await new Promise<ServerType>((resolve) => {
    const created = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () =>
      resolve(created),
    );
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function raw(path: string, init: RequestInit = {}): Promise<Reply> {
    const response = await fetch(`${url}${path}`, init);
    const text = await response.text();
    replies.push(text);
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body, text };
  }

  return {
    url,
    db: storage.db,
    clock,
    config,
    logs,
    replies,
    raw,
    async call(name, body, init = {}) {
      const endpoint = endpoints[name];
      const headers = {
        authorization: `Bearer ${apiToken}`,
        'content-type': 'application/json',
        ...init.headers,
      };
      const reply =
        endpoint.method === 'GET'
          ? await raw(
              `/user/v1/${fillPath(endpoint.path, (body ?? {}) as Record<string, string>)}`,
              {
                ...init,
                headers,
              },
            )
          : await raw(`/user/v1/${endpoint.path}`, {
              method: 'POST',
              body: JSON.stringify(body),
              ...init,
              headers,
            });
      checkAgainstContract(name, reply);
      return reply;
    },
    outbox: (to) => readOutbox(storage.db, to),
    async latestCode(to) {
      const [newest] = await readOutbox(storage.db, to);
      if (newest?.code == null) throw new Error(`No code was sent to ${to}`);
      return newest.code;
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await storage.close();
    },
  };
}

/**
 * The contract test every call of every suite runs: a success must parse as the endpoint's reply,
 * and a failure must carry a code the endpoint may answer with (`endpointErrors`, the table in
 * docs/architecture.md). A reply that breaks the contract fails the test that received it.
 */
export function checkAgainstContract(name: EndpointName, reply: Reply): void {
  const failed = reply.status >= 400 || reply.body?.status === 'Failure';
  if (!failed) {
    const parsed = endpoints[name].reply.safeParse(reply.body);
    if (!parsed.success)
      throw new Error(`${name} answered a success the contract refuses: ${reply.text}`);
    return;
  }
  const parsed = failureReplySchema.safeParse(reply.body);
  const allowed: readonly ErrorCode[] = endpointErrors[name];
  if (!parsed.success || !allowed.includes(parsed.data.code)) {
    throw new Error(
      `${name} answered ${reply.status} ${reply.text}, which endpointErrors.${name} (${allowed.join(', ')}) does not allow`,
    );
  }
}
