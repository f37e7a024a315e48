import { defineConfig } from 'vite';

// One entry per named import (src/budget/*); the manifest says what each one loads up front.
// React stays out so that a component's own weight is measured.
export default defineConfig({
  build: {
    outDir: 'dist-budget',
    manifest: true,
    rollupOptions: {
      input: {
        'parse-rsa-id': 'src/budget/parse-rsa-id.ts',
        'create-login-flow': 'src/budget/create-login-flow.ts',
        button: 'src/budget/button.ts',
      },
      external: [/^react($|\/)/, /^react-dom($|\/)/],
      preserveEntrySignatures: 'exports-only',
    },
  },
});
