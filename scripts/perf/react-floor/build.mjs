#!/usr/bin/env node
// Builds the React floor with the portal's Vite version, React plugin and build settings
// (target es2022, manifest, source maps) into scripts/perf/react-floor/dist.
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** Builds the floor quietly; returns its dist folder. */
export async function buildFloor() {
  const root = import.meta.dirname;
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      target: 'es2022',
      manifest: true,
      sourcemap: true,
      outDir: join(root, 'dist'),
      emptyOutDir: true,
    },
  });
  return join(root, 'dist');
}

if (import.meta.main) process.stdout.write(`floor built in ${await buildFloor()}\n`);
