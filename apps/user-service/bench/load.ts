import { type ChildProcess, fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';

// The load generator's tools: requests over raw keep-alive sockets, the server child process, CPU
// readings, closed-loop saturation and open-loop fixed-rate sending. Every loop is bounded by time
// and count.

const maxRequests = 100_000;

/** The benchmark's server child process and what it reported. */
export interface Started {
  child: ChildProcess;
  url: string;
  engine: string;
  apiToken: string;
}

/** One request, serialised once and sent as it is every time. */
export interface Prepared {
  host: string;
  port: number;
  bytes: Buffer;
}

/** An HTTP/1.1 request to 127.0.0.1 as bytes: a POST when there is a body, else a GET. */
export function prepare(url: URL, headers: Record<string, string>, body?: string): Prepared {
  const lines = [
    `${body === undefined ? 'GET' : 'POST'} ${url.pathname}${url.search} HTTP/1.1`,
    `host: ${url.host}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ...(body === undefined ? [] : [`content-length: ${Buffer.byteLength(body)}`]),
  ];
  return {
    host: url.hostname,
    port: Number(url.port),
    bytes: Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`),
  };
}

const headerEnd = Buffer.from('\r\n\r\n');
const contentLength = /\r\ncontent-length: *(\d+)/i;
const closing = /\r\nconnection: *close/i;

/** A whole reply: its status, and whether the server closes the connection after it. */
interface Reply {
  status: number;
  close: boolean;
}

/** One keep-alive socket with at most one request in flight; reads only status and length. */
class Connection {
  readonly socket: Socket;
  #chunks: Buffer[] = [];
  #waiting: { resolve: (status: number) => void; reject: (error: Error) => void } | undefined;
  closed = false;

  constructor(
    host: string,
    port: number,
    onIdle: (connection: Connection) => void,
    onGone: () => void,
  ) {
    this.socket = connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk) => {
      this.#chunks.push(chunk);
      let reply: Reply | undefined;
      try {
        reply = this.#reply();
      } catch (error) {
        this.socket.destroy(error as Error);
        return;
      }
      if (reply === undefined) return;
      const waiting = this.#waiting;
      this.#waiting = undefined;
      if (reply.close) this.socket.destroy();
      else onIdle(this);
      waiting?.resolve(reply.status);
    });
    const failed = (error: Error) => {
      const waiting = this.#waiting;
      this.#waiting = undefined;
      waiting?.reject(error);
    };
    this.socket.on('error', failed);
    this.socket.on('close', () => {
      this.closed = true;
      failed(Object.assign(new Error('connection closed'), { code: 'ECLOSED' }));
      onGone();
    });
  }

  /** The status once the whole reply is in (leftover bytes are kept), else undefined. */
  #reply(): Reply | undefined {
    const data = this.#chunks.length === 1 ? this.#chunks[0] : Buffer.concat(this.#chunks);
    if (data === undefined) return undefined;
    this.#chunks = [data];
    const end = data.indexOf(headerEnd);
    if (end < 0) return undefined;
    const head = data.toString('latin1', 0, end);
    const length = contentLength.exec(head)?.[1];
    if (length === undefined) throw new Error('the load generator needs a Content-Length');
    const size = end + headerEnd.length + Number(length);
    if (data.length < size) return undefined;
    this.#chunks = data.length > size ? [data.subarray(size)] : [];
    return { status: Number(head.slice(9, 12)), close: closing.test(head) };
  }

  send(bytes: Buffer): Promise<number> {
    return new Promise((resolve, reject) => {
      this.#waiting = { resolve, reject };
      this.socket.write(bytes);
    });
  }
}

/**
 * Keep-alive connections to the server, each used by one request at a time. Raw sockets and
 * requests serialised once, not node:http or fetch: the generator shares the two cores with the
 * server, and whatever it spends comes out of what the server can do.
 */
export class Connections {
  #idle: Connection[] = [];
  #all = new Set<Connection>();
  #queue: Array<() => void> = [];

  readonly maxSockets: number;

  constructor(maxSockets = 64) {
    this.maxSockets = maxSockets;
  }

  #release = (connection: Connection) => {
    this.#idle.push(connection);
    this.#queue.shift()?.();
  };

  #gone = () => this.#queue.shift()?.();

  async #take(prepared: Prepared): Promise<Connection> {
    for (;;) {
      const idle = this.#idle.pop();
      if (idle !== undefined && !idle.closed) return idle;
      if (idle !== undefined) continue;
      for (const connection of this.#all) if (connection.closed) this.#all.delete(connection);
      if (this.#all.size < this.maxSockets) {
        const connection = new Connection(prepared.host, prepared.port, this.#release, this.#gone);
        this.#all.add(connection);
        return connection;
      }
      await new Promise<void>((resolve) => this.#queue.push(resolve));
    }
  }

  /** Sends `prepared`; resolves with the status once the whole reply is read. */
  async send(prepared: Prepared): Promise<number> {
    const connection = await this.#take(prepared);
    return connection.send(prepared.bytes);
  }

  destroy(): void {
    for (const connection of this.#all) connection.socket.destroy();
    this.#all.clear();
    this.#idle = [];
  }
}

/** The connections the throughput and latency phases share. */
export const agent = new Connections(64);

/** One request to 127.0.0.1; resolves with the status once the whole reply is read. */
export function send(prepared: Prepared, via: Connections = agent): Promise<number> {
  return via.send(prepared);
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

/** CPU milliseconds of `stat` (a /proc stat line): user plus system. */
const statCpuMs = (stat: string) => {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** CPU milliseconds the threads of `pid` named `name` used so far (libuv-worker: Argon2id). */
export function namedThreadsCpuMs(pid: number | undefined, name: string): number {
  let sum = 0;
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const task = `/proc/${pid}/task/${tid}`;
      if (readFileSync(`${task}/comm`, 'utf8').trim() === name)
        sum += statCpuMs(readFileSync(`${task}/stat`, 'utf8'));
    }
  } catch {
    // the process ended; what was read so far stands
  }
  return sum;
}

/**
 * CPU milliseconds every process named `postgres` on this machine used so far: the local
 * server's backends and its own processes (a remote server's are not seen; 0 then).
 */
export function postgresCpuMs(): number {
  let sum = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres')
        sum += statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      // gone in between
    }
  }
  return sum;
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
