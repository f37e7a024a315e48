import { loadavg } from 'node:os';
import { owaspHashing } from '../src/config.ts';
import { demoLogins } from '../src/db/seed.ts';
import { argon2Hasher } from '../src/security/passwords.ts';
import {
  agent,
  atFixedRate,
  median,
  namedThreadsCpuMs,
  ownCpuMs,
  percentile,
  postgresCpuMs,
  prepare,
  processCpuMs,
  saturate,
  send,
  startServer,
  stopServer,
  threadCpuMs,
} from './load.ts';
import { type SoakResult, soak } from './soak.ts';

// Benchmark, not a test. The service runs in a child process (bench/server.ts); this process is
// only the load generator, and sends traffic to 127.0.0.1 only, bounded in count and in time.
//
// 1. Sign-in throughput: `fetchUsersOtpDetails` (one Argon2id verify each) with a fixed number of
//    requests in flight, against the bound: Argon2id verifies per second with the same
//    concurrency and nothing else running. Bound and throughput alternate in rounds, and each
//    round's throughput is compared with the bounds measured just before and after it, so load
//    from other processes on a shared machine drifts into both sides alike. Goal: >= 90 %.
// 2. Latency: `allDealerGroups` sent open-loop at a fixed 200 req/s (one request every 5 ms,
//    whether or not earlier ones returned). Goal: p99 < 10 ms. A one-second warm-up at the same
//    rate is not counted.
//
// 3. Soak (Postgres only): sign-in checks open-loop at the throughput goal (90 % of the bound just
//    measured) beside allDealerGroups and getCustomerById at fixed rates for 60 s, after 10 s of
//    warm-up at the same load. Goals: no reply but 200, p99 of the non-hashing endpoints
//    < 10 ms, server RSS growth < 10 % (median of the first 5 s against the last 5 s).
//
// BENCH_SECONDS (per phase, default 4), BENCH_ROUNDS (default 5), BENCH_LATENCY_SECONDS (default
// 10), BENCH_CONCURRENCY (default 8), BENCH_SOAK_SECONDS (default 60; 0 skips it),
// BENCH_SOAK_SHARE (the soak's sign-in rate as a share of the bound, default the goal's 0.9; a
// lower share tells whether memory grows with the load itself or with a queue of sign-ins the
// service cannot serve). With DATABASE_URL set, both storages are measured.

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const latencySeconds = Number(process.env.BENCH_LATENCY_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const soakShare = Number(process.env.BENCH_SOAK_SHARE ?? 0.9);
const rate = 200;
/** The non-hashing endpoints' rates during the soak, per second. */
const soakSideRates = { allDealerGroups: 100, customerById: 50 };

interface Result {
  engine: string;
  bounds: number[];
  throughputs: number[];
  shares: number[];
  p50: number;
  p99: number;
  max: number;
  maxLateMs: number;
  /** CPU ms per Argon2id verify when measured alone. */
  hashCpu: number;
  /**
   * CPU ms per sign-in check: the server's main thread, its Argon2id threads (libuv's pool), its
   * other threads (V8's garbage collection and the like), the Postgres processes, the generator.
   */
  serverMainCpu: number;
  serverHashCpu: number;
  serverOtherCpu: number;
  postgresCpu: number;
  generatorCpu: number;
  /** Postgres only (skipped with BENCH_SOAK_SECONDS=0). */
  soak?: SoakResult & { signInRate: number };
}

async function measure(databaseUrl: string): Promise<Result> {
  const server = await startServer(databaseUrl);
  try {
    const dealer = demoLogins.find((login) => login.type === 'dealer');
    if (dealer === undefined) throw new Error('no demo dealer');
    const headers = {
      authorization: `Bearer ${server.apiToken}`,
      'content-type': 'application/json',
    };
    const signInBody = JSON.stringify({
      username: dealer.username,
      password: dealer.password,
      role: 'dealer',
      captchaResponse: 'dev-captcha-token',
    });
    const signInUrl = new URL(`${server.url}/user/v1/fetchUsersOtpDetails`);
    const groupsUrl = new URL(`${server.url}/user/v1/allDealerGroups`);
    const signInRequest = prepare(signInUrl, headers, signInBody);
    const groupsRequest = prepare(groupsUrl, headers);
    const signIn = async () => {
      const status = await send(signInRequest);
      if (status !== 200) throw new Error(`sign-in check answered ${status}`);
    };
    const dealerGroups = async () => {
      const status = await send(groupsRequest);
      if (status !== 200) throw new Error(`allDealerGroups answered ${status}`);
    };

    const hasher = argon2Hasher(owaspHashing);
    const hash = await hasher.hash(dealer.password);
    const verifyAlone = () => hasher.verify(hash, dealer.password);
    await saturate(verifyAlone, 1, concurrency);
    await saturate(signIn, 1, concurrency);

    const cpu = {
      hash: 0,
      hashes: 0,
      main: 0,
      pool: 0,
      all: 0,
      postgres: 0,
      generator: 0,
      signIns: 0,
    };
    const timedBound = async () => {
      const own = ownCpuMs();
      const { done, rate } = await saturate(verifyAlone, seconds, concurrency);
      cpu.hash += ownCpuMs() - own;
      cpu.hashes += done;
      return rate;
    };
    const timedSignIn = async () => {
      const pid = server.child.pid;
      const pool = namedThreadsCpuMs(pid, 'libuv-worker');
      const [own, main, all, postgres] = [
        ownCpuMs(),
        threadCpuMs(pid),
        processCpuMs(pid),
        postgresCpuMs(),
      ];
      const { done, rate } = await saturate(signIn, seconds, concurrency);
      cpu.generator += ownCpuMs() - own;
      cpu.main += threadCpuMs(pid) - main;
      cpu.pool += namedThreadsCpuMs(pid, 'libuv-worker') - pool;
      cpu.all += processCpuMs(pid) - all;
      cpu.postgres += postgresCpuMs() - postgres;
      cpu.signIns += done;
      return rate;
    };
    const bounds = [await timedBound()];
    const throughputs: number[] = [];
    const shares: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const throughput = await timedSignIn();
      const bound = await timedBound();
      const before = bounds.at(-1) ?? bound;
      throughputs.push(throughput);
      shares.push((throughput / ((before + bound) / 2)) * 100);
      bounds.push(bound);
    }

    await atFixedRate(dealerGroups, 1, rate);
    const { latencies, maxLateMs } = await atFixedRate(dealerGroups, latencySeconds, rate);
    let soaked: Result['soak'];
    if (server.engine === 'postgres' && soakSeconds > 0) {
      const signInRate = Math.round(soakShare * median(bounds));
      const streams = [
        { name: 'sign-in check', rate: signInRate, url: signInUrl, body: signInBody },
        { name: 'allDealerGroups', rate: soakSideRates.allDealerGroups, url: groupsUrl },
        {
          name: 'getCustomerById',
          rate: soakSideRates.customerById,
          url: new URL(`${server.url}/user/v1/getCustomerById/9001015800088`),
        },
      ];
      soaked = { ...(await soak(streams, headers, soakSeconds, server.child.pid)), signInRate };
    }
    return {
      ...(soaked && { soak: soaked }),
      engine: server.engine,
      bounds,
      throughputs,
      shares,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? Number.NaN,
      maxLateMs,
      hashCpu: cpu.hash / cpu.hashes,
      serverMainCpu: cpu.main / cpu.signIns,
      serverHashCpu: cpu.pool / cpu.signIns,
      serverOtherCpu: (cpu.all - cpu.main - cpu.pool) / cpu.signIns,
      postgresCpu: cpu.postgres / cpu.signIns,
      generatorCpu: cpu.generator / cpu.signIns,
    };
  } finally {
    await stopServer(server);
  }
}

function soakRows(soak: SoakResult & { signInRate: number }) {
  const errors = soak.streams.reduce((sum, stream) => sum + stream.errors, 0);
  const sent = soak.streams.reduce((sum, stream) => sum + stream.sent, 0);
  const side = soak.streams.filter((stream) => stream.name !== 'sign-in check');
  const sideP99 = Math.max(...side.map((stream) => stream.p99));
  const growth = (soak.rssEndKib / soak.rssStartKib - 1) * 100;
  const mib = (kib: number) => (kib / 1024).toFixed(1);
  return [
    {
      measure: `soak on postgres, ${soak.seconds.toFixed(0)} s after ${soak.warmUpSeconds} s of warm-up: requests (sign-in checks at ${soak.signInRate}/s = ${Math.round(soakShare * 100)} % of the bound, ${side.map((s) => `${s.name} ${s.rate}/s`).join(', ')})`,
      value: String(sent),
      goal: '',
      verdict: '',
    },
    {
      measure: 'soak: errors (any reply but 200)',
      value:
        errors === 0
          ? '0'
          : `${errors}: ${soak.streams.map((s) => `${s.name} ${JSON.stringify(s.errorKinds)}`).join(', ')}`,
      goal: '0',
      verdict: errors === 0 ? 'met' : 'NOT MET',
    },
    ...soak.streams.map((stream) => ({
      measure: `soak: ${stream.name} p50 / p99 (max)`,
      value: `${stream.p50.toFixed(2)} / ${stream.p99.toFixed(2)} ms (${stream.max.toFixed(1)} ms)`,
      goal: stream.name === 'sign-in check' ? '' : '< 10 ms',
      verdict: stream.name === 'sign-in check' ? '' : stream.p99 < 10 ? 'met' : 'NOT MET',
    })),
    {
      measure: 'soak: p99 of the non-hashing endpoints',
      value: `${sideP99.toFixed(2)} ms`,
      goal: '< 10 ms',
      verdict: sideP99 < 10 ? 'met' : 'NOT MET',
    },
    {
      measure: 'soak: server RSS, first 5 s -> last 5 s (median)',
      value: `${mib(soak.rssStartKib)} -> ${mib(soak.rssEndKib)} MiB (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %)`,
      goal: '< 10 %',
      verdict: growth < 10 ? 'met' : 'NOT MET',
    },
  ];
}

const fixed = (values: number[], digits = 1) => values.map((v) => v.toFixed(digits)).join(' / ');

async function main(): Promise<void> {
  const storages = [''];
  if (process.env.DATABASE_URL) storages.push(process.env.DATABASE_URL);
  const load = loadavg().map((l) => l.toFixed(2));
  const results: Result[] = [];
  for (const url of storages) results.push(await measure(url));
  agent.destroy();
  const rows = results.flatMap((r) => {
    const share = median(r.shares);
    return [
      {
        storage: r.engine,
        measure: 'Argon2id verify alone, per s (bound)',
        value: fixed(r.bounds),
        goal: '',
        verdict: '',
      },
      {
        storage: r.engine,
        measure: 'sign-in check (fetchUsersOtpDetails), per s',
        value: fixed(r.throughputs),
        goal: '',
        verdict: '',
      },
      {
        storage: r.engine,
        measure: 'sign-in throughput / bound, median of rounds',
        value: `${share.toFixed(1)} % (${fixed(r.shares)})`,
        goal: '>= 90 %',
        verdict: share >= 90 ? 'met' : 'NOT MET',
      },
      {
        storage: r.engine,
        measure: `allDealerGroups at ${rate} req/s, p50`,
        value: `${r.p50.toFixed(2)} ms`,
        goal: '',
        verdict: '',
      },
      {
        storage: r.engine,
        measure: `allDealerGroups at ${rate} req/s, p99 (max)`,
        value: `${r.p99.toFixed(2)} ms (${r.max.toFixed(1)} ms)`,
        goal: '< 10 ms',
        verdict: r.p99 < 10 ? 'met' : 'NOT MET',
      },
    ];
  });
  console.table(rows);
  for (const r of results) {
    if (!r.soak) continue;
    console.table(soakRows(r.soak));
    const every10 = r.soak.rssSamplesKib.filter((_, i) => i % 10 === 0);
    console.log(`Soak RSS every 10 s, MiB: ${every10.map((k) => (k / 1024).toFixed(0)).join(' ')}`);
  }
  if (!results.some((r) => r.soak))
    console.log('Soak: not run (it needs DATABASE_URL, and BENCH_SOAK_SECONDS > 0).');
  console.table(
    results.map((r) => ({
      storage: r.engine,
      'Argon2id verify alone': `${r.hashCpu.toFixed(2)} ms`,
      'sign-in: server main thread': `${r.serverMainCpu.toFixed(2)} ms`,
      'sign-in: Argon2id threads': `${r.serverHashCpu.toFixed(2)} ms`,
      'sign-in: other server threads': `${r.serverOtherCpu.toFixed(2)} ms`,
      'sign-in: Postgres processes': `${r.postgresCpu.toFixed(2)} ms`,
      'sign-in: load generator': `${r.generatorCpu.toFixed(2)} ms`,
      'sign-in: all of it': `${(r.serverMainCpu + r.serverHashCpu + r.serverOtherCpu + r.postgresCpu + r.generatorCpu).toFixed(2)} ms`,
    })),
  );
  console.log(
    `Argon2id m=${owaspHashing.memoryCost} KiB t=${owaspHashing.timeCost} p=${owaspHashing.parallelism}; ` +
      `concurrency ${concurrency}; ${rounds} rounds of ${seconds} s; latency ${latencySeconds} s ` +
      `(+1 s warm-up); CPU per request in the second table (Linux /proc); generator lateness max ${results.map((r) => r.maxLateMs.toFixed(1)).join(' / ')} ms; ` +
      `load average at start ${load.join(' ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
