import type { RefObject } from 'react';
import { useHydrated, useTakeoverEffect } from './use-hydrated.ts';

/** The attribute a first step's form carries until the portal has taken it over. */
export type EarlySubmitAttributes = { 'data-early-submit'?: '' };

/**
 * A prerendered form's early press (one, however many there were), carried out in the takeover's
 * own commit with what the fields hold then (ui-kit's fields take what was typed over in their
 * layout effects, before this effect). The form's submit handler runs the flow's verb, which
 * goes on only if the flow's `canSubmit` holds: a press on a button shown disabled (the
 * prerendered page keeps the spec's initial state) counts once the fields it waited for are
 * filled. The form is marked `data-early-submit` until then (spread the returned attributes on
 * it); the mark comes off in the same commit, so a later press is React's. A page rendered
 * afresh (another path than the prerendered one, changed texts) drops it.
 */
export function useEarlySubmit(form: RefObject<HTMLFormElement | null>): EarlySubmitAttributes {
  const hydrated = useHydrated();
  useTakeoverEffect(() => {
    const element = form.current;
    if (!element) return;
    element.removeAttribute('data-early-submit');
    if (takeEarlyPress()) element.requestSubmit();
  });
  return hydrated ? {} : { 'data-early-submit': '' };
}

/** True (once) when a waiting form was pressed before the takeover (`__forecourtEarlyPress`). */
export function takeEarlyPress(): boolean {
  const pressed = window.__forecourtEarlyPress === true;
  window.__forecourtEarlyPress = false;
  return pressed;
}
