// Serves the built Storybook (storybook-static/) for the accessibility run over every story.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../storybook-static');
const port = Number(process.env.STORYBOOK_PORT ?? 6106);
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://storybook');
  const file = normalize(
    join(root, pathname === '/' ? 'index.html' : decodeURIComponent(pathname)),
  );
  const info = file.startsWith(root) ? await stat(file).catch(() => undefined) : undefined;
  if (!info?.isFile()) {
    response.writeHead(404).end('Not found');
    return;
  }
  response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
}).listen(port, '127.0.0.1', () => console.log(`storybook: http://127.0.0.1:${port}/`));
