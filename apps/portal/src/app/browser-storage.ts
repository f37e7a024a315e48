/**
 * The browser's `localStorage` or `sessionStorage`, or nothing where the browser refuses it
 * (storage disabled, some sandboxes and privacy modes throw on access).
 */
export function storageIfAllowed(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}
