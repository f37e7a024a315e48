import { availableParallelism } from 'node:os';
import { loadConfig } from '../src/config.ts';
import { demoLogins } from '../src/db/seed.ts';
import { argon2Hasher } from '../src/security/passwords.ts';
import { startService } from '../src/start.ts';

// Benchmark, not a test: sign-in throughput against the Argon2id bound measured alone, and the
// latency of a non-hashing endpoint at a fixed rate. Goals: >= 90 % of the bound; p99 < 10 ms.

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(
  process.env.BENCH_CONCURRENCY ?? Math.max(2, availableParallelism() * 2),
);
const rate = 200;

async function saturate(work: () => Promise<unknown>): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      await work();
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return done / ((performance.now() - started) / 1000);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function main(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: 'memory://',
    PORT: '0',
    SITE_PORTS: 'off',
    NODE_ENV: 'development',
  });
  config.rules = { ...config.rules, clientRequests: { limit: 10_000_000, windowSeconds: 60 } };
  const silent = { info() {}, warn() {}, error() {} };
  const service = await startService(config, silent);
  const dealer = demoLogins.find((login) => login.type === 'dealer');
  if (dealer === undefined) throw new Error('no demo dealer');
  const headers = {
    authorization: `Bearer ${config.apiToken}`,
    'content-type': 'application/json',
  };
  const signIn = JSON.stringify({
    username: dealer.username,
    password: dealer.password,
    role: 'dealer',
    captchaResponse: 'dev-captcha-token',
  });

  const hasher = argon2Hasher(config.hashing);
  const hash = await hasher.hash(dealer.password);
  const bound = await saturate(() => hasher.verify(hash, dealer.password));

  const throughput = await saturate(async () => {
    const response = await fetch(`${service.url}/user/v1/fetchUsersOtpDetails`, {
      method: 'POST',
      headers,
      body: signIn,
    });
    if (response.status !== 200) throw new Error(`sign-in check answered ${response.status}`);
    await response.arrayBuffer();
  });

  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  const total = rate * seconds;
  const start = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      (async () => {
        const sent = performance.now();
        const response = await fetch(`${service.url}/user/v1/allDealerGroups`, { headers });
        await response.arrayBuffer();
        latencies.push(performance.now() - sent);
      })(),
    );
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  await service.close();

  const share = (throughput / bound) * 100;
  const p99 = percentile(latencies, 99);
  console.table([
    {
      measure: `Argon2id verify alone (m=${config.hashing.memoryCost} KiB, t=${config.hashing.timeCost}, p=${config.hashing.parallelism})`,
      value: `${bound.toFixed(1)} /s`,
      goal: 'bound',
    },
    {
      measure: 'sign-in check (fetchUsersOtpDetails)',
      value: `${throughput.toFixed(1)} /s (${share.toFixed(1)} % of bound)`,
      goal: share >= 90 ? '>= 90 %: met' : '>= 90 %: MISSED',
    },
    {
      measure: `allDealerGroups at ${rate} req/s, p50`,
      value: `${percentile(latencies, 50).toFixed(2)} ms`,
      goal: '',
    },
    {
      measure: `allDealerGroups at ${rate} req/s, p99`,
      value: `${p99.toFixed(2)} ms`,
      goal: p99 < 10 ? '< 10 ms: met' : '< 10 ms: MISSED',
    },
  ]);
  console.log(`concurrency ${concurrency}, ${seconds} s per measure, storage ${service.engine}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
