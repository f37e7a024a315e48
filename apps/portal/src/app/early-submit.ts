import { type RefObject, useEffect, useRef } from 'react';
import { earlySubmit, takeEarlyClick } from './carry-input.ts';
import { useHydrated } from './use-hydrated.ts';

/** The attributes a first step's form carries until the portal has taken it over. */
export type EarlySubmitAttributes = {
  'data-early-submit'?: '';
  'data-enable-when'?: string;
};

/**
 * A prerendered form's early press, carried out once the portal has taken the form over: the
 * form is marked `data-early-submit` until then (spread the returned attributes on it), and the
 * press (however many there were: one) is submitted with what the fields hold at that moment.
 * A click made before the press, on the captcha, is taken back first: the captcha sits inside
 * the form, and React runs a child's effects before its parent's. A form rendered afresh (not
 * taken over) leaves the press to the start-up code that puts the typed text back first
 * (restore-input.ts), so the press never meets empty fields.
 *
 * `enableWhen` (early-enable.ts) lets the start script enable the form's button before the
 * takeover; `disabled` is what this render gives the button, put back on the takeover so the
 * button is React's again (a later render changes it the usual way).
 */
export function useEarlySubmit(
  form: RefObject<HTMLFormElement | null>,
  disabled: boolean,
  enableWhen?: string,
): EarlySubmitAttributes {
  const hydrated = useHydrated();
  const prerendered = useRef(!hydrated);
  useEffect(() => {
    if (!hydrated || !prerendered.current) return;
    prerendered.current = false;
    for (const button of form.current?.querySelectorAll('button[type=submit]') ?? []) {
      if (!(button instanceof HTMLButtonElement)) continue;
      button.disabled = disabled;
      button.dataset.state = disabled ? 'disabled' : 'idle';
    }
    if (takeEarlyClick(earlySubmit)) form.current?.requestSubmit();
  }, [hydrated, form, disabled]);
  if (hydrated) return {};
  return enableWhen === undefined
    ? { 'data-early-submit': '' }
    : { 'data-early-submit': '', 'data-enable-when': enableWhen };
}
