import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { ceilingOf } from './budget.mjs';
import { MappingError, pageStylesheets, resolveRoutes } from './lib/route-assets.mjs';

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
  assert.equal(ceilingOf(1.2, undefined, 0.02), 1.2);
});

test('a route above its goal may grow by the ratchet over its record, no more', () => {
  assert.equal(ceilingOf(1.2, 1.37, 0.02), 1.397);
});

test('a record under the goal leaves the goal as the ceiling', () => {
  assert.equal(ceilingOf(1.2, 1.09, 0.02), 1.2);
});

test('a route just under its goal keeps the ratchet as room over its record', () => {
  assert.equal(ceilingOf(1.25, 1.249, 0.02), 1.273);
});

const manifest = {
  'src/main.tsx': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_framework'],
    dynamicImports: [
      'src/screens/login/login-screen.tsx',
      'src/services/app-services.ts',
      'src/shell/toast-host.tsx',
    ],
  },
  _framework: { file: 'assets/framework.js' },
  'src/screens/login/login-screen.tsx': {
    file: 'assets/login.js',
    isDynamicEntry: true,
    imports: ['_framework'],
  },
  'src/services/app-services.ts': { file: 'assets/services.js', isDynamicEntry: true },
  'src/shell/toast-host.tsx': { file: 'assets/toasts.js', isDynamicEntry: true },
};
const pages = {
  '/login/customer': {
    screen: ['src/screens/login/login-screen.tsx'],
    startUp: ['src/services/app-services.ts'],
  },
};
const budget = {
  routes: [{ url: '/login/customer' }],
  eager: [],
  onDemand: ['src/shell/toast-host.tsx'],
};

test('a route is the page the build wrote: its screen modules, and start-up apart', () => {
  const { entry, routes } = resolveRoutes(budget, manifest, pages);
  assert.equal(entry, 'src/main.tsx');
  assert.deepEqual(routes[0].lazy, ['src/screens/login/login-screen.tsx']);
  assert.deepEqual(routes[0].startUp, ['src/services/app-services.ts']);
});

test('a budgeted URL the build did not write, or a lazy chunk nobody accounts for, is a mapping error', () => {
  assert.throws(
    () => resolveRoutes({ ...budget, routes: [{ url: '/nowhere' }] }, manifest, pages),
    MappingError,
  );
  assert.throws(() => resolveRoutes({ ...budget, onDemand: [] }, manifest, pages), /toast-host/);
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
