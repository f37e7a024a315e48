import { defineProject, mergeConfig } from 'vitest/config';
import { sharedConfig } from '../../vitest.shared.ts';

export default mergeConfig(
  sharedConfig,
  defineProject({
    test: {
      environment: 'node',
      // The rules are the product's contract with three other packages: every line is tested.
      coverage: { thresholds: { lines: 100, functions: 100, statements: 100, branches: 100 } },
    },
  }),
);
