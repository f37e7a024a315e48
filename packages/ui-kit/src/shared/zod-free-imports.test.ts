import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The kit's shipped modules (not tests, stories, docs pages or the unshipped patterns). */
const shipped = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
  (file) =>
    /\.tsx?$/.test(file) &&
    !/\.(test|test-d|stories|css)\.tsx?$/.test(file) &&
    !/^(patterns|docs|test)\//.test(file),
);

// The kit is one module in its build, imported by a page's first chunk. It takes the rules from
// `@forecourt/validators/portal` and `/rules`, never from the root: a bundler that keeps an
// imported index whole in a chunk (esbuild) would bring into the page's first chunk every schema
// that a lazy chunk (the flows' checks) uses, zod and all (docs/decisions.md, issue 46).
it('no shipped module imports a value from the root of @forecourt/validators', () => {
  const statements = /^import(?!\s+type\b)[^;]*?from\s+'@forecourt\/validators';/gms;
  const offenders = shipped.filter(
    (file) => readFileSync(join(src, file), 'utf8').match(statements) !== null,
  );
  expect(offenders).toEqual([]);
  expect(shipped).toContain('strength-meter/strength-meter.tsx');
});
