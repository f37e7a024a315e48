/**
 * An ID number as the customer details step shows it (GUIDE-43): the date of birth (the first
 * six digits) and the last two, the five between as '*' ('800101*****87'), so the person sees
 * that the record is theirs while the screen never shows the number in clear. Anything that is
 * not 13 digits is masked whole.
 */
export function maskIdNumber(idNumber: string): string {
  const digits = idNumber.trim();
  if (!/^\d{13}$/.test(digits)) return '*'.repeat(digits.length);
  return `${digits.slice(0, 6)}${'*'.repeat(5)}${digits.slice(-2)}`;
}
