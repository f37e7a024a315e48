import type { RefObject } from 'react';
import { takeEarlyClick } from './carry-input.ts';
import { markButtons } from './early-enable.ts';
import { earlySubmit } from './start-script/handover.ts';
import { useHydrated, useTakeoverEffect } from './use-hydrated.ts';

/** The attributes a first step's form carries until the portal has taken it over. */
export type EarlySubmitAttributes = {
  'data-early-submit'?: '';
  'data-enable-when'?: string;
};

/**
 * A prerendered form's early press, carried out in the takeover's own commit: the form is marked
 * `data-early-submit` until then (spread the returned attributes on it), and the press (however
 * many there were: one) is submitted with what the fields hold at that moment (ui-kit's fields
 * take what was typed over in their layout effects, before this effect). A click made before the
 * press, on the captcha, is taken back first: the captcha sits inside the form, and React runs a
 * child's effects before its parent's (CaptchaSlot counts it in the same commit). A form
 * rendered afresh (not taken over) leaves the press to the start-up code that puts the typed
 * text back first (restore-input.ts), so the press never meets empty fields.
 *
 * `enableWhen` (early-enable.ts) lets the start script enable the form's button before the
 * takeover; `disabled` is what this render gives the button, put back on the takeover so the
 * button is React's again (a later render changes it the usual way). The marks come off the
 * form in the same commit, so the start script leaves a press made after it to React.
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
    if (takeEarlyClick(earlySubmit)) element.requestSubmit();
  });
  if (hydrated) return {};
  return enableWhen === undefined
    ? { 'data-early-submit': '' }
    : { 'data-early-submit': '', 'data-enable-when': enableWhen };
}
