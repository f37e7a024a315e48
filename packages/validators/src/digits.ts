/** True when every character is an ASCII digit 0-9. */
export function isDigits(value: string): boolean {
  return /^[0-9]+$/.test(value);
}
