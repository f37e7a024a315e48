// Mobile numbers as people type them (issue 17): the 10-digit form of RULES-2, or the same
// number written internationally, with the separators people use. Whatever is accepted is
// stored and sent in that form, so the service only ever sees `0XXXXXXXXX`.

/**
 * The longest mobile number the field takes as typed, surrounding whitespace aside:
 * `+27 (0) 82 123 4567` is 19 characters. The stored value is always 10 (`maxLengths.mobileNo`).
 */
export const mobileTypedMaxLength = 20;

// One pair of brackets round digits only, as in `+27 (0)82…` or `(082) 123 4567`.
const bracketedDigits = /\(([0-9]+)\)/;
// Digit groups with one space, dash or dot between them; a `+` only in front.
const separatedDigits = /^\+?[0-9]+(?:[ .-][0-9]+)*$/;
// The spec's form, or +27 / 27 with or without the trunk 0, before 9 digits starting 6, 7 or 8.
const mobileDigits = /^(?:0|\+?270?)([678][0-9]{8})$/;

/**
 * The spec's 10-digit form (`0` then 6, 7 or 8, then 8 digits) of a mobile number as typed,
 * or null when it is not one. Accepts `0821234567`, `082 123 4567`, `+27 82 123 4567`,
 * `27821234567`, `+27 (0)82-123-4567`, `(082) 123.4567`: ASCII digits grouped by single
 * spaces, dashes or dots, at most one pair of brackets round digits, surrounding whitespace
 * ignored, at most `mobileTypedMaxLength` characters.
 */
export function normaliseMobile(value: string): string | null {
  const typed = value.trim();
  if (typed.length > mobileTypedMaxLength) return null;
  const unbracketed = typed.replace(bracketedDigits, '$1');
  if (!separatedDigits.test(unbracketed)) return null;
  const match = mobileDigits.exec(unbracketed.replace(/[ .-]/g, ''));
  return match ? `0${match[1]}` : null;
}

/** `value` in the spec's 10-digit form when it is a mobile number, otherwise unchanged. */
export function normaliseMobileOrKeep(value: string): string {
  return normaliseMobile(value) ?? value;
}
