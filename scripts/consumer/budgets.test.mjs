import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { measureBudgets } from './budgets.mjs';

const dirs = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A fake build: `chunks` maps a manifest key to its code and imports. */
function build(chunks, manifestPath = '.vite/manifest.json') {
  const dist = mkdtempSync(join(tmpdir(), 'forecourt-budget-test-'));
  dirs.push(dist);
  mkdirSync(join(dist, '.vite'));
  const manifest = {};
  for (const [key, { code, imports = [], dynamicImports = [], zodPath }] of Object.entries(
    chunks,
  )) {
    const file = `${key.replace(/\W/g, '_')}.js`;
    writeFileSync(join(dist, file), code);
    manifest[key] = { file, imports, dynamicImports, ...(zodPath ? { zodPath } : {}) };
  }
  writeFileSync(join(dist, manifestPath), JSON.stringify(manifest));
  return dist;
}

const rules = [
  { entry: 'rsa.ts', label: 'parseRsaId', maxGzipBytes: 200, noZod: true },
  { entry: 'button.ts', label: 'Button', noCaptchaChunk: true },
];

describe('named-import budgets', () => {
  it('pass for a small entry without zod and a button without the captcha', () => {
    const dist = build({
      'rsa.ts': { code: 'export const parseRsaId = () => 1;' },
      'button.ts': { code: 'export const Button = () => null;' },
    });
    assert.deepEqual(measureBudgets(dist, rules).failures, []);
  });

  it('fail when zod arrives through a static import, or the size is over budget', () => {
    const dist = build({
      'rsa.ts': { code: `export const parseRsaId = () => 1; ${'x'.repeat(10)}`, imports: ['_z'] },
      _z: { code: `const s = { _zod: {} }; '${randomBytes(600).toString('base64')}';` },
      'button.ts': { code: 'export const Button = () => null;' },
    });
    const { failures } = measureBudgets(dist, rules);
    assert.ok(failures.includes('parseRsaId: zod is loaded up front'));
    assert.ok(failures.some((failure) => /^parseRsaId: \d+ B gzip is over 200 B$/.test(failure)));
  });

  it('name the way zod came when the build says it (esbuild)', () => {
    const dist = build({
      'rsa.ts': {
        code: 'export const parseRsaId = () => 1;',
        imports: ['_z'],
        zodPath: 'rsa.ts -> @forecourt/validators/dist/index.js -> zod/v4/core/core.js',
      },
      _z: { code: 'const s = { _zod: {} };' },
    });
    const only = [{ entry: 'rsa.ts', label: 'parseRsaId', noZod: true }];
    assert.deepEqual(measureBudgets(dist, only).failures, [
      'parseRsaId: zod is loaded up front, through rsa.ts -> @forecourt/validators/dist/index.js -> zod/v4/core/core.js',
    ]);
  });

  it('hold only in the bundlers a rule names, and are measured in the others', () => {
    const dist = build({
      'rsa.ts': { code: 'export const parseRsaId = () => 1;', imports: ['_z'] },
      _z: { code: 'const s = { _zod: {} };' },
    });
    const only = [{ entry: 'rsa.ts', label: 'parseRsaId', noZod: true, bundlers: ['rollup'] }];
    assert.deepEqual(measureBudgets(dist, only, undefined, 'rollup').failures, [
      'parseRsaId: zod is loaded up front',
    ]);
    const elsewhere = measureBudgets(dist, only, undefined, 'esbuild');
    assert.deepEqual(elsewhere.failures, []);
    assert.match(elsewhere.lines[0] ?? '', /with zod \(measured only\)$/);
  });

  it('do not count zod loaded later, but fail a button that can reach the captcha chunk', () => {
    const dist = build({
      'rsa.ts': { code: 'export const parseRsaId = () => 1;', dynamicImports: ['_z'] },
      _z: { code: 'const s = { _zod: {} };' },
      'button.ts': { code: 'export const Button = () => null;', dynamicImports: ['_c'] },
      _c: { code: 'export default "react-google-recaptcha";' },
    });
    assert.deepEqual(measureBudgets(dist, rules).failures, ['Button: brings the captcha chunk']);
  });

  it('read the manifest an esbuild or Rollup budget build writes, and report the sizes', () => {
    const dist = build(
      {
        'rsa.ts': { code: 'export const parseRsaId = () => 1;', imports: ['chunks/a.js'] },
        'chunks/a.js': { code: 'export const a = 2;' },
        'button.ts': { code: 'export const Button = () => null;' },
      },
      'manifest.json',
    );
    const { failures, sizes } = measureBudgets(dist, rules, 'manifest.json');
    assert.deepEqual(failures, []);
    assert.ok(sizes.parseRsaId > sizes.Button);
  });
});
