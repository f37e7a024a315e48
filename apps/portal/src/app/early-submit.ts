import { type RefObject, useEffect, useRef } from 'react';
import { earlySubmit, takeEarlyClick } from './carry-input.ts';
import { useHydrated } from './use-hydrated.ts';

// Its own module: only the forms that can be pressed before the takeover (the registration
// forms, whose Register button may be enabled from the start) carry it, not every first step.

/**
 * A prerendered form's early press, carried out once the portal has taken the form over: the
 * form is marked `data-early-submit` until then (spread the returned attributes on it), and the
 * press (however many there were: one) is submitted with what the fields hold at that moment.
 * A click made before the press, on the captcha, is taken back first: the captcha sits inside
 * the form, and React runs a child's effects before its parent's. A form rendered afresh (not
 * taken over) leaves the press to the start-up code that puts the typed text back first
 * (restore-input.ts), so the press never meets empty fields.
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
