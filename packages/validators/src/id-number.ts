// How an ID number is read as typed (GUIDE-20), on its own: a field drops the separators as they
// are typed without loading the ID number's checks (rsa-id.ts).

/**
 * The separators people put between an ID number's digit groups, as typed or pasted from a
 * document: any space (the no-break and thin spaces of a PDF too) and any dash (hyphen, the
 * en dash a word processor makes, minus). Never a control character (FIELDS-3).
 */
export const idSeparators = /[\p{Zs}\u002D\u2010-\u2015\u2212]/gu;

/**
 * An ID number as people type or paste it (GUIDE-20): surrounding whitespace and every space
 * and dash dropped, so `800101 5009 087` (as the ID book prints it) and `800101-5009-087` are
 * `8001015009087`. Anything else is kept, for the 13-digit rule to refuse.
 */
export function normaliseIdNumber(value: string): string {
  return value.trim().replace(idSeparators, '');
}
