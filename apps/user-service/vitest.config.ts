import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedConfig } from '../../vitest.shared.ts';

// Every suite runs on the embedded PGlite; when DATABASE_URL names a real Postgres (CI sets it),
// every suite runs a second time against that server.
const postgresUrl = process.env.DATABASE_URL;

export default mergeConfig(
  sharedConfig,
  defineConfig({
    test: {
      environment: 'node',
      // Two workers: this package's suites, run once on PGlite and once on Postgres, are the turbo
      // step's long pole, and on one worker they left a core idle once every other task had ended.
      maxWorkers: 2,
      // Creating and migrating a database takes seconds on a loaded two-core machine: a worker's
      // first start builds its migrated PGlite image (once over 60 s at the start of CI's turbo
      // step), and the tests that start the service as its own process, or through runServer,
      // create a PGlite of their own (over 30 s with two workers beside the other packages' tasks).
      hookTimeout: 180_000,
      testTimeout: 90_000,
      // What the PGlite-only run reaches (a Postgres run covers more of db/database.ts).
      coverage: { thresholds: { lines: 95, statements: 93, functions: 95, branches: 84 } },
      // PRIVATE_POSTGRES_TESTS picks the one project that runs the tests with a Postgres cluster
      // of their own (src/faults.test.ts): the postgres one when there is one.
      projects: [
        {
          extends: true,
          test: {
            name: 'pglite',
            env: { DATABASE_URL: '', PRIVATE_POSTGRES_TESTS: postgresUrl ? '' : '1' },
          },
        },
        ...(postgresUrl
          ? [
              {
                extends: true,
                test: {
                  name: 'postgres',
                  env: { DATABASE_URL: postgresUrl, PRIVATE_POSTGRES_TESTS: '1' },
                },
              },
            ]
          : []),
      ],
    },
  }),
);
