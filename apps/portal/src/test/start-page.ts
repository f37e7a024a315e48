import type { StartPage } from '../edge/start-script/handover.ts';
import { startPage } from '../edge/start-script/start-page.ts';

/**
 * A page for the start script as tests stand it in: a real (jsdom) or stand-in document and
 * fakes for the rest; what they leave out is a plain English page at /login/customer on
 * localhost, with storage that holds nothing.
 */
export type StartScriptPage = {
  document: unknown;
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  window?: Record<string, unknown>;
  navigator?: { languages: readonly string[]; language: string };
  location?: { pathname: string; hostname: string };
  PerformanceObserver?: unknown;
  performance?: { getEntriesByType(type: string): { name: string }[] };
};

/** The page `page` stands for, with the defaults filled in. */
export function startPageOf(
  page: StartScriptPage,
): StartPage & { window: Record<string, unknown> } {
  return {
    window: page.window ?? { localStorage: { getItem: () => null } },
    document: page.document as Document,
    navigator: page.navigator ?? { languages: ['en-ZA'], language: 'en-ZA' },
    location: page.location ?? { pathname: '/login/customer', hostname: 'localhost' },
    fetch: page.fetch,
    PerformanceObserver: page.PerformanceObserver as StartPage['PerformanceObserver'],
    performance: page.performance as StartPage['performance'],
  };
}

/** Runs the start script against `page`; returns its `window`. */
export function runStartScriptIn(page: StartScriptPage): Record<string, unknown> {
  const filled = startPageOf(page);
  startPage(filled);
  return filled.window;
}

/**
 * Runs `script` (the start script as built, one immediately run function) against `page` as a
 * browser would: with the page's objects as its globals. Returns its `window`.
 */
export function runBuiltStartScriptIn(
  script: string,
  page: StartScriptPage,
): Record<string, unknown> {
  const filled = startPageOf(page);
  const globals = { ...filled, window: filled.window };
  new Function(...Object.keys(globals), script)(...Object.values(globals));
  return filled.window;
}
