/**
 * Applies an input mask where '9' is a digit slot and every other character is a literal, as in
 * '0999999999' (mobile) or '99/99/99' (date). Non-digits in the input are dropped, a literal
 * the user typed is kept once, and the output stops where the input runs out, so pasting
 * '082 123 4567' gives '0821234567' and typing '8' gives '08'.
 */
export function applyMask(mask: string, raw: string): string {
  let output = '';
  let index = 0;
  for (const slot of mask) {
    if (index >= raw.length) break;
    if (slot === '9') {
      while (index < raw.length && !isAsciiDigit(raw.charAt(index))) index += 1;
      if (index >= raw.length) break;
      output += raw.charAt(index);
      index += 1;
    } else {
      output += slot;
      if (raw.charAt(index) === slot) index += 1;
    }
  }
  return output;
}

/** Keeps only ASCII digits (not other scripts' digits), optionally capped at a length. */
export function onlyDigits(raw: string, maxLength?: number): string {
  const digits = [...raw].filter(isAsciiDigit).join('');
  return maxLength === undefined ? digits : digits.slice(0, maxLength);
}

function isAsciiDigit(character: string): boolean {
  return character >= '0' && character <= '9' && character.length === 1;
}
