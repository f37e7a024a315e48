import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedConfig } from '../../vitest.shared.ts';

// defineConfig rather than defineProject: coverage thresholds are a root-level option.
export default mergeConfig(
  sharedConfig,
  defineConfig({
    plugins: [react(), vanillaExtractPlugin()],
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test-setup.ts'],
      coverage: {
        exclude: [
          // Test helpers: the routed-screen renderer, the test start-up and the fake service
          // the unit tests share with the screens' stories, and the stories' steps.
          'src/test/**',
          // The jsdom set-up of the unit tests.
          'src/test-setup.ts',
        ],
        // A little below what the suite reaches (statements 87.1, branches 74.7, functions 87.6,
        // lines 89.4 %). The gap is mostly start-up: edge/main.tsx (the browser entry, which runs on
        // import against the real page) and edge/start-language.ts have no unit tests yet; the
        // e2e suite covers them in Chromium. Without those two files the figures are above 95 %
        // of lines. Branches sit lowest because the registration forms' field variants
        // (descriptor-fields.tsx) are exercised by their stories and the e2e suite, not here.
        thresholds: { lines: 88, statements: 86, functions: 86, branches: 73 },
      },
    },
  }),
);
