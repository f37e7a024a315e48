/** The status words spec §4 "Outcomes" treats as outcomes, in the order the spec lists them. */
export const statusWords = [
  'Success',
  'Failure',
  'Invalid',
  'Approved',
  'Rejected',
  'Cancelled',
  'Successful',
  'Unauthorized',
] as const;

/** One outcome status word of spec §4. */
export type StatusWord = (typeof statusWords)[number];

/** True when `value` is one of the spec's outcome status words. */
export function isStatusWord(value: unknown): value is StatusWord {
  return typeof value === 'string' && (statusWords as readonly string[]).includes(value);
}
