import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedConfig } from '../../vitest.shared.ts';

// defineConfig rather than defineProject: coverage thresholds are a root-level option.
export default mergeConfig(
  sharedConfig,
  defineConfig({
    test: {
      environment: 'node',
      coverage: { thresholds: { lines: 95, statements: 95, functions: 95, branches: 88 } },
    },
  }),
);
