import { defineConfig } from 'tsup';

/** A production bundle of the service (`node dist/server.js`); dependencies stay external. */
export default defineConfig({
  entry: ['src/server.ts'],
  format: ['esm'],
  target: 'node22',
  platform: 'node',
  sourcemap: true,
  clean: true,
});
