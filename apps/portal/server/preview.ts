// Serves the production build with the portal's security headers (used by `pnpm start` and e2e).
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { chooseEncoding, compress, compressedFile } from './compression.ts';
import { headersFor, securityHeaders, startScriptHashFile } from './headers.ts';

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
// The hash of the pages' start script, which the build wrote beside them.
const startScriptSource = (await readFile(join(root, startScriptHashFile), 'utf8')).trim();
const headers = securityHeaders(apiOrigins, startScriptSource);

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
  if (info?.isFile()) return candidate;
  // A prerendered page: dist/<path>/index.html.
  if (info?.isDirectory()) return fileFor(join(urlPath, 'index.html'));
  return undefined;
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://portal');
  const accept = request.headers['accept-encoding'];
  if (overriddenConfig !== undefined && url.pathname === '/config.json') {
    const encoding = chooseEncoding(url.pathname, accept);
    const body = encoding ? await compress(overriddenConfig, encoding) : overriddenConfig;
    const type = types['.json'] ?? 'application/json';
    response.writeHead(200, {
      ...headersFor(type, headers),
      'Content-Type': type,
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    response.end(body);
    return;
  }
  let file: string | undefined;
  try {
    file = await fileFor(url.pathname);
  } catch {
    file = undefined;
  }
  // Prerendered pages are served as they are; other client-side routes fall back to the empty
  // app shell; a missing asset is a real 404.
  const isAsset = url.pathname.startsWith('/assets/') || extname(url.pathname) !== '';
  if (!file && isAsset) {
    response.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Not found');
    return;
  }
  const path = file ?? join(root, 'app-shell.html');
  const immutable = url.pathname.startsWith('/assets/');
  const encoding = chooseEncoding(path, accept);
  const type = types[extname(path)] ?? 'application/octet-stream';
  const common = {
    ...headersFor(type, headers),
    'Content-Type': type,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
  };
  if (!encoding) {
    response.writeHead(200, common);
    createReadStream(path).pipe(response);
    return;
  }
  const body = await compressedFile(path, encoding);
  response.writeHead(200, {
    ...common,
    'Content-Encoding': encoding,
    'Content-Length': body.length,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

const server = createServer((request, response) => {
  handle(request, response).catch((error: unknown) => {
    console.error('portal: could not serve', request.url, error);
    if (!response.headersSent)
      response.writeHead(500, { ...headers, 'Content-Type': 'text/plain' });
    response.end('Server error');
  });
});

server.listen(port, host, () => {
  console.log(`portal: http://localhost:${port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
