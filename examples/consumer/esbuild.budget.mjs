// The named-import budgets built with esbuild: one build per named import (src/budget/*), each
// its own app, with code splitting on, minified, React left out so that a component's own weight
// is measured. (One build of every entry would share chunks between them: esbuild puts every
// module a package index re-exports, and that some chunk uses, in the chunks of each entry that
// imports the index, so one entry's lazy zod would count against all.)
// Writes dist-budget-esbuild/<entry>/ and, from esbuild's metafiles, a manifest.json in the shape
// of Vite's (`{ [key]: { file, imports, dynamicImports } }`, entries keyed by their source) for
// the budget check. `.css` imports need nothing: esbuild bundles them into a stylesheet beside
// the chunk.
import { readdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { build } from 'esbuild';

const outdir = 'dist-budget-esbuild';
const manifest = {};
for (const file of readdirSync('src/budget')) {
  const name = file.replace(/\.ts$/, '');
  const { metafile } = await build({
    entryPoints: { [name]: `src/budget/${file}` },
    outdir: `${outdir}/${name}`,
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
  const keyOf = (output) => metafile.outputs[output]?.entryPoint ?? relative(outdir, output);
  for (const [output, { imports }] of Object.entries(metafile.outputs)) {
    if (!output.endsWith('.js')) continue;
    const internal = imports.filter((entry) => !entry.external && entry.path.endsWith('.js'));
    manifest[keyOf(output)] = {
      file: relative(outdir, output),
      imports: internal.filter((e) => e.kind === 'import-statement').map((e) => keyOf(e.path)),
      dynamicImports: internal.filter((e) => e.kind === 'dynamic-import').map((e) => keyOf(e.path)),
    };
  }
}
writeFileSync(`${outdir}/manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
