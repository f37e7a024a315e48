// What a person did on a prerendered page before the portal took it over: the text typed (read
// before a page is rendered afresh; put back by restore-input.ts, which loads only then), and
// the clicks and presses the start script kept (taken back by the components they were for).

/** The text typed into a page's fields, by field name, and the field that had focus. */
export type TypedInput = { values: ReadonlyMap<string, string>; focused: string | undefined };

/** The fields carried over: named text-like inputs (not hidden, checkbox or radio). */
export const textFields = 'input[name]:not([type=hidden]):not([type=checkbox]):not([type=radio])';

/**
 * What was typed into `root` (each name's first non-empty field) and where the focus was, read
 * before a page the person could already type into is replaced (a prerendered English page
 * rendered afresh in another language); undefined when there is nothing to carry over.
 */
export function readTypedInput(root: HTMLElement): TypedInput | undefined {
  const values = new Map<string, string>();
  for (const field of root.querySelectorAll<HTMLInputElement>(textFields)) {
    if (field.value !== '' && !values.has(field.name)) values.set(field.name, field.value);
  }
  const active = root.ownerDocument.activeElement;
  const focused =
    active instanceof HTMLInputElement && root.contains(active) && active.name
      ? active.name
      : undefined;
  return values.size > 0 || focused ? { values, focused } : undefined;
}

/** True (once) when `name` was clicked before its component was ready (`__forecourtEarlyClicks`). */
export function takeEarlyClick(name: string): boolean {
  const clicks = window.__forecourtEarlyClicks;
  if (!clicks?.includes(name)) return false;
  // In place: the start script keeps adding to this very array.
  for (let index = clicks.length - 1; index >= 0; index -= 1) {
    if (clicks[index] === name) clicks.splice(index, 1);
  }
  return true;
}
