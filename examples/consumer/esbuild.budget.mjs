// The named-import budgets built with esbuild: one build per named import (src/budget/*), each
// its own app, with code splitting on, minified, React left out so that a component's own weight
// is measured. (One build of every entry would share chunks between them: esbuild puts every
// module a package index re-exports, and that some chunk uses, in the chunks of each entry that
// imports the index, so one entry's lazy zod would count against all.)
// Writes dist-budget-esbuild/<entry>/ and, from esbuild's metafiles, a manifest.json in the shape
// of Vite's (`{ [key]: { file, imports, dynamicImports } }`, entries keyed by their source) for
// the budget check, each entry that reaches zod statically with the way it does (`zodPath`). `.css` imports need nothing: esbuild bundles them into a stylesheet beside
// the chunk.
import { readdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { build } from 'esbuild';

const outdir = 'dist-budget-esbuild';
const manifest = {};
const short = (path) => path.replace(/^.*node_modules\//, '');

/**
 * How `entry` reaches zod through static imports of files the build kept, shortest first: what
 * a failed no-zod budget names, since in esbuild one import of a package index is enough (every
 * module the index re-exports that any chunk uses joins the importer's chunk).
 */
function zodPath(metafile, entry) {
  const live = new Set(Object.values(metafile.outputs).flatMap((o) => Object.keys(o.inputs)));
  const previous = new Map([[entry, null]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const { path, kind } of metafile.inputs[file]?.imports ?? []) {
      if (kind !== 'import-statement' || previous.has(path)) continue;
      previous.set(path, file);
      if (/node_modules\/zod\//.test(path)) {
        const chain = [];
        for (let at = path; at; at = previous.get(at)) chain.unshift(short(at));
        return chain.join(' -> ');
      }
      if (live.has(path)) queue.push(path);
    }
  }
  return undefined;
}

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
  const entry = `src/budget/${file}`;
  const path = zodPath(metafile, entry);
  if (path && manifest[entry]) manifest[entry].zodPath = path;
}
writeFileSync(`${outdir}/manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
