import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { openDatabase, randomSchemaName } from './db/database.ts';
import { demoLogins } from './db/seed.ts';
import { startService } from './start.ts';
import { startServiceProcess, stopServiceProcess } from './testing/processes.ts';

// Graceful shutdown (issue 16): SIGTERM answers every request already in flight, then closes the
// database; nothing in flight is cut. Sign-in checks are the requests: each holds the server for
// one Argon2id verify at the real cost, so a burst of them is still in flight when the signal
// lands.

const dealer = demoLogins.find((login) => login.type === 'dealer');
const apiToken = 'shutdown-test-token';
const burst = 12;

function signInCheck(url: string) {
  return fetch(`${url}/user/v1/fetchUsersOtpDetails`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      username: dealer?.username,
      password: dealer?.password,
      role: 'dealer',
      captchaResponse: 'dev-captcha-token',
    }),
  });
}

/**
 * Sends a burst and stops the service as soon as the first reply is back (the others are then
 * queued behind the hashing, in flight); answers each reply and when it came.
 */
async function burstThenStop(url: string, stop: () => Promise<unknown>) {
  // Opens the burst's keep-alive connections first, so that every request of the burst is on a
  // connection the server has accepted (a connection still in the kernel's backlog when the
  // server stops listening is refused: not a request in flight).
  const warm = await Promise.all(Array.from({ length: burst }, () => signInCheck(url)));
  expect(warm.map((response) => response.status)).toEqual(Array(burst).fill(200));
  const answered = Array.from({ length: burst }, () =>
    signInCheck(url).then(
      (response) => ({ status: response.status, at: performance.now() }),
      (error: unknown) => ({ status: 0, at: performance.now(), error }),
    ),
  );
  await Promise.race(answered);
  const stoppedAt = performance.now();
  const stopped = stop();
  const replies = await Promise.all(answered);
  await stopped;
  return { replies, stoppedAt };
}

describe.runIf(process.env.DATABASE_URL === '')('SIGTERM on the service process', () => {
  it('answers every request in flight, exits 0, and leaves a database that opens', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'forecourt-shutdown-'));
    try {
      const service = await startServiceProcess({ DATA_DIR: dataDir, API_TOKEN: apiToken });
      let exitCode: number | null = null;
      const { replies, stoppedAt } = await burstThenStop(service.url, async () => {
        exitCode = await stopServiceProcess(service, 'SIGTERM');
      });
      expect(replies.map((reply) => reply.status)).toEqual(Array(burst).fill(200));
      // The proof that requests were in flight when the signal came: some answered after it.
      expect(replies.filter((reply) => reply.at > stoppedAt).length).toBeGreaterThan(0);
      expect(exitCode).toBe(0);
      expect(service.output()).toContain('SIGTERM: shutting down');
      await expect(signInCheck(service.url)).rejects.toThrow();
      const reopened = await openDatabase({ dataDir });
      const users = await reopened.db.selectFrom('users').select('id').execute();
      expect(users.length).toBeGreaterThan(0);
      await reopened.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('closing the service on Postgres', () => {
  it('answers every request in flight, then ends every database connection of the pool', async () => {
    const applicationName = `shutdown_${randomSchemaName()}`;
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.searchParams.set('application_name', applicationName);
    const config = loadConfig({
      NODE_ENV: 'test',
      API_TOKEN: apiToken,
      PORT: '0',
      SITE_PORTS: 'off',
      DATABASE_URL: url.toString(),
    });
    const service = await startService(config, {
      schema: randomSchemaName(),
      logger: { info() {}, warn() {}, error() {} },
    });
    const observer = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await observer.connect();
    const connections = async () =>
      Number(
        (
          await observer.query(
            'select count(*) as n from pg_stat_activity where application_name = $1',
            [applicationName],
          )
        ).rows[0].n,
      );
    try {
      const { replies, stoppedAt } = await burstThenStop(service.url, () => service.close());
      expect(replies.map((reply) => reply.status)).toEqual(Array(burst).fill(200));
      expect(replies.filter((reply) => reply.at > stoppedAt).length).toBeGreaterThan(0);
      await expect.poll(connections, { timeout: 5000 }).toBe(0);
    } finally {
      await observer.end();
    }
  });
});
