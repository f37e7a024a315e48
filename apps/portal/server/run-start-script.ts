import { startScript } from './start-script.ts';

/**
 * What the start script reads from the page it runs in. Tests pass stand-ins: a real (jsdom)
 * or stand-in document, and fakes for the rest; what they leave out is a plain English page at
 * /login/customer on localhost, with storage that holds nothing.
 */
export type StartScriptPage = {
  document: unknown;
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  window?: Record<string, unknown>;
  navigator?: { languages: readonly string[]; language: string };
  location?: { pathname: string; hostname: string };
  PerformanceObserver?: unknown;
  performance?: unknown;
};

/** Runs the start script against `page`, in the order a browser would; returns its `window`. */
export function runStartScriptIn(page: StartScriptPage): Record<string, unknown> {
  const window = page.window ?? { localStorage: { getItem: () => null } };
  const globals: Record<string, unknown> = {
    window,
    document: page.document,
    navigator: page.navigator ?? { languages: ['en-ZA'], language: 'en-ZA' },
    location: page.location ?? { pathname: '/login/customer', hostname: 'localhost' },
    fetch: page.fetch,
    // Without them the script's Resource Timing job is skipped, as in a browser without them.
    PerformanceObserver: page.PerformanceObserver,
    performance: page.performance,
  };
  new Function(...Object.keys(globals), startScript)(...Object.values(globals));
  return window;
}
