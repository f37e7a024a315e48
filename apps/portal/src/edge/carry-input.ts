// What a person did on a prerendered page before the portal took it over: the text typed (read
// before a page is rendered afresh; put back by restore-input.ts, which loads only then), and
// the clicks and presses the start script kept (taken back by the components they were for).

/** What a person typed into a page's fields, by field name. */
export type TypedValues = ReadonlyMap<string, string>;

/** The fields carried over: named text-like inputs (not hidden, checkbox or radio). */
export const textFields = 'input[name]:not([type=hidden]):not([type=checkbox]):not([type=radio])';

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

/** The name of the focused text field inside `root`, if any. */
export function focusedFieldName(root: HTMLElement): string | undefined {
  const active = root.ownerDocument.activeElement;
  return active instanceof HTMLInputElement && root.contains(active) && active.name
    ? active.name
    : undefined;
}

// Clicks and presses made before the portal could take them: the page's start script
// (edge/start-script) records, in order, the name of every `[data-early-click]` element
// clicked and "submit" for every form with `[data-early-submit]` sent (button or Enter), from the
// moment the HTML arrives. A component that becomes ready takes its own back.

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
