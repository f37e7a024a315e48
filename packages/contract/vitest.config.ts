import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedConfig } from '../../vitest.shared.ts';

// defineConfig rather than defineProject: coverage thresholds are a root-level option.
export default mergeConfig(
  sharedConfig,
  defineConfig({
    test: {
      environment: 'node',
      // The API as data, which the portal and the service both trust: every line, branch and
      // function is tested today (100 % of each), and a change that leaves one untested fails.
      coverage: { thresholds: { lines: 100, functions: 100, statements: 100, branches: 100 } },
    },
  }),
);
