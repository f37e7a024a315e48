import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { reachedPackages } from '../../../imports.shared.ts';
import * as root from './index.ts';
import * as tables from './tables.ts';

const here = dirname(fileURLToPath(import.meta.url));
const rootExports: Record<string, unknown> = { ...root };

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
