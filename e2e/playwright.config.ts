import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, suiteChromiumPath } from './chromium.ts';
import { e2ePorts } from './ports.ts';

const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Two workers, each running whole files in order: with one, the browser, the runner and the two
  // servers left a third of two cores idle (waiting on each other); two took the suite from 4.5 to
  // 3.1 min here. Most tests make their own users (support/users.ts); the few that take a seeded
  // one through a code may meet another file's code inside its resend cooldown, which CI's retry
  // outlives (docs/decisions.md, 'CI's cores kept busy').
  fullyParallel: false,
  workers: 2,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${e2ePorts.portal}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: suiteChromiumPath, args: chromiumArgs },
      },
    },
  ],
  webServer: [
    {
      name: 'user-service',
      command: 'pnpm --filter @forecourt/user-service start',
      url: `http://127.0.0.1:${e2ePorts.service}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(e2ePorts.service),
        DATA_DIR: 'memory://',
        SITE_PORTS: e2ePorts.sites.join(','),
        PORTAL_ORIGINS: `http://localhost:${e2ePorts.portal},http://127.0.0.1:${e2ePorts.portal}`,
        NODE_ENV: 'test',
        DATABASE_URL: '',
        // Every browser of the suite is 127.0.0.1, and the suite registers more than ten people.
        REGISTRATION_SENDS_PER_HOUR: '10000',
      },
    },
    {
      name: 'portal',
      command: 'pnpm --filter @forecourt/portal preview',
      url: `http://127.0.0.1:${e2ePorts.portal}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORTAL_PORT: String(e2ePorts.portal),
        PORTAL_API_ORIGINS: `http://127.0.0.1:${e2ePorts.service} http://localhost:${e2ePorts.service}`,
        // The local environment of this file points at the e2e service and sites' ports.
        PORTAL_CONFIG_FILE: fileURLToPath(new URL('./support/portal-config.json', import.meta.url)),
      },
    },
  ],
});
