import { type TypedValues, takeEarlyClick, textFields } from './carry-input.ts';
import { earlySubmit } from './start-script/handover.ts';

// Its own chunk: only a page rendered afresh over typed text (another language than the
// prerendered English, or a mismatch) needs it, after it has rendered. (A press made before on a
// form left empty is not carried out there: nothing typed, nothing for it to send.)

/**
 * Types `values` into the same-named, still empty fields of the new page as a person would: the
 * value goes through the input's own setter and an `input` event follows, so React's onChange
 * (and with it the flow's state) sees it. Returns the names put back, with those whose field
 * shows the same text already.
 */
export function restoreTypedValues(root: ParentNode, values: TypedValues): string[] {
  const restored: string[] = [];
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!setValue) return restored;
  for (const field of root.querySelectorAll<HTMLInputElement>(textFields)) {
    const value = values.get(field.name);
    if (value === undefined || restored.includes(field.name)) continue;
    // A field that shows the text already (the dealer group chosen before, which the picker
    // took over itself) is back too.
    if (field.value === value) {
      restored.push(field.name);
      continue;
    }
    if (field.value !== '') continue;
    setValue.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    restored.push(field.name);
  }
  return restored;
}

/**
 * Puts `values` back as soon as their fields are on the page (the new page's screen may commit
 * a little after the app), focus back in the field that had it and, when the person had pressed
 * the form's button before (the start script recorded it), sends the form with that text in it.
 * Gives up after `timeoutMs`.
 */
export function restoreWhenPresent(
  root: HTMLElement,
  values: TypedValues,
  focused: string | undefined,
  timeoutMs = 5000,
): void {
  const pending = new Map(values);
  let refocus = focused;
  let press = takeEarlyClick(earlySubmit);
  const attempt = () => {
    for (const name of restoreTypedValues(root, pending)) pending.delete(name);
    if (refocus) {
      const field = root.querySelector<HTMLInputElement>(`input[name="${CSS.escape(refocus)}"]`);
      if (field) {
        field.focus();
        refocus = undefined;
      }
    }
    const form = root.querySelector('form');
    if (press && pending.size === 0 && form) {
      press = false;
      form.requestSubmit();
    }
    return pending.size === 0 && refocus === undefined && !press;
  };
  if (attempt()) return;
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
}
