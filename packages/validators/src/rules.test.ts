import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reachedPackages } from '../../../imports.shared.ts';
import * as forms from './forms.ts';
import * as root from './index.ts';
import * as portal from './portal.ts';
import * as rules from './rules.ts';

const here = dirname(fileURLToPath(import.meta.url));
const rootExports: Record<string, unknown> = { ...root };

// A bundler that keeps an imported package index whole in a chunk (esbuild) brings every module
// that index re-exports, and that some other chunk uses, into the chunk that imports it. So the
// entries a first chunk imports must not reach a schema: a page whose schemas load late would get
// zod up front all the same.
describe.each([
  ['@forecourt/validators/rules', 'rules.ts', rules],
  ['@forecourt/validators/forms', 'forms.ts', forms],
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
