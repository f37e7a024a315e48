// The Chromium of every browser run in the repository, declared once: the e2e and Storybook
// suites, the consumer suite's sign-ins, the bundle checks and the bench. The scripts import this
// file too (Node runs its TypeScript as it is).
import { existsSync } from 'node:fs';

/** Debian's Chromium, the full browser as people run it: the bench measures loading in it. */
export const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';

const headlessShell = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The suites' Chromium: Debian's `chromium-headless-shell` where it is installed (scripts/test.sh
 * installs it), Chromium's own headless build and the one Playwright runs headless by default.
 * The same Blink as the full browser at about a third less CPU on two cores; without it, the full
 * browser. `PLAYWRIGHT_CHROMIUM_PATH` names one binary for every run.
 */
export const suiteChromiumPath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ??
  (existsSync(headlessShell) ? headlessShell : chromiumPath);

/** Switches for every run: no GPU, no sandbox (root in CI), no background traffic. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];
