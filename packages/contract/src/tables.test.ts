import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import * as root from './index.ts';
import * as tables from './tables.ts';

const here = dirname(fileURLToPath(import.meta.url));
const rootExports: Record<string, unknown> = { ...root };

/** What a module imports for its values (type-only imports and re-exports are erased). */
function valueImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const statements = /^(?:import|export)(?!\s+type\b)[^;]*?from\s+'([^']+)';/gms;
  return [...code.matchAll(statements)].map((match) => match[1] as string);
}

/** Every bare specifier the module `file` reaches through value imports of this package's files. */
function reachedPackages(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  for (const specifier of valueImports(file)) {
    if (!specifier.startsWith('.')) packages.add(specifier);
    else
      for (const name of reachedPackages(join(dirname(file), specifier), seen)) packages.add(name);
  }
  return packages;
}

// A bundler that keeps an imported package index whole in a chunk (esbuild) brings every module
// that index re-exports, and that some other chunk uses, into the chunk that imports it. A client
// that routes calls from `/tables` while its reply check loads late must not reach a schema.
it('the tables reach no zod, only the texts of validators', () => {
  expect([...reachedPackages(join(here, 'tables.ts'))]).toEqual(['@forecourt/validators/texts']);
});

it('the root reaches zod (the check above would see it)', () => {
  expect(reachedPackages(join(here, 'index.ts'))).toContain('zod/mini');
});

it('the tables export what the root exports, the same values', () => {
  for (const [name, value] of Object.entries(tables)) {
    expect(rootExports[name], name).toBe(value);
  }
});

it('the tables hold no schema', () => {
  expect(Object.keys(tables).filter((name) => /schema/i.test(name))).toEqual([]);
  expect(Object.keys(tables).sort()).toEqual(
    [
      'apiBasePath',
      'captchaHeader',
      'classifyOutcome',
      'composeMessage',
      'endpointErrors',
      'errorCodes',
      'fillPath',
      'flowHandleRefusals',
      'isErrorCode',
      'isStatusWord',
      'maskContact',
      'maskEmail',
      'maskIdNumber',
      'maskMobile',
      'routes',
      'statusWords',
      'tokenHeader',
      'usernameTakenMessage',
    ].sort(),
  );
});
