import { type TypedInput, takeEarlyPress, textFields } from './carry-input.ts';

// Its own chunk: only a page rendered afresh over typed text (another language than the
// prerendered English, or a mismatch) needs it, after it has rendered. (A press made before on a
// form left empty is not carried out there: nothing typed, nothing for it to send.)

/**
 * Puts what was typed back as soon as its fields are on the page (the new page's screen may
 * commit a little after the app), focus back in the field that had it and, when the person had
 * pressed the form's button before (the start script recorded it), sends the form with that text
 * in it. Gives up after `timeoutMs`. A value is typed into its still empty field as a person
 * would: through the input's own setter, then an `input` event, so React's onChange (and with it
 * the flow's state) sees it; a field showing something else keeps it.
 */
export function restoreWhenPresent(root: HTMLElement, typed: TypedInput, timeoutMs = 5000): void {
  const pending = new Map(typed.values);
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  let refocus = typed.focused;
  let press = takeEarlyPress();
  const attempt = () => {
    for (const field of root.querySelectorAll<HTMLInputElement>(textFields)) {
      const value = pending.get(field.name);
      if (value === undefined) continue;
      if (field.value === '') {
        setValue?.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      } else if (field.value !== value) {
        continue;
      }
      // Back, or there already (the dealer group chosen before: the picker took it over itself).
      pending.delete(field.name);
    }
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
