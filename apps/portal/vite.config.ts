import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@forecourt/source', ...defaultClientConditions] },
  // The prerender build (server/prerender.ts) reads the workspace packages from source too.
  ssr: { resolve: { conditions: ['@forecourt/source', ...defaultServerConditions] } },
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: true,
    // Every browser the es2022 target covers supports <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    cssCodeSplit: false,
  },
});
