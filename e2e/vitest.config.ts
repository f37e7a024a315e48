import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedConfig } from '../vitest.shared.ts';

// The flows against the real user service in Node (flows/*.test.ts); Playwright runs tests/.
export default mergeConfig(
  sharedConfig,
  defineConfig({
    test: {
      environment: 'node',
      include: ['flows/**/*.test.ts'],
      // Starting the service and migrating its database takes seconds on two busy cores.
      hookTimeout: 60_000,
      testTimeout: 60_000,
    },
  }),
);
