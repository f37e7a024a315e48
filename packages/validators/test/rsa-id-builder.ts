/** The facts a test chooses for an ID it builds. */
export interface IdParts {
  /** YYMMDD. */
  birth: string;
  /** Digits 7-10, the gender sequence: 0000-4999 female, 5000-9999 male. */
  sequence: string;
  /** Digit 11: 0 citizen, 1 permanent resident. */
  citizenship: '0' | '1';
  /** Digit 12, historically a race digit, now usually 8. */
  digit12?: string;
}

/** The Luhn check digit that makes the 12 given digits plus it a valid South African ID. */
export function checkDigit(first12: string): string {
  let sum = 0;
  for (let index = 0; index < 12; index += 1) {
    const digit = Number(first12[index]);
    // In the 13-digit number the digits at odd indexes are second from the right: doubled.
    const value = index % 2 === 1 ? digit * 2 : digit;
    sum += value > 9 ? value - 9 : value;
  }
  return String((10 - (sum % 10)) % 10);
}

/** A valid 13-digit ID with the given parts. */
export function buildId({ birth, sequence, citizenship, digit12 = '8' }: IdParts): string {
  const first12 = `${birth}${sequence}${citizenship}${digit12}`;
  return `${first12}${checkDigit(first12)}`;
}
