// Builds what the portal is measured against, with the portal's Vite version, React plugin and
// build settings (target es2022, manifest, source maps):
// - the React floor (react-floor/), the React + TanStack Router floor (router-floor/), the
//   same-form floor (form-floor/: the router floor with a portal page's own fields) and the
//   design-card floor (card-floor/: the router floor's form using the design card's libraries),
//   from this repo, with the portal's vanilla-extract plugin and workspace packages from source;
// - Supabase Auth UI (peers/supabase/), installed from the npm registry into .peers/ on first
//   use and built with the workspace's React (deduped: its own React 18 dependency is not used).
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions } from 'vite';
import { repoRoot } from './route-assets.mjs';

const perfDir = join(import.meta.dirname, '..');

async function viteBuild(root, extra = {}) {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), vanillaExtractPlugin()],
    // Workspace packages from source, as the portal reads them.
    resolve: { conditions: ['@forecourt/source', ...defaultClientConditions] },
    ...extra,
    build: {
      target: 'es2022',
      manifest: true,
      sourcemap: true,
      outDir: join(root, 'dist'),
      emptyOutDir: true,
      ...extra.build,
    },
  });
  return join(root, 'dist');
}

/**
 * Builds a floor of this folder ('react-floor', 'router-floor', 'form-floor' or 'card-floor') quietly; returns
 * its dist.
 */
export function buildFloor(name = 'react-floor') {
  return viteBuild(join(perfDir, name));
}

/** The Supabase Auth UI versions the bench measures. */
export const supabasePackages = ['@supabase/auth-ui-react@0.4.7', '@supabase/supabase-js@2.119.1'];

/**
 * Builds Supabase Auth UI's sign-in page (peers/supabase) against the packages installed with
 * npm into scripts/perf/.peers/supabase (installed once; the folder is ignored by git).
 */
export function buildSupabase() {
  const root = join(perfDir, '.peers', 'supabase');
  mkdirSync(root, { recursive: true });
  const marker = join(root, 'node_modules', '@supabase', 'auth-ui-react', 'package.json');
  if (!existsSync(marker)) {
    const install = spawnSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--no-save', '--prefix', root, ...supabasePackages],
      { encoding: 'utf8' },
    );
    if (install.status !== 0) {
      throw new Error(`npm install of Supabase Auth UI failed:\n${install.stderr}`);
    }
  }
  for (const file of ['index.html', 'main.jsx']) {
    copyFileSync(join(perfDir, 'peers', 'supabase', file), join(root, file));
  }
  const workspaceModules = join(repoRoot, 'node_modules');
  return viteBuild(root, {
    resolve: {
      // One React: the workspace's 19, as the portal and the floors use.
      alias: [{ find: /^(react|react-dom)(\/.*)?$/, replacement: `${workspaceModules}/$1$2` }],
    },
  });
}

if (import.meta.main) {
  for (const name of ['react-floor', 'router-floor', 'form-floor', 'card-floor']) {
    process.stdout.write(`${name} built in ${await buildFloor(name)}\n`);
  }
  if (process.argv.includes('--peers')) {
    process.stdout.write(`Supabase Auth UI built in ${await buildSupabase()}\n`);
  }
}
