// Child processes of the consumer suite: commands that must succeed, and the two servers it
// starts (the user service, the app's preview), stopped by their own process group.
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** Runs a command to completion with its output shown (only errors when quiet); throws on failure. */
export function run(command, args, cwd, env = {}, output = 'all') {
  const stdio = output === 'quiet' ? ['ignore', 'ignore', 'inherit'] : 'inherit';
  execFileSync(command, args, { cwd, stdio, env: { ...process.env, ...env } });
}

/** Runs a command, resolving with its output; rejects on a non-zero exit or after `timeoutMs`. */
export function runAsync(command, args, cwd, { env = {}, timeoutMs = 600_000 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, detached: true });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => {
      killGroup(child);
      reject(
        new Error(
          `${command} ${args.join(' ')} took over ${timeoutMs / 1000} s\n${stdout}${stderr}`,
        ),
      );
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve({ stdout, stderr });
      else
        reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${stdout}${stderr}`));
    });
  });
}

/** Starts a server in its own process group; its output is kept for when it fails to start. */
export function startProcess(name, command, args, { cwd, env = {} }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.label = name;
  child.output = '';
  const keep = (chunk) => {
    child.output = (child.output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return child;
}

function killGroup(child, signal = 'SIGTERM') {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Stops a server started by `startProcess` (its whole group), waiting for it to exit. */
export async function stopProcess(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  killGroup(child);
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** Waits until `url` answers 2xx, or throws after `timeoutMs`. */
export async function waitForUrl(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** A TCP port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
