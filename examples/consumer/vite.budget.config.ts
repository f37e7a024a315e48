import { readdirSync } from 'node:fs';
import { defineConfig } from 'vite';

/** One entry per file of src/budget/, named after it. */
const budgetEntries = Object.fromEntries(
  readdirSync('src/budget').map((file) => [file.replace(/\.ts$/, ''), `src/budget/${file}`]),
);

// One entry per named import (src/budget/*); the manifest says what each one loads up front.
// React stays out so that a component's own weight is measured.
export default defineConfig({
  build: {
    outDir: 'dist-budget',
    manifest: true,
    rollupOptions: {
      input: budgetEntries,
      external: [/^react($|\/)/, /^react-dom($|\/)/],
      preserveEntrySignatures: 'exports-only',
    },
  },
});
