import type { RefObject } from 'react';
import { takeEarlyPress } from './carry-input.ts';
import { markButtons } from './early-enable.ts';
import { useHydrated, useTakeoverEffect } from './use-hydrated.ts';

/** The attributes a first step's form carries until the portal has taken it over. */
export type EarlySubmitAttributes = {
  'data-early-submit'?: '';
  'data-enable-when'?: string;
};

/**
 * A prerendered form's early press (one, however many there were), carried out in the takeover's
 * own commit with what the fields hold then (ui-kit's fields take what was typed over in their
 * layout effects, before this effect). The form is marked `data-early-submit` until then (spread
 * the returned attributes on it). A form rendered afresh
 * leaves the press to restore-input.ts, which puts the typed text back first.
 *
 * `enableWhen` (early-enable.ts) lets the start script enable the button before the takeover;
 * `disabled`, what this render gives the button, is put back on the takeover so the button is
 * React's again. The marks come off in the same commit, so a later press is React's too.
 */
export function useEarlySubmit(
  form: RefObject<HTMLFormElement | null>,
  disabled: boolean,
  enableWhen?: string,
): EarlySubmitAttributes {
  const hydrated = useHydrated();
  useTakeoverEffect(() => {
    const element = form.current;
    if (!element) return;
    element.removeAttribute('data-early-submit');
    element.removeAttribute('data-enable-when');
    markButtons(element, !disabled);
    if (takeEarlyPress()) element.requestSubmit();
  });
  if (hydrated) return {};
  return enableWhen === undefined
    ? { 'data-early-submit': '' }
    : { 'data-early-submit': '', 'data-enable-when': enableWhen };
}
