import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Workspace packages resolve to their TypeScript source in tests, so no build runs first. */
export const sourceCondition = '@forecourt/source';

/** The settings every workspace package's Vitest project shares. */
export const sharedConfig = defineConfig({
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
  test: {
    // Property tests and database suites share two cores with the rest of the pipeline.
    testTimeout: 20_000,
    // One module graph (and one jsdom) per worker, not per test file: the files leave no state
    // behind (no module state, testing-library's cleanup), and isolating each of them cost most of
    // the unit tests' time (portal 208 s -> 32 s, ui-kit 82 s -> 17 s, user service 325 s ->
    // 227 s on two busy cores).
    isolate: false,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    coverage: {
      provider: 'v8',
      include: ['src/**'],
      exclude: ['src/**/*.test.*', 'src/**/*.test-d.*', 'src/**/*.stories.*', 'src/**/index.ts'],
      reporter: ['text-summary', 'json-summary'],
    },
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'] },
  },
});
