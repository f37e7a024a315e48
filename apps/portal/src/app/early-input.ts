import { type RefObject, useEffect, useRef } from 'react';
import { useHydrated } from './use-hydrated.ts';

// Clicks and presses made before the portal could take them: the page's start script
// (server/start-script.ts) records, in order, the name of every `[data-early-click]` element
// clicked and "submit" for every form with `[data-early-submit]` sent (button or Enter), from the
// moment the HTML arrives. A component that becomes ready takes its own back.

declare global {
  interface Window {
    /** Filled by the start script; absent on a page rendered without it (tests, dev server). */
    __forecourtEarlyClicks?: string[];
  }
}

/** The name the start script records a form's early press under. */
export const earlySubmit = 'submit';

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

/**
 * A prerendered form's early press, carried out once the portal has taken the form over: the
 * form is marked `data-early-submit` until then (spread the returned attributes on it), and the
 * press (however many there were: one) is submitted with what the fields hold at that moment.
 * A click made before the press, on the captcha, is taken back first: the captcha sits inside
 * the form, and React runs a child's effects before its parent's. A form rendered afresh (not
 * taken over) leaves the press to the start-up code that puts the typed text back first
 * (main.tsx, restore-input.ts), so the press never meets empty fields.
 */
export function useEarlySubmit(form: RefObject<HTMLFormElement | null>): {
  'data-early-submit'?: '';
} {
  const hydrated = useHydrated();
  const prerendered = useRef(!hydrated);
  useEffect(() => {
    if (hydrated && prerendered.current && takeEarlyClick(earlySubmit)) {
      form.current?.requestSubmit();
    }
  }, [hydrated, form]);
  return hydrated ? {} : { 'data-early-submit': '' };
}
