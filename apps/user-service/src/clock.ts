/** The service's only source of time, so tests can move it (expiry, cooldowns, windows). */
export interface Clock {
  now(): Date;
}

/** The wall clock. */
export const systemClock: Clock = { now: () => new Date() };

/** Whole seconds from `now` until `later`, never below 1 (a Retry-After of 0 invites a loop). */
export function secondsUntil(now: Date, later: Date): number {
  return Math.max(1, Math.ceil((later.getTime() - now.getTime()) / 1000));
}

/** `date` moved by `seconds`. */
export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}
