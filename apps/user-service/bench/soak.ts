import { readFileSync } from 'node:fs';
import { Connections, percentile, prepare, send } from './load.ts';

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
  /** Headers of this stream's requests besides the shared ones. */
  headers?: Record<string, string>;
}

/** What one stream measured. */
export interface StreamResult {
  name: string;
  rate: number;
  sent: number;
  errors: number;
  /** What the errors were: an HTTP status, or the error code of a failed request. */
  errorKinds: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
}

/** What the soak measured. */
export interface SoakResult {
  /** Measured seconds, after `warmUpSeconds` at the same load. */
  seconds: number;
  warmUpSeconds: number;
  streams: StreamResult[];
  /** RSS of the server: median of the first and of the last 5 one-second samples, KiB. */
  rssStartKib: number;
  rssEndKib: number;
  /** Every sample, one a second, KiB. */
  rssSamplesKib: number[];
  maxLateMs: number;
}

const medianOf = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/**
 * Runs `streams` side by side for `warmUpSeconds` and then `seconds` against the server process
 * `pid`. Errors count throughout; latencies and memory only after the warm-up, so that the
 * heap and the allocator settling into this load is not counted as growth.
 */
export async function soak(
  streams: Stream[],
  headers: Record<string, string>,
  seconds: number,
  pid: number | undefined,
  warmUpSeconds = 10,
): Promise<SoakResult> {
  const rss: number[] = [];
  let sampler: NodeJS.Timeout | undefined;
  const warmUp = setTimeout(() => {
    rss.push(rssKib(pid));
    sampler = setInterval(() => rss.push(rssKib(pid)), 1000);
  }, warmUpSeconds * 1000);
  let maxLateMs = 0;
  const begin = performance.now();
  const start = begin + warmUpSeconds * 1000;
  const results = await Promise.all(
    streams.map(async (stream) => {
      // Connections of its own: behind one shared pool, a lookup would queue for a socket behind
      // sign-ins waiting for their hash, and measure the generator instead of the server.
      const connections = new Connections(512);
      const request = prepare(stream.url, { ...headers, ...stream.headers }, stream.body);
      const latencies: number[] = [];
      const pending: Promise<void>[] = [];
      let errors = 0;
      const errorKinds: Record<string, number> = {};
      const failed = (kind: string) => {
        errors += 1;
        errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
      };
      const total = Math.min(maxRequests, Math.round(stream.rate * (warmUpSeconds + seconds)));
      for (let i = 0; i < total; i += 1) {
        const due = begin + (i * 1000) / stream.rate;
        const counted = due >= start;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const sent = performance.now();
        maxLateMs = Math.max(maxLateMs, sent - due);
        pending.push(
          send(request, connections).then(
            (status) => {
              if (status !== 200) failed(String(status));
              else if (counted) latencies.push(performance.now() - sent);
            },
            (error: unknown) => failed(String((error as { code?: unknown }).code ?? error)),
          ),
        );
      }
      await Promise.all(pending);
      connections.destroy();
      latencies.sort((a, b) => a - b);
      return {
        name: stream.name,
        rate: stream.rate,
        sent: total,
        errors,
        errorKinds,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        max: latencies.at(-1) ?? Number.NaN,
      };
    }),
  );
  clearTimeout(warmUp);
  clearInterval(sampler);
  rss.push(rssKib(pid));
  return {
    seconds: (performance.now() - start) / 1000,
    warmUpSeconds,
    streams: results,
    rssStartKib: medianOf(rss.slice(0, 5)),
    rssEndKib: medianOf(rss.slice(-5)),
    rssSamplesKib: rss,
    maxLateMs,
  };
}
