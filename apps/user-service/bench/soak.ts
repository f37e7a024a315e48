import { readFileSync } from 'node:fs';
import { percentile, send } from './load.ts';

// The soak (issue 16): sign-in checks open-loop at the throughput goal (90 % of the Argon2id bound
// measured just before), with the non-hashing endpoints beside them at a fixed rate, for a
// bounded time; every reply must be a 200. Loopback only; bounded by time and count.

const maxRequests = 200_000;

/** Resident memory of `pid` in KiB (Linux /proc; NaN elsewhere). */
export function rssKib(pid: number | undefined): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Number(line?.replace(/\D+/g, ''));
  } catch {
    return Number.NaN;
  }
}

/** One stream of requests sent open-loop at `rate` per second. */
export interface Stream {
  name: string;
  rate: number;
  url: URL;
  body?: string;
}

/** What one stream measured. */
export interface StreamResult {
  name: string;
  rate: number;
  sent: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
}

/** What the soak measured. */
export interface SoakResult {
  seconds: number;
  streams: StreamResult[];
  /** RSS of the server: median of the first and of the last 5 one-second samples, KiB. */
  rssStartKib: number;
  rssEndKib: number;
  maxLateMs: number;
}

const medianOf = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** Runs `streams` side by side for `seconds` against the server process `pid`. */
export async function soak(
  streams: Stream[],
  headers: Record<string, string>,
  seconds: number,
  pid: number | undefined,
): Promise<SoakResult> {
  const rss: number[] = [rssKib(pid)];
  const sampler = setInterval(() => rss.push(rssKib(pid)), 1000);
  let maxLateMs = 0;
  const start = performance.now();
  const results = await Promise.all(
    streams.map(async (stream) => {
      const latencies: number[] = [];
      const pending: Promise<void>[] = [];
      let errors = 0;
      const total = Math.min(maxRequests, Math.round(stream.rate * seconds));
      for (let i = 0; i < total; i += 1) {
        const due = start + (i * 1000) / stream.rate;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const sent = performance.now();
        maxLateMs = Math.max(maxLateMs, sent - due);
        pending.push(
          send(stream.url, headers, stream.body).then(
            (status) => {
              if (status === 200) latencies.push(performance.now() - sent);
              else errors += 1;
            },
            () => {
              errors += 1;
            },
          ),
        );
      }
      await Promise.all(pending);
      latencies.sort((a, b) => a - b);
      return {
        name: stream.name,
        rate: stream.rate,
        sent: total,
        errors,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        max: latencies.at(-1) ?? Number.NaN,
      };
    }),
  );
  clearInterval(sampler);
  rss.push(rssKib(pid));
  return {
    seconds: (performance.now() - start) / 1000,
    streams: results,
    rssStartKib: medianOf(rss.slice(0, 5)),
    rssEndKib: medianOf(rss.slice(-5)),
    maxLateMs,
  };
}
