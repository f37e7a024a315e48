// Local servers for the measurements: the portal's own preview server over apps/portal/dist and
// a bare static server for the React floor. Loopback only.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chooseEncoding, compressedFile } from '../../../apps/portal/server/compression.ts';
import { portalDir } from './route-assets.mjs';

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, timeoutMs = 15000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The shipped configuration with the local environment's API at `api`. */
export function portalConfig(api) {
  const config = JSON.parse(readFileSync(join(portalDir, 'public', 'config.json'), 'utf8'));
  config.environments.local.api = api;
  return JSON.stringify(config);
}

/**
 * Starts apps/portal/server/preview.ts (security headers and all) on a free port, over the build
 * of the portal in `dir` (this checkout's by default). `env` may carry PORTAL_CONFIG to serve
 * another /config.json. Returns its origin and a stop function.
 */
export async function startPortal(env = {}, dir = portalDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(dir, 'server', 'preview.ts')], {
    env: { ...process.env, ...env, PORTAL_PORT: String(port), PORTAL_HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${origin}/config.json`, child);
  } catch (error) {
    child.kill();
    throw error;
  }
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * Serves a folder (index.html for unknown paths) with the portal's caching policy and the same
 * compression as the portal's preview server, so the two are measured alike.
 */
export async function startStatic(root) {
  const port = await freePort();
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://floor').pathname;
    const candidate = normalize(join(root, decodeURIComponent(path)));
    const isFile =
      candidate.startsWith(root) && (await stat(candidate).catch(() => null))?.isFile();
    const file = isFile ? candidate : join(root, 'index.html');
    const encoding = chooseEncoding(file, request.headers['accept-encoding']) ?? 'identity';
    const body = await compressedFile(file, encoding);
    response.writeHead(200, {
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': path.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
      'Content-Length': body.length,
    });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
