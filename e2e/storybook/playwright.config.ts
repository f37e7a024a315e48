import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, suiteChromiumPath } from '../chromium.ts';

const port = 6106;

/** Runs axe over every story of the built Storybook in Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  testMatch: [
    'stories-a11y.spec.ts',
    'stories-languages.spec.ts',
    'stories-helpers.spec.ts',
    'stories-docs.spec.ts',
    'stories-states.spec.ts',
    'stories-side-by-side.spec.ts',
    'stories-forced-colors.spec.ts',
  ],
  outputDir: '../test-results/storybook',
  // Three workers on two cores: with two, a third of the cores sat idle while the browsers and
  // the runner waited on each other; three took the suite from 4.1 to 3.3 min here. Tests that
  // share a page are grouped (a theme's half of the stories, a half of the component docs pages, a
  // language, the state stories: `mode: 'default'` in their describe); every other test, a
  // screen's docs page, goes to whichever worker is free.
  fullyParallel: true,
  workers: 3,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '../reports/storybook.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: suiteChromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: 'node static-server.ts',
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    env: { STORYBOOK_PORT: String(port) },
  },
});
