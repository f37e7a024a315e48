import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as root from './index.ts';
import * as portal from './portal.ts';
import * as rules from './rules.ts';

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
// that index re-exports, and that some other chunk uses, into the chunk that imports it. So the
// entries a first chunk imports must not reach a schema: a page whose schemas load late would get
// zod up front all the same.
describe.each([
  ['@forecourt/validators/rules', 'rules.ts', rules],
  ['@forecourt/validators/portal', 'portal.ts', portal],
])('%s', (_entry, file, exports) => {
  it('reaches no zod (nor any other package)', () => {
    expect([...reachedPackages(join(here, file))]).toEqual([]);
  });

  it('exports what the root exports, the same values', () => {
    for (const [name, value] of Object.entries(exports)) {
      expect(rootExports[name], name).toBe(value);
    }
  });
});

it('the root reaches zod (the check above would see it)', () => {
  expect(reachedPackages(join(here, 'index.ts'))).toContain('zod/mini');
});

it('the rules are every zod-free export of the root', () => {
  const withZod = [
    'adminLoginFormSchema',
    'customerRegistrationSchema',
    'dealerGroupRegistrationSchema',
    'dealerRegistrationSchema',
    'fields',
    'forgotPasswordFormSchema',
    'idLoginFormSchema',
    'loginFormSchema',
    'plainText',
    'shapeOf',
    'validateForm',
  ];
  expect(
    Object.keys(root)
      .filter((name) => !(name in rules))
      .sort(),
  ).toEqual(withZod);
});
