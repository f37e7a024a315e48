// Compression for the preview server, as any production web server does it (docs/deployment.md):
// brotli when the browser takes it, gzip otherwise, for text types only. Files are compressed
// once per version (path and modification time) and kept in memory.
import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** A content coding the server can send ('identity': as it is). */
export type Encoding = 'br' | 'gzip' | 'identity';

const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.map', '.txt']);
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const cache = new Map<string, Buffer>();

/** The coding to use for a file and an `Accept-Encoding` header, or undefined to send it as is. */
export function chooseEncoding(
  path: string,
  acceptEncoding: string | undefined,
): Exclude<Encoding, 'identity'> | undefined {
  if (!compressible.has(extname(path))) return undefined;
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => q === undefined || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** `text` compressed with `encoding`. */
export async function compress(text: Buffer | string, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') return brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  if (encoding === 'gzip') return gzipAsync(text, { level: 9 });
  return Buffer.from(text);
}

/** The file compressed with `encoding`, from memory when this version was compressed before. */
export async function compressedFile(path: string, encoding: Encoding): Promise<Buffer> {
  const { mtimeMs, size } = await stat(path);
  const key = `${encoding}:${path}:${mtimeMs}:${size}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const body = await compress(await readFile(path), encoding);
  cache.set(key, body);
  return body;
}
