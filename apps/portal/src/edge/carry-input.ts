// What a person did on a prerendered page before the portal took it over: the text typed (read
// before a page is rendered afresh; put back by restore-input.ts, which loads only then), and
// the press the start script kept (carried out by the form once it is the portal's).

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

/** True (once) when a waiting form was pressed before the takeover (`__forecourtEarlyPress`). */
export function takeEarlyPress(): boolean {
  const pressed = window.__forecourtEarlyPress === true;
  window.__forecourtEarlyPress = false;
  return pressed;
}
