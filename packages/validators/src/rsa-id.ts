import { normaliseIdNumber } from './id-number.ts';
import type { MessageId, Translate } from './messages.ts';

/** The facts read from a valid ID, or the catalogue id of the reason it is invalid. */
export type RsaIdResult =
  | {
      valid: true;
      /** The 13 digits, without surrounding whitespace, spaces or dashes. */
      idNumber: string;
      birthDate: { year: number; month: number; day: number };
      gender: 'female' | 'male';
      citizen: boolean;
    }
  | { valid: false; reason: MessageId };

/** Options of the ID rules: the day to judge "not in the future" against (its UTC date). */
export interface RsaIdOptions {
  today: Date;
}

/** A calendar date; months and days count from 1. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const thirteenDigits = /^[0-9]{13}$/;

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True when year-month-day names a day that exists. */
export function isCalendarDate({ year, month, day }: CalendarDate): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** True when the Luhn sum over all digits (every second digit from the right doubled) ends in 0. */
export function hasValidChecksum(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[index]);
    const doubled = (digits.length - index) % 2 === 0 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * The birth date of YYMMDD: the latest real date with those digits that is not after `today`
 * (a year above today's two-digit year is 19xx, otherwise 20xx, and a date later this year
 * falls back a century), or null when no century gives a real, past date.
 */
export function resolveBirthDate(yymmdd: string, today: Date): CalendarDate | null {
  const now = {
    year: today.getUTCFullYear(),
    month: today.getUTCMonth() + 1,
    day: today.getUTCDate(),
  };
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  const century = now.year - (now.year % 100);
  for (const year of [century + yy, century - 100 + yy]) {
    const candidate = { year, month, day };
    if (isCalendarDate(candidate) && compareDates(candidate, now) <= 0) return candidate;
  }
  return null;
}

/**
 * Parses a South African ID number (RSAID-1 to RSAID-5): 13 digits (spaces and dashes between
 * them dropped, GUIDE-20), a real past birth date, a checksum.
 */
export function parseRsaId(value: string, options: RsaIdOptions): RsaIdResult {
  const idNumber = normaliseIdNumber(value);
  if (!thirteenDigits.test(idNumber)) return { valid: false, reason: 'rsaId.length' };
  const birthDate = resolveBirthDate(idNumber.slice(0, 6), options.today);
  if (birthDate === null || !hasValidChecksum(idNumber)) {
    return { valid: false, reason: 'rsaId.invalid' };
  }
  return {
    valid: true,
    idNumber,
    birthDate,
    gender: Number(idNumber[6]) <= 4 ? 'female' : 'male',
    citizen: idNumber[10] === '0',
  };
}

/** True when `value` is a valid South African ID number on `today`. */
export function isValidRsaId(value: string, options: RsaIdOptions): boolean {
  return parseRsaId(value, options).valid;
}

/**
 * The text shown for an invalid ID ('Invalid ID Number: {reason}') in the language of
 * `translate`, or null when it is valid.
 */
export function rsaIdError(
  value: string,
  options: RsaIdOptions,
  translate: Translate,
): string | null {
  const result = parseRsaId(value, options);
  return result.valid ? null : translate('rsaId.error', { reason: translate(result.reason) });
}

const ageNumber = /^[0-9]+$/;

/** The other ID rule (RSAID-6): a whole number from 18 to 45 passes, anything else must be a valid ID. */
export function isAgeOrRsaId(value: string, options: RsaIdOptions): boolean {
  const trimmed = value.trim();
  if (ageNumber.test(trimmed) && trimmed.length <= 2) {
    const age = Number(trimmed);
    return age >= 18 && age <= 45;
  }
  return isValidRsaId(trimmed, options);
}

/**
 * The clock-free ID check the form schemas use (after `normaliseIdNumber`): 13 digits, a month and day that exist in some
 * century, and the checksum. For any `today` from 2000-02-29 to 2199-12-31 it agrees with
 * `isValidRsaId`: the two candidate centuries differ in leap years only at year 00, and then
 * 2000 (a leap year) is one of them.
 */
export function rsaIdReason(value: string): MessageId | null {
  if (!thirteenDigits.test(value)) return 'rsaId.length';
  const date = {
    year: 2000 + Number(value.slice(0, 2)),
    month: Number(value.slice(2, 4)),
    day: Number(value.slice(4, 6)),
  };
  return isCalendarDate(date) && hasValidChecksum(value) ? null : 'rsaId.invalid';
}
