// The start script as the page runs it: inline, first in the head, before any module
// (server/start-script.ts builds this into one script and hashes it for the policy).
import { startPage } from './start-page.ts';

startPage({
  window,
  document,
  navigator,
  location,
  fetch: (url, init) => fetch(url, init),
  PerformanceObserver: typeof PerformanceObserver === 'function' ? PerformanceObserver : undefined,
  performance: typeof performance === 'object' ? performance : undefined,
});
