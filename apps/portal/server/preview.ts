// Serves the production build with the portal's security headers (used by `pnpm start` and e2e).
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { securityHeaders } from './headers.ts';

const root = resolve(import.meta.dirname, '../dist');
const port = Number(process.env.PORTAL_PORT ?? 4173);
const host = process.env.PORTAL_HOST ?? '127.0.0.1';
const apiOrigins = (process.env.PORTAL_API_ORIGINS ?? 'http://127.0.0.1:4100 http://localhost:4100')
  .split(/[\s,]+/)
  .filter(Boolean);

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const headers = securityHeaders(apiOrigins);

/**
 * One build serves every environment, so a deployment (or the e2e run, whose service listens on
 * other ports) may replace /config.json: PORTAL_CONFIG holds the JSON itself, PORTAL_CONFIG_FILE
 * a path to it. Read once at start; a broken override stops the server rather than serving it.
 */
async function configOverride(): Promise<string | undefined> {
  const inline = process.env.PORTAL_CONFIG;
  const file = process.env.PORTAL_CONFIG_FILE;
  const text = inline || (file ? await readFile(resolve(file), 'utf8') : undefined);
  if (text === undefined) return undefined;
  JSON.parse(text);
  return text;
}
const overriddenConfig = await configOverride();

async function fileFor(urlPath: string): Promise<string | undefined> {
  const candidate = normalize(join(root, decodeURIComponent(urlPath)));
  if (!candidate.startsWith(root)) return undefined;
  const info = await stat(candidate).catch(() => undefined);
  return info?.isFile() ? candidate : undefined;
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://portal');
  if (overriddenConfig !== undefined && url.pathname === '/config.json') {
    response.writeHead(200, {
      ...headers,
      'Content-Type': types['.json'] ?? 'application/json',
      'Cache-Control': 'no-cache',
    });
    response.end(overriddenConfig);
    return;
  }
  let file: string | undefined;
  try {
    file = await fileFor(url.pathname);
  } catch {
    file = undefined;
  }
  // Client-side routes fall back to the app shell; a missing asset is a real 404.
  const isAsset = url.pathname.startsWith('/assets/') || extname(url.pathname) !== '';
  if (!file && isAsset) {
    response.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Not found');
    return;
  }
  const path = file ?? join(root, 'index.html');
  const immutable = url.pathname.startsWith('/assets/');
  response.writeHead(200, {
    ...headers,
    'Content-Type': types[extname(path)] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(path).pipe(response);
});

server.listen(port, host, () => {
  console.log(`portal: http://localhost:${port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
