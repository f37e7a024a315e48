import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseEncoding, compressedFile } from './compression.ts';

describe('chooseEncoding', () => {
  it('prefers brotli, falls back to gzip, and leaves other types and refusals alone', () => {
    expect(chooseEncoding('/a.js', 'gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('/a.css', 'gzip')).toBe('gzip');
    expect(chooseEncoding('/a.html', 'br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('/a.js', undefined)).toBeUndefined();
    expect(chooseEncoding('/logo.png', 'br, gzip')).toBeUndefined();
  });
});

describe('compressedFile', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('compresses a file and follows a new version of it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'forecourt-compression-'));
    dirs.push(dir);
    const file = join(dir, 'app.js');
    await writeFile(file, 'console.log("one");'.repeat(50));
    expect(gunzipSync(await compressedFile(file, 'gzip')).toString()).toContain('"one"');
    await writeFile(file, 'console.log("two");'.repeat(50));
    await utimes(file, new Date(), new Date(Date.now() + 5000));
    expect(brotliDecompressSync(await compressedFile(file, 'br')).toString()).toContain('"two"');
    expect(gunzipSync(await compressedFile(file, 'gzip')).toString()).toContain('"two"');
  });
});
