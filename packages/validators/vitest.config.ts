import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedConfig } from '../../vitest.shared.ts';

// defineConfig rather than defineProject: coverage thresholds are a root-level option, and this
// package's tests run on their own.
export default mergeConfig(
  sharedConfig,
  defineConfig({
    test: {
      environment: 'node',
      // The rules are the contract of three other packages: every line and branch is tested.
      coverage: { thresholds: { lines: 100, functions: 100, statements: 100, branches: 100 } },
    },
  }),
);
