// Chromium through playwright-core, borrowed from the e2e package (it is not a root dependency).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../../../e2e/chromium.ts';
import { repoRoot } from './route-assets.mjs';

export { chromiumPath };

/** Flags for every headless run here: the suites' own, and nothing off the machine. */
export const chromiumFlags = [
  '--headless=new',
  ...chromiumArgs,
  // Every name but loopback fails to resolve, so an outside request fails fast and is recorded.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/** Launch options for playwright-core, which adds its own headless switch. */
export const playwrightLaunch = () => ({
  executablePath: chromiumPath,
  args: chromiumFlags.filter((flag) => !flag.startsWith('--headless')),
});

/** playwright-core's `chromium`, resolved through e2e -> @playwright/test -> playwright. */
export async function loadChromium() {
  const fromE2e = createRequire(join(repoRoot, 'e2e', 'package.json'));
  const fromTest = createRequire(fromE2e.resolve('@playwright/test/package.json'));
  const fromPlaywright = createRequire(fromTest.resolve('playwright/package.json'));
  const module = await import(fromPlaywright.resolve('playwright-core'));
  return module.chromium ?? module.default.chromium;
}

/** True for the hosts the captcha rule is about. */
export const isCaptchaUrl = (url) => /google\.com|gstatic\.com|recaptcha/i.test(url);
/** True for anything that leaves the machine. */
export const isOutside = (url) => {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:') return false;
  return !['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
};

/** The User Timing mark the portal sets once it has taken the page over (apps/portal app.tsx). */
export const interactiveMark = 'forecourt:interactive';

/**
 * Loads `url` and records every request with its wall-clock time, the first contentful paint,
 * the moment the portal took the page over (`interactiveMark`), and the JS and CSS requested
 * before the first paint, before that moment, and once the network is idle.
 */
export async function traceLoad(browser, url) {
  const context = await browser.newContext();
  // Outside hosts are refused here too, in case a resolver rule is ever bypassed.
  await context.route(
    (target) => isOutside(target.href),
    (route) => route.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  // Room for every file of a page in its Resource Timing buffer (250 by default).
  await page.addInitScript(() => performance.setResourceTimingBufferSize(1000));
  const requests = [];
  page.on('request', (request) => requests.push({ url: request.url(), at: Date.now() }));
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 15000 });
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    interactiveMark,
    { timeout: 15000 },
  );
  await page.waitForLoadState('networkidle');
  // Idle callbacks and timers may ask for more after the network first goes quiet.
  await page.waitForTimeout(1500);
  // Times of the page's own files come from its Resource Timing entries, on the same clock as
  // the paint and the takeover mark: a request event reaches this process some milliseconds
  // after the browser sent the request, which on loopback can be after the takeover itself.
  const { resources, ...times } = await page.evaluate((mark) => {
    const at = (entry) => (entry ? performance.timeOrigin + entry.startTime : undefined);
    return {
      firstPaintAt: at(performance.getEntriesByName('first-contentful-paint')[0]),
      interactiveAt: at(performance.getEntriesByName(mark)[0]),
      resources: performance
        .getEntriesByType('resource')
        .map((entry) => ({ url: entry.name, at: at(entry) })),
    };
  }, interactiveMark);
  await context.close();
  const assets = (until) =>
    resources
      .filter((r) => r.at <= until && /\/assets\/.+\.(js|css)$/.test(new URL(r.url).pathname))
      .map((r) => new URL(r.url).pathname.slice(1));
  return {
    requests,
    ...times,
    beforePaint: assets(times.firstPaintAt ?? 0),
    beforeInteractive: assets(times.interactiveAt ?? Number.POSITIVE_INFINITY),
    afterIdle: assets(Number.POSITIVE_INFINITY),
  };
}

/**
 * Browser runs on this machine are serialised: re-runs this script under `flock` on the shared
 * browser lock and exits with its status, unless it already runs under it (`--locked`) or there
 * is no flock.
 */
export function underBrowserLock(lock = '/tmp/forecourt-browser.lock') {
  if (process.argv.includes('--locked') || spawnSync('flock', ['--version']).status !== 0) return;
  const child = spawnSync('flock', [lock, process.execPath, ...process.argv.slice(1), '--locked'], {
    stdio: 'inherit',
  });
  process.exit(child.status ?? 1);
}
