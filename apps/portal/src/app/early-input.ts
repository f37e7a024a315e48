// Clicks made before the portal could take them: the page's start script
// (server/start-script.ts) records the name of every `[data-early-click]` element clicked, from
// the moment the HTML arrives. A component that becomes ready takes its own back.

declare global {
  interface Window {
    /** Filled by the start script; absent on a page rendered without it (tests, dev server). */
    __forecourtEarlyClicks?: string[];
  }
}

/** True (once) when `name` was clicked before its component was ready. */
export function takeEarlyClick(name: string): boolean {
  const clicks = window.__forecourtEarlyClicks;
  if (!clicks?.includes(name)) return false;
  // In place: the start script keeps adding to this very array.
  for (let index = clicks.length - 1; index >= 0; index -= 1) {
    if (clicks[index] === name) clicks.splice(index, 1);
  }
  return true;
}
