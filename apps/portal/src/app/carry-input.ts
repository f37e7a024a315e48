// Read before a page is rendered afresh; put back by restore-input.ts, which loads only then.

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
