import { defineConfig, type Options } from 'tsup';

/** The build every published package shares: ESM, declarations, source maps, deps external. */
export function packageBuild(options: Options = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm'],
    target: 'es2022',
    dts: true,
    sourcemap: true,
    clean: true,
    treeshake: true,
    ...options,
  });
}
