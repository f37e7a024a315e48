#!/usr/bin/env node
// The README's screenshots of the customer login screen in the portal's three languages
// (docs/portal-login.png, -af.png, -zu.png), taken in Chromium from the production build served
// by the portal's preview server, at 1280 x 860, in the browser's language (no stored choice).
// Usage, after `pnpm --filter @forecourt/portal build`:
//   flock /tmp/forecourt-heavy.lock node scripts/screenshots/login.mjs
import { join } from 'node:path';
import { interactiveMark, loadChromium, playwrightLaunch } from '../perf/lib/browser.mjs';
import { startPortal } from '../perf/lib/servers.mjs';

const docs = join(import.meta.dirname, '..', '..', 'docs');
const shots = [
  { locale: 'en-ZA', file: 'portal-login.png', lang: 'en-ZA' },
  { locale: 'af-ZA', file: 'portal-login-af.png', lang: 'af' },
  { locale: 'zu-ZA', file: 'portal-login-zu.png', lang: 'zu' },
];

const chromium = await loadChromium();
const browser = await chromium.launch(playwrightLaunch());
const portal = await startPortal();
try {
  for (const shot of shots) {
    const context = await browser.newContext({
      locale: shot.locale,
      viewport: { width: 1280, height: 860 },
    });
    const page = await context.newPage();
    await page.goto(`${portal.origin}/login/customer`);
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      interactiveMark,
    );
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== shot.lang)
      throw new Error(`${shot.file}: the page is in ${lang}, not ${shot.lang}`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(docs, shot.file) });
    await context.close();
    process.stdout.write(`screenshots: docs/${shot.file} (${shot.lang})\n`);
  }
} finally {
  await portal.stop();
  await browser.close();
}
