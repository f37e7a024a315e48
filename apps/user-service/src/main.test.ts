import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type HostProcess, runServer } from './main.ts';
import { workerNice } from './security/worker-priority.ts';

/** A fake process: records exits and lets the test send signals. */
function fakeHost(env: Record<string, string>) {
  const listeners = new Map<string, () => void>();
  let exited: (code: number) => void = () => {};
  const exit = new Promise<number>((resolve) => {
    exited = resolve;
  });
  const host: HostProcess = {
    env,
    exit: (code) => exited(code),
    once(signal, listener) {
      listeners.set(signal, listener);
    },
  };
  return { host, exit, signal: (name: string) => listeners.get(name)?.() };
}

function capture() {
  const lines: string[] = [];
  return {
    lines,
    out: {
      log: (text: string) => void lines.push(text),
      error: (text: string, detail?: unknown) =>
        void lines.push(detail === undefined ? text : `${text} ${String(detail)}`),
    },
  };
}

const testEnv = {
  NODE_ENV: 'test',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: 'memory://',
  SITE_PORTS: '0,0,0',
  API_TOKEN: 'main-test-token',
  DATABASE_URL: '',
};

// The service on its default PGlite (testEnv): a test of starting up, not of a database, so the
// Postgres project (DATABASE_URL set) does not run it a second time.
const onPglite = process.env.DATABASE_URL === '';

describe.runIf(onPglite)('runServer', () => {
  it('prints the banner, serves the API and the sites, and stops on SIGTERM', async () => {
    const { host, exit, signal } = fakeHost(testEnv);
    const { lines, out } = capture();
    const service = await runServer(host, out);
    expect(service).toBeDefined();
    const url = service?.url ?? '';
    expect(lines).toContain(`  API      ${url}/user/v1/`);
    expect(lines.some((line) => line.includes('/__dev/outbox'))).toBe(true);
    expect(lines.some((line) => line.includes('demodealer'))).toBe(true);
    expect(Object.keys(service?.siteUrls ?? {})).toEqual(['customer', 'dealer', 'dealer-group']);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const site = await fetch(`${service?.siteUrls.dealer}/home/nobody`);
    expect(await site.text()).toContain('No signed-in user was found');

    signal('SIGTERM');
    signal('SIGINT'); // a second signal while stopping changes nothing
    expect(await exit).toBe(0);
    expect(lines).toContain('\nSIGTERM: shutting down');
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });

  it('prints every bad variable and exits 1', async () => {
    const { host, exit } = fakeHost({ ...testEnv, PORT: '99999', THROTTLE_STORE: 'redis' });
    const { lines, out } = capture();
    expect(await runServer(host, out)).toBeUndefined();
    expect(await exit).toBe(1);
    expect(lines.join('\n')).toContain("PORT must be a port number from 0 to 65535 (got '99999')");
    expect(lines.join('\n')).toContain("THROTTLE_STORE must be memory or database (got 'redis')");
  });

  it('says why when the port is taken, and exits 1', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    try {
      const { host, exit } = fakeHost({ ...testEnv, PORT: String(port) });
      const { lines, out } = capture();
      expect(await runServer(host, out)).toBeUndefined();
      expect(await exit).toBe(1);
      expect(lines.join('\n')).toMatch(/The user service could not start: .*EADDRINUSE/);
    } finally {
      blocker.close();
    }
  });

  it('seeds no demo users in production and prints no demo logins', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'forecourt-prod-'));
    const pem = generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const { host, exit, signal } = fakeHost({
      ...testEnv,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SITE_PORTS: 'off',
      API_TOKEN: 'a-production-token-of-32-characters!',
      JWT_PRIVATE_KEY: pem,
      OTP_HASH_KEY: 'k'.repeat(32),
      RECAPTCHA_SECRET: 'secret',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
      PASSKEY_RP_ID: 'forecourt.example',
      PASSKEY_ORIGINS: 'https://portal.forecourt.example',
    });
    const { lines, out } = capture();
    try {
      const service = await runServer(host, out);
      expect(service?.seeded).toBe(false);
      expect(lines.join('\n')).not.toMatch(/outbox|demodealer|AdminPass/);
      const outbox = await fetch(`${service?.url}/__dev/outbox?to=0831234567`);
      expect(outbox.status).toBe(404);
      signal('SIGINT');
      expect(await exit).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(onPglite)('the server entry point', () => {
  it('starts as a process and shuts down gracefully on SIGTERM with exit code 0', async () => {
    const entry = fileURLToPath(new URL('./server.ts', import.meta.url));
    const child = spawn(process.execPath, ['--conditions=@forecourt/source', entry], {
      env: { ...process.env, ...testEnv, SITE_PORTS: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += String(chunk);
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const match = /API {6}(http:\/\/\S+?)\/user\/v1\//.exec(output);
        if (match?.[1] !== undefined) {
          clearInterval(timer);
          resolve(match[1]);
        }
      }, 50);
      void exited.then(() => {
        clearInterval(timer);
        reject(new Error(`exited early:\n${output}`));
      });
    });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    if (existsSync(`/proc/${child.pid}/task`)) {
      // Argon2id's worker threads run below the event loop's priority (worker-priority.ts).
      const nices = readdirSync(`/proc/${child.pid}/task`).map((tid) => {
        const task = `/proc/${child.pid}/task/${tid}`;
        const name = readFileSync(`${task}/comm`, 'utf8').trim();
        return [name, Number(readFileSync(`${task}/stat`, 'utf8').split(') ')[1]?.split(' ')[16])];
      });
      const workers = nices.filter(([name]) => name === 'libuv-worker');
      expect(workers.length).toBeGreaterThan(0);
      for (const [, nice] of workers) expect(nice).toBe(workerNice);
      expect(nices.find(([name]) => name !== 'libuv-worker')?.[1]).toBe(0);
    }
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('SIGTERM: shutting down');
  });
});
