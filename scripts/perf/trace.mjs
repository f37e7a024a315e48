#!/usr/bin/env node
// Where a portal page's time to usable goes: loads a page of the bench (`portalPages`) as
// `pnpm bench` does (same throttling, same person, the stub user service) and prints, per load,
// every request (asked for, finished, priority, bytes on the wire), the first contentful paint,
// the person's first input into each field, their clicks and the form's submits, the takeover
// (the portal's `forecourt:interactive` mark) and the reaction, in ms from the document request.
// Measures the portal as built in apps/portal/dist (build it first). Holds the browser lock
// while it runs. Usage: node scripts/perf/trace.mjs /login/customer [loads]
import {
  interactiveMark,
  loadChromium,
  playwrightLaunch,
  underBrowserLock,
} from './lib/browser.mjs';
import { portalConfig, startPortal } from './lib/servers.mjs';
import { measureOnce, portalPages, startStubService } from './lib/usable.mjs';

const print = (text) => process.stdout.write(`${text}\n`);
underBrowserLock();

// In the page: the first input into each field, every click and submit (ms since its origin).
function recordPerson() {
  window.__traceEvents = [];
  const seen = new Set();
  const record = (event) => {
    const target = event.target;
    const name = target.name || target.id || target.getAttribute?.('aria-label') || target.tagName;
    const what = `${event.type} ${name}`;
    if (event.type === 'input' && seen.has(what)) return;
    seen.add(what);
    window.__traceEvents.push([performance.now(), `person: ${what}`]);
  };
  for (const type of ['input', 'click', 'submit']) document.addEventListener(type, record, true);
}

/** Records the requests of one load, and the page's own moments once it has reacted. */
function recorder() {
  const requests = new Map();
  let documentAt;
  const moments = [];
  return {
    async session(cdp, page) {
      await page.addInitScript(recordPerson);
      cdp.on('Network.requestWillBeSent', (event) => {
        const at = event.wallTime * 1000;
        documentAt ??= at;
        requests.set(event.requestId, {
          url: event.request.url.replace(/^https?:\/\/[^/]+/, ''),
          at,
          monotonic: event.timestamp,
          priority: event.request.initialPriority,
        });
      });
      cdp.on('Network.loadingFinished', (event) => {
        const request = requests.get(event.requestId);
        if (!request) return;
        request.took = (event.timestamp - request.monotonic) * 1000;
        request.bytes = event.encodedDataLength;
      });
    },
    async reacted(page) {
      const { origin, fcp, takeover, events } = await page.evaluate(
        (mark) => ({
          origin: performance.timeOrigin,
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          takeover: performance.getEntriesByName(mark)[0]?.startTime,
          events: window.__traceEvents ?? [],
        }),
        interactiveMark,
      );
      for (const [at, what] of events) moments.push([origin + at, what]);
      if (fcp !== undefined) moments.push([origin + fcp, 'first contentful paint']);
      if (takeover !== undefined) moments.push([origin + takeover, 'takeover']);
    },
    lines(usable) {
      const rows = [...requests.values()]
        .filter((r) => !r.url.startsWith('data:'))
        .map((r) => {
          const end =
            r.took === undefined ? 'unfinished' : `done ${Math.round(r.at - documentAt + r.took)}`;
          return [r.at, `${r.url}  ${r.priority}, ${end}, ${r.bytes ?? '-'} B`];
        });
      rows.push(...moments, [documentAt + usable, 'reaction']);
      return rows
        .sort((a, b) => a[0] - b[0])
        .map(([at, what]) => `${String(Math.round(at - documentAt)).padStart(6)}  ${what}`);
    },
  };
}

async function main() {
  const args = process.argv.slice(2).filter((a) => a !== '--locked');
  const [name, loads = '3'] = args;
  const [, path, persona] = portalPages.find(([page]) => page === name) ?? [];
  if (!persona) {
    print(
      `usage: node scripts/perf/trace.mjs <page> [loads]; pages: ${portalPages.map(([page]) => page).join(', ')}`,
    );
    process.exit(2);
  }
  const stub = await startStubService();
  const portal = await startPortal({
    PORTAL_CONFIG: portalConfig(stub.origin),
    PORTAL_API_ORIGINS: stub.origin,
  });
  const browser = await (await loadChromium()).launch(playwrightLaunch());
  try {
    // An unmeasured load first, as the bench does (the browser's own start-up).
    await measureOnce(browser, portal.origin + path, persona);
    for (let load = 1; load <= Number(loads); load += 1) {
      const watch = recorder();
      const { usable } = await measureOnce(browser, portal.origin + path, persona, 30_000, watch);
      print(`\n== ${name}, load ${load}: usable after ${Math.round(usable)} ms`);
      for (const line of watch.lines(usable)) print(line);
    }
  } finally {
    await browser.close();
    await portal.stop();
    await stub.stop();
  }
}

await main();
