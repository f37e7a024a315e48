#!/usr/bin/env node
// Checks the budget's static route -> files calculation against what Chromium really fetches
// (every file a page needs before the takeover is linked by the page itself: no waterfall), and
// the captcha rule, against the production build served by the portal's preview server.
// Usage: flock /tmp/forecourt-browser.lock node scripts/perf/check-requests.mjs  (after the build)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isCaptchaUrl, loadChromium, playwrightLaunch, traceLoad } from './lib/browser.mjs';
import { measureRoute, readManifest, resolveRoutes, table } from './lib/route-assets.mjs';
import { startPortal } from './lib/servers.mjs';

const print = (text) => process.stdout.write(`${text}\n`);
const budget = JSON.parse(readFileSync(join(import.meta.dirname, 'budget.json'), 'utf8'));

const difference = (a, b) => a.filter((x) => !b.includes(x));
const describe = (label, missing, extra) =>
  [
    missing.length ? `${label} predicted but not fetched: ${missing.join(', ')}` : '',
    extra.length ? `${label} fetched but not predicted: ${extra.join(', ')}` : '',
  ].filter(Boolean);

/**
 * Static prediction vs the browser, per route: the files the page links for its takeover must
 * all be fetched before the portal takes the page over, and nothing but those and start-up's
 * (what the start script asks for as the takeover's last file arrives: the first call's files,
 * the first step's enhancements) may be: nothing missing, and nothing requested only once some
 * other file had arrived (a waterfall). Start-up's files must be fetched too, before the
 * takeover or, on a network as fast as this one, just after it.
 */
export async function compareRoutes(browser, origin) {
  const manifest = readManifest();
  const { entry, routes } = resolveRoutes(budget, manifest);
  const rows = [];
  const notes = [];
  for (const route of routes) {
    const sizes = measureRoute(manifest, entry, route, budget.eager);
    const seen = await traceLoad(browser, origin + route.url);
    const takeover = [...sizes.initial.js, ...sizes.initial.css];
    const linked = [...sizes.linked.js, ...sizes.linked.css];
    const startUp = difference(linked, takeover);
    const differences = [
      ...describe(
        'before the takeover:',
        difference(takeover, seen.beforeInteractive),
        difference(seen.beforeInteractive, linked),
      ),
      ...describe("start-up's:", difference(startUp, seen.afterIdle), []),
    ];
    rows.push([
      route.url,
      takeover.length,
      startUp.length,
      seen.beforeInteractive.length,
      differences.length ? 'differs' : 'same',
      difference(seen.afterIdle, [...seen.beforeInteractive, ...startUp]).length,
    ]);
    for (const line of differences) notes.push(`${route.url} ${line}`);
  }
  return { rows, notes };
}

/** Header of `compareRoutes`' rows. */
export const routesHeader = [
  'route',
  'takeover files',
  "start-up's",
  'fetched before takeover',
  'match',
  'loaded after (idle, on use)',
];

/**
 * The captcha rule on landing and login: any captcha request at all, and any before first paint.
 * Run once with the served config as it is and once with a site key, so the real widget's loader
 * is exercised too (its requests fail: nothing leaves the machine, which is enough to time them).
 */
export async function captchaProbe(browser, origin, label) {
  const rows = [];
  for (const url of ['/', '/login/customer']) {
    const seen = await traceLoad(browser, origin + url);
    const captcha = seen.requests.filter((r) => isCaptchaUrl(r.url));
    const early = captcha.filter(
      (r) => seen.firstPaintAt === undefined || r.at < seen.firstPaintAt,
    );
    // No paint timing at all would hide an early request: count every one as early then.
    rows.push([
      label,
      url,
      captcha.length,
      early.length,
      captcha.length
        ? `+${captcha[0].at - Math.round(seen.firstPaintAt ?? 0)} ms after first paint`
        : '-',
    ]);
  }
  return rows;
}

/** A config whose local environment has Google's public test site key. */
export function configWithSiteKey() {
  const config = JSON.parse(
    readFileSync(
      join(import.meta.dirname, '..', '..', 'apps', 'portal', 'public', 'config.json'),
      'utf8',
    ),
  );
  config.environments.local.captchaSiteKey = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI';
  return JSON.stringify(config);
}

/** Runs both captcha probes against two preview servers; returns the table rows. */
export async function captchaRows(browser) {
  const rows = [];
  for (const [label, env] of [
    ['stand-in (no site key)', {}],
    ['real widget (test site key)', { PORTAL_CONFIG: configWithSiteKey() }],
  ]) {
    const portal = await startPortal(env);
    try {
      rows.push(...(await captchaProbe(browser, portal.origin, label)));
    } finally {
      await portal.stop();
    }
  }
  return rows;
}

export const captchaHeader = [
  'config',
  'route',
  'captcha requests',
  'before first paint',
  'first one',
];

async function main() {
  const chromium = await loadChromium();
  const browser = await chromium.launch(playwrightLaunch());
  const portal = await startPortal();
  try {
    const { rows, notes } = await compareRoutes(browser, portal.origin);
    print('Static calculation vs Chromium (JS+CSS files under /assets/)\n');
    print(table(routesHeader, rows));
    print(
      notes.length
        ? `\n${notes.join('\n')}`
        : '\nthe static calculation matches the browser on every route: each page loads what its takeover needs before it, the start-up files as its last one arrives, and nothing else before the takeover',
    );
    print('\nCaptcha requests (google.com, gstatic.com, recaptcha)\n');
    const captcha = await captchaRows(browser);
    print(table(captchaHeader, captcha));
    const captchaBroken = captcha.filter(
      ([, url, count, early]) => early > 0 || (url === '/' && count > 0),
    );
    if (captchaBroken.length) notes.push('the captcha rule is broken (see the table)');
    if (notes.length) process.exitCode = 1;
  } finally {
    await portal.stop();
    await browser.close();
  }
}

if (import.meta.main) await main();
