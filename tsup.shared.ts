import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defineConfig, type Options } from 'tsup';

/** `'use client'` (either quotes) as a source module's first statement, after any comments. */
const useClient = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use client\1/;

/**
 * Puts each source entry's `'use client'` back at the top of its output (`src/react.ts` ->
 * `dist/react.js`). The build's Rollup tree-shaking pass drops module-level directives, and
 * without that pass esbuild's output tree-shakes worse in a consumer's esbuild build (ui-kit's
 * Button went over its budget). The directive is declared once, in the source entry; the source
 * map moves down the one line it adds. scripts/check-packages.mjs checks the packed result.
 */
export async function keepClientDirectives(dist = 'dist', src = 'src') {
  for (const file of await readdir(dist, { recursive: true })) {
    if (!file.endsWith('.js')) continue;
    const base = file.slice(0, -'.js'.length);
    const sources = await Promise.all(
      ['.ts', '.tsx'].map((ext) => readFile(join(src, `${base}${ext}`), 'utf8').catch(() => '')),
    );
    if (!sources.some((text) => useClient.test(text))) continue;
    const output = join(dist, file);
    const code = await readFile(output, 'utf8');
    if (useClient.test(code)) continue;
    await writeFile(output, `'use client';\n${code}`);
    const mapFile = `${output}.map`;
    const map = JSON.parse(await readFile(mapFile, 'utf8').catch(() => 'null'));
    if (map) await writeFile(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
  }
}

/**
 * The build every published package shares: ESM, declarations, source maps, deps external, and
 * each entry's `'use client'` kept (keepClientDirectives). A package's own `onSuccess` runs after.
 */
export function packageBuild({ onSuccess, ...options }: Options = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm'],
    target: 'es2022',
    dts: true,
    sourcemap: true,
    clean: true,
    treeshake: true,
    ...options,
    async onSuccess() {
      await keepClientDirectives();
      if (typeof onSuccess === 'function') await onSuccess();
    },
  });
}
