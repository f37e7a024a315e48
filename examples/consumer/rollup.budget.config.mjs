// The named-import budgets built with Rollup: one entry per named import (src/budget/*), with
// the plugins ui-kit's README names for plain Rollup (node-resolve with `browser: true`,
// CommonJS, replace for `process.env.NODE_ENV`) and terser; React left out so that a
// component's own weight is measured. Writes dist-budget-rollup/ with a manifest.json in
// the shape of Vite's (`{ [key]: { file, imports, dynamicImports } }`, entries keyed by their
// source) for the budget check.
import { readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';

/** A `.css` import becomes a stylesheet asset: ui-kit ships built CSS, nothing to compile. */
function css() {
  return {
    name: 'css-asset',
    load(id) {
      if (!id.endsWith('.css')) return null;
      this.emitFile({ type: 'asset', name: basename(id), source: readFileSync(id) });
      return { code: '', moduleSideEffects: true };
    },
  };
}

/** manifest.json: each chunk's static and dynamic imports, entries keyed by their source. */
function manifest() {
  return {
    name: 'budget-manifest',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const keys = new Map(
        chunks.map((chunk) => [
          chunk.fileName,
          chunk.isEntry ? relative(process.cwd(), chunk.facadeModuleId) : chunk.fileName,
        ]),
      );
      const keysOf = (files) =>
        files.filter((file) => keys.has(file)).map((file) => keys.get(file));
      const entries = chunks.map((chunk) => [
        keys.get(chunk.fileName),
        {
          file: chunk.fileName,
          imports: keysOf(chunk.imports),
          dynamicImports: keysOf(chunk.dynamicImports),
        },
      ]);
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.json',
        source: `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`,
      });
    },
  };
}

export default {
  input: {
    'parse-rsa-id': 'src/budget/parse-rsa-id.ts',
    'create-login-flow': 'src/budget/create-login-flow.ts',
    button: 'src/budget/button.ts',
  },
  external: [/^react($|\/)/, /^react-dom($|\/)/],
  preserveEntrySignatures: 'exports-only',
  plugins: [
    css(),
    nodeResolve({ browser: true }),
    commonjs(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': '"production"' } }),
    terser(),
    manifest(),
  ],
  output: {
    dir: 'dist-budget-rollup',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
  },
  onwarn(warning, warn) {
    // Radix's "use client" directives mean nothing in a plain bundle.
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    warn(warning);
  },
};
