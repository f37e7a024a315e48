import { owaspHashing } from '../src/config.ts';
import { median } from './load.ts';
import type { SoakResult } from './soak.ts';

// The benchmark's report: what `measure` found for each storage, printed as tables with each
// goal's verdict. Nothing here measures.

/** What one storage measured. */
export interface Result {
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
  soak?: SoakResult & { signInRate: number; share: number };
}

/** How the run was set up, for the closing line. */
export interface Settings {
  concurrency: number;
  rounds: number;
  seconds: number;
  latencySeconds: number;
  /** `allDealerGroups` requests per second in the latency phase. */
  rate: number;
  /** Load average when the run started. */
  load: string[];
}

function soakRows(soak: SoakResult & { signInRate: number; share: number }) {
  const errors = soak.streams.reduce((sum, stream) => sum + stream.errors, 0);
  const sent = soak.streams.reduce((sum, stream) => sum + stream.sent, 0);
  const side = soak.streams.filter((stream) => stream.name !== 'sign-in check');
  const sideP99 = Math.max(...side.map((stream) => stream.p99));
  const growth = (soak.rssEndKib / soak.rssStartKib - 1) * 100;
  const mib = (kib: number) => (kib / 1024).toFixed(1);
  return [
    {
      measure: `soak on postgres, ${soak.seconds.toFixed(0)} s after ${soak.warmUpSeconds} s of warm-up: requests (sign-in checks at ${soak.signInRate}/s = ${Math.round(soak.share * 100)} % of the bound, ${side.map((s) => `${s.name} ${s.rate}/s`).join(', ')})`,
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

/** Prints the goals table, the soak's tables and the CPU table of `results`. */
export function printReport(results: Result[], settings: Settings): void {
  const { concurrency, rounds, seconds, latencySeconds, rate, load } = settings;
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
