// The named-import budgets built with esbuild: one entry per named import (src/budget/*), code
// splitting on, minified, React left out so that a component's own weight is measured. Writes
// dist-budget-esbuild/ and, from esbuild's metafile, a manifest.json in the shape of Vite's
// (`{ [key]: { file, imports, dynamicImports } }`, entries keyed by their source) for the budget
// check. `.css` imports need nothing: esbuild bundles them into a stylesheet beside the chunk.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { build } from 'esbuild';

const outdir = 'dist-budget-esbuild';
const { metafile } = await build({
  entryPoints: {
    'parse-rsa-id': 'src/budget/parse-rsa-id.ts',
    'create-login-flow': 'src/budget/create-login-flow.ts',
    button: 'src/budget/button.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  metafile: true,
  chunkNames: 'chunks/[name]-[hash]',
  external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
});

const keyOf = (output) => metafile.outputs[output]?.entryPoint ?? output;
const manifest = {};
for (const [output, { imports }] of Object.entries(metafile.outputs)) {
  if (!output.endsWith('.js')) continue;
  const internal = imports.filter((entry) => !entry.external && entry.path.endsWith('.js'));
  manifest[keyOf(output)] = {
    file: relative(outdir, output),
    imports: internal.filter((e) => e.kind === 'import-statement').map((e) => keyOf(e.path)),
    dynamicImports: internal.filter((e) => e.kind === 'dynamic-import').map((e) => keyOf(e.path)),
  };
}
writeFileSync(`${outdir}/manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
