import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';

// The load generator's tools: requests over node:http, the server child process, CPU readings,
// closed-loop saturation and open-loop fixed-rate sending. Every loop is bounded by time and count.

const maxRequests = 100_000;

/** The benchmark's server child process and what it reported. */
export interface Started {
  child: ChildProcess;
  url: string;
  engine: string;
  apiToken: string;
}

/**
 * Keep-alive connections to the server. node:http rather than fetch: the generator shares the
 * two cores with the server, and fetch costs it several times the CPU per request.
 */
export const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** One request to 127.0.0.1; resolves with the status once the whole reply is read. */
export function send(
  url: URL,
  headers: Record<string, string>,
  body?: string,
  via: Agent = agent,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { agent: via, method: body === undefined ? 'GET' : 'POST', headers },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Forks bench/server.ts on `databaseUrl` ('' for PGlite) and waits for its URL over IPC. */
export function startServer(databaseUrl: string): Promise<Started> {
  const child = fork(new URL('./server.ts', import.meta.url), {
    execArgv: ['--conditions=@forecourt/source'],
    env: { ...process.env, DATABASE_URL: databaseUrl },
    // Its log lines are written (the real cost) to /dev/null.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in 60 s')), 60_000);
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve({ child, ...(message as Omit<Started, 'child'>) });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** Disconnects the child, which closes the service (and drops its schema) and exits. */
export function stopServer(server: Started): Promise<void> {
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.disconnect();
  });
}

/** CPU milliseconds a thread of `pid` used so far (Linux /proc; 0 elsewhere). */
export function threadCpuMs(pid: number | undefined, tid = pid): number {
  try {
    const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]?.split(' ');
    return (Number(fields?.[11]) + Number(fields?.[12])) * 10;
  } catch {
    return 0;
  }
}

/** CPU milliseconds all threads of `pid` used so far. */
export function processCpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ');
    return (Number(fields?.[11]) + Number(fields?.[12])) * 10;
  } catch {
    return 0;
  }
}

export const ownCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

/** Runs `work` with `concurrency` in flight for `forSeconds`; answers the count and the rate. */
export async function saturate(
  work: () => Promise<unknown>,
  forSeconds: number,
  concurrency: number,
): Promise<{ done: number; rate: number }> {
  const started = performance.now();
  const deadline = started + forSeconds * 1000;
  let done = 0;
  const worker = async () => {
    while (performance.now() < deadline && done < maxRequests) {
      await work();
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { done, rate: done / ((performance.now() - started) / 1000) };
}

/** Sends `request` open-loop at `rate` per second for `forSeconds`; answers sorted latencies. */
export async function atFixedRate(request: () => Promise<void>, forSeconds: number, rate: number) {
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  let maxLateMs = 0;
  const total = Math.min(maxRequests, Math.round(rate * forSeconds));
  const start = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sent = performance.now();
    maxLateMs = Math.max(maxLateMs, sent - due);
    pending.push(request().then(() => void latencies.push(performance.now() - sent)));
  }
  await Promise.all(pending);
  return { latencies: latencies.sort((a, b) => a - b), maxLateMs };
}

export function percentile(sorted: number[], p: number): number {
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
