// Named-import budgets, read from builds of the consumer app's src/budget/* entries with Vite
// (vite.budget.config.ts), esbuild (esbuild.budget.mjs) and Rollup (rollup.budget.config.mjs):
// what each named import makes a page load up front, and whether zod or the captcha come with
// it. Every budget holds in every bundler, unless its rule names the bundlers it holds in (and
// says why); elsewhere it is measured and reported.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** zod's schemas keep their internals under `_zod` (a property name minifiers leave alone). */
export const zodMarker = /\b_zod\b/;
/** react-google-recaptcha and Google's script loader. */
export const captchaMarker = /recaptcha/i;

/** The budgets, by entry of the budget builds (gzip bytes of what loads up front). */
export const budgets = [
  { entry: 'src/budget/parse-rsa-id.ts', label: 'parseRsaId', maxGzipBytes: 2560, noZod: true },
  {
    entry: 'src/budget/create-login-flow.ts',
    label: 'createLoginFlow',
    // With its form's declaration (validators' `loginForm`: values, required fields, labels),
    // 7.3-8.2 KB; 8 KB before the flows took their forms from the declarations (issue 45).
    maxGzipBytes: 9216,
    noZod: true,
  },
  { entry: 'src/budget/button.ts', label: 'Button', maxGzipBytes: 2560, noCaptchaChunk: true },
  // The README's sign-in (createLoginFlow + createUserServiceClient) with the reply check loaded
  // by a function, as the README passes it: no zod up front, in every bundler. (esbuild puts in a
  // chunk every module an imported package index re-exports that any chunk uses: the flows and
  // the client import the zod-free entries, validators/portal, /forms, /rules and contract/tables, so the
  // lazy `/checks` keeps the schemas; docs/decisions.md.)
  {
    entry: 'src/budget/sign-in-check-lazy.ts',
    label: 'sign-in, reply check lazy',
    // 13.2-15.7 KB with the forms' declarations (esbuild brings every form `/forms` re-exports
    // that the lazy checks use); 15 KB before issue 45.
    maxGzipBytes: 17408,
    noZod: true,
  },
  // The same with the check passed as it is: measured, for the comparison the README states.
  { entry: 'src/budget/sign-in-check-eager.ts', label: 'sign-in, reply check eager' },
];

/**
 * The bundlers the budgets are measured in: each build's folder and its manifest (Vite's own;
 * for esbuild and Rollup one in Vite's shape that their budget build writes).
 */
export const bundlers = [
  { name: 'vite', outDir: 'dist-budget', manifest: '.vite/manifest.json' },
  { name: 'esbuild', outDir: 'dist-budget-esbuild', manifest: 'manifest.json' },
  { name: 'rollup', outDir: 'dist-budget-rollup', manifest: 'manifest.json' },
];

/** Manifest keys an entry loads up front (itself and its static imports, transitively). */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** Every manifest key an entry may ever load (static and dynamic imports, transitively). */
export function fullClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  const chunk = manifest[key] ?? {};
  for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
    fullClosure(manifest, imported, seen);
  }
  return seen;
}

/**
 * Measures every budget in `dist` (a build with a manifest at `manifestPath`, Vite's shape);
 * `failures` is empty when all hold, `sizes` has the gzip bytes up front by label.
 */
export function measureBudgets(
  dist,
  rules = budgets,
  manifestPath = '.vite/manifest.json',
  bundler = 'vite',
) {
  const manifest = JSON.parse(readFileSync(join(dist, manifestPath), 'utf8'));
  const code = (key) => readFileSync(join(dist, manifest[key].file), 'utf8');
  const lines = [];
  const failures = [];
  const sizes = {};
  for (const rule of rules) {
    if (!manifest[rule.entry]) {
      failures.push(`${rule.label}: no entry ${rule.entry} in the build`);
      continue;
    }
    const upFront = [...staticClosure(manifest, rule.entry)];
    const bytes = upFront.reduce((sum, key) => sum + gzipSync(code(key)).length, 0);
    sizes[rule.label] = bytes;
    const withZod = upFront.some((key) => zodMarker.test(code(key)));
    const captcha = [...fullClosure(manifest, rule.entry)].some((key) =>
      captchaMarker.test(code(key)),
    );
    const held = rule.bundlers === undefined || rule.bundlers.includes(bundler);
    lines.push(
      `${rule.label}: ${(bytes / 1024).toFixed(2)} KB gzip up front, ${withZod ? 'with' : 'no'} zod${
        rule.noCaptchaChunk ? `, ${captcha ? 'a' : 'no'} captcha chunk` : ''
      }${held ? '' : ' (measured only)'}`,
    );
    if (!held) continue;
    if (rule.maxGzipBytes !== undefined && bytes > rule.maxGzipBytes) {
      failures.push(`${rule.label}: ${bytes} B gzip is over ${rule.maxGzipBytes} B`);
    }
    if (rule.noZod && withZod) {
      const path = manifest[rule.entry].zodPath;
      failures.push(`${rule.label}: zod is loaded up front${path ? `, through ${path}` : ''}`);
    }
    if (rule.noCaptchaChunk && captcha) failures.push(`${rule.label}: brings the captcha chunk`);
  }
  return { lines, failures, sizes };
}
