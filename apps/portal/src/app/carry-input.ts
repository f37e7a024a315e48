/** What a person typed into a page's fields, by field name. */
export type TypedValues = ReadonlyMap<string, string>;

const textFields = 'input[name]:not([type=hidden]):not([type=checkbox]):not([type=radio])';

/**
 * The non-empty text fields of `root` by name, read before a page the person could already type
 * into is replaced (a prerendered English page rendered afresh in another language).
 */
export function readTypedValues(root: ParentNode): TypedValues {
  const typed = new Map<string, string>();
  for (const field of root.querySelectorAll<HTMLInputElement>(textFields)) {
    if (field.value !== '' && !typed.has(field.name)) typed.set(field.name, field.value);
  }
  return typed;
}

/**
 * Types `values` into the same-named, still empty fields of the new page as a person would: the
 * value goes through the input's own setter and an `input` event follows, so React's onChange
 * (and with it the flow's state) sees it. Returns the names put back.
 */
export function restoreTypedValues(root: ParentNode, values: TypedValues): string[] {
  const restored: string[] = [];
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!setValue) return restored;
  for (const field of root.querySelectorAll<HTMLInputElement>(textFields)) {
    const value = values.get(field.name);
    if (value === undefined || field.value !== '' || restored.includes(field.name)) continue;
    setValue.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    restored.push(field.name);
  }
  return restored;
}

/**
 * Puts `values` back as soon as their fields are on the page (the new page's screen may commit
 * a little after the app), and focus back in the field that had it. Gives up after `timeoutMs`.
 */
export function restoreWhenPresent(
  root: HTMLElement,
  values: TypedValues,
  focused: string | undefined,
  timeoutMs = 5000,
): void {
  const pending = new Map(values);
  let refocus = focused;
  const attempt = () => {
    for (const name of restoreTypedValues(root, pending)) pending.delete(name);
    if (refocus) {
      const field = root.querySelector<HTMLInputElement>(`input[name="${CSS.escape(refocus)}"]`);
      if (field) {
        field.focus();
        refocus = undefined;
      }
    }
    return pending.size === 0 && refocus === undefined;
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

/** The name of the focused text field inside `root`, if any. */
export function focusedFieldName(root: HTMLElement): string | undefined {
  const active = root.ownerDocument.activeElement;
  return active instanceof HTMLInputElement && root.contains(active) && active.name
    ? active.name
    : undefined;
}
