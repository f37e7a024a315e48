import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A service started as its own Node process, as in production. */
export interface ServiceProcess {
  child: ChildProcess;
  /** The API's base address, e.g. http://127.0.0.1:41234. */
  url: string;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

const entries = {
  server: fileURLToPath(new URL('../server.ts', import.meta.url)),
  instance: fileURLToPath(new URL('./instance.ts', import.meta.url)),
};

/**
 * Starts `src/server.ts` (or the test instance entry, which adds TEST_SCHEMA) with `env` on top
 * of this process's, and waits up to 60 s for its banner.
 */
export function startServiceProcess(
  env: Record<string, string>,
  entry: keyof typeof entries = 'server',
): Promise<ServiceProcess> {
  const child = spawn(process.execPath, ['--conditions=@forecourt/source', entries[entry]], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      SITE_PORTS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: unknown) => {
    output += String(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => {
      clearInterval(poll);
      child.kill('SIGKILL');
      reject(new Error(`no banner in 60 s:\n${output}`));
    }, 60_000);
    const poll = setInterval(() => {
      const match = /API {6}(http:\/\/\S+?)\/user\/v1\//.exec(output);
      if (match?.[1] === undefined) return;
      clearInterval(poll);
      clearTimeout(deadline);
      resolve({ child, url: match[1], output: () => output, exited });
    }, 25);
    void exited.then(() => {
      clearInterval(poll);
      clearTimeout(deadline);
      reject(new Error(`exited before its banner:\n${output}`));
    });
  });
}

/** Sends `signal` and waits for the exit code (null when the signal killed it). */
export async function stopServiceProcess(
  service: ServiceProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | null> {
  if (service.child.exitCode !== null || service.child.signalCode !== null)
    return service.child.exitCode;
  service.child.kill(signal);
  return service.exited;
}
