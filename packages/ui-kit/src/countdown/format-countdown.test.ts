import { describe, expect, it } from 'vitest';
import { countdownMilestone, formatCountdown } from './format-countdown.ts';

describe('formatCountdown', () => {
  it('shows hours, minutes and seconds with two digits each', () => {
    expect(formatCountdown(180)).toBe('00:03:00');
    expect(formatCountdown(179)).toBe('00:02:59');
    expect(formatCountdown(3661)).toBe('01:01:01');
    expect(formatCountdown(0)).toBe('00:00:00');
  });

  it('never shows negative or fractional time', () => {
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(formatCountdown(9.9)).toBe('00:00:09');
    expect(formatCountdown(Number.NaN)).toBe('00:00:00');
  });

  it("writes the digits in the given locale's numbering", () => {
    for (const locale of ['en-ZA', 'af', 'zu'])
      expect(formatCountdown(179, locale)).toBe('00:02:59');
    expect(formatCountdown(179, 'ar-EG')).toBe('٠٠:٠٢:٥٩');
  });
});

describe('countdownMilestone', () => {
  it('changes once a minute, then at 30, 10 and 0 seconds', () => {
    expect(countdownMilestone(180)).toBe(180);
    expect(countdownMilestone(179)).toBe(180);
    expect(countdownMilestone(120)).toBe(120);
    expect(countdownMilestone(61)).toBe(120);
    expect(countdownMilestone(60)).toBe(60);
    expect(countdownMilestone(31)).toBe(60);
    expect(countdownMilestone(30)).toBe(30);
    expect(countdownMilestone(10)).toBe(10);
    expect(countdownMilestone(1)).toBe(10);
    expect(countdownMilestone(0)).toBe(0);
  });
});
