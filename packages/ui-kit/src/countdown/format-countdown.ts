/**
 * Formats seconds as hh:mm:ss, two digits each (CODE-5): 179 -> '00:02:59'. Negative -> 0.
 * The digits are the locale's (`Intl.NumberFormat`); English (Latin digits) by default.
 */
export function formatCountdown(seconds: number, locale?: string): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const twoDigits = new Intl.NumberFormat(locale ?? 'en', {
    minimumIntegerDigits: 2,
    useGrouping: false,
  });
  return [hours, minutes, total % 60].map((part) => twoDigits.format(part)).join(':');
}

/**
 * Which announcement window the remaining time is in: one per started minute above a minute,
 * then 60, 30, 10 and 0 seconds. A screen reader hears the time when the window changes, not
 * every second, and a skipped second (throttled tab) cannot skip an announcement.
 */
export function countdownMilestone(seconds: number): number {
  const total = Math.max(0, Math.floor(seconds));
  if (total > 60) return Math.ceil(total / 60) * 60;
  if (total > 30) return 60;
  if (total > 10) return 30;
  if (total > 0) return 10;
  return 0;
}
