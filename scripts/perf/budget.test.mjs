import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { ceilingOf } from './budget.mjs';
import { lazyModulesByPath, pageStylesheets } from './lib/route-assets.mjs';

/** Runs `use` with a fresh temporary folder, removed afterwards. */
async function withTempDir(use) {
  const dir = await mkdtemp(join(tmpdir(), 'forecourt-perf-'));
  try {
    await use(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test('a route without a record is held to its goal', () => {
  assert.equal(ceilingOf(80_000, undefined, 0.02), 80_000);
});

test('a route above its goal may grow by the ratchet over its record, no more', () => {
  assert.equal(ceilingOf(80_000, 118_400, 0.02), 120_768);
});

test('a record under the goal leaves the goal as the ceiling', () => {
  assert.equal(ceilingOf(80_000, 70_000, 0.02), 80_000);
});

test('a goal met just under its limit is held: the ratchet does not reopen it', () => {
  assert.equal(ceilingOf(85_000, 84_300, 0.02), 85_000);
});

test('the route table is read for every module a route loads, the entry-only ones for none', async () => {
  await withTempDir(async (dir) => {
    const file = join(dir, 'routes.tsx');
    await writeFile(
      file,
      `export const routes = [
  { path: '/', load: () => Promise.resolve(Landing) },
  { path: 'login/$type', ...screen('./screens/login/login-screen.tsx', 'LoginScreen') },
  {
    path: 'register/dealer-group',
    ...screen('./screens/register/company-registration-screen.tsx', 'DealerGroupRegistration', [
      { module: './screens/register/autocomplete-field.tsx', preload: Autocomplete.preload },
    ]),
  },
];`,
    );
    assert.deepEqual(Object.fromEntries(lazyModulesByPath(file)), {
      '/': [],
      'login/$type': ['src/screens/login/login-screen.tsx'],
      'register/dealer-group': [
        'src/screens/register/company-registration-screen.tsx',
        'src/screens/register/autocomplete-field.tsx',
      ],
    });
  });
});

test("every page's stylesheet is read from the app shell the pages are made from", async () => {
  await withTempDir(async (dir) => {
    assert.deepEqual(pageStylesheets(dir), []);
    await writeFile(
      join(dir, 'app-shell.html'),
      '<head><link rel="stylesheet" crossorigin href="/assets/style-abc.css"></head>',
    );
    assert.deepEqual(pageStylesheets(dir), ['assets/style-abc.css']);
  });
});
