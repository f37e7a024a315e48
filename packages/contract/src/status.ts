/** The status words of API-3, in the order it lists them. */
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

/** One outcome status word of API-3. */
export type StatusWord = (typeof statusWords)[number];

/** True when `value` is one of the spec's outcome status words. */
export function isStatusWord(value: unknown): value is StatusWord {
  return typeof value === 'string' && (statusWords as readonly string[]).includes(value);
}
