/** The screen lock's rules, as pure functions of timestamps (docs/security.md#the-screen-lock):
 * time asleep or in the background counts, because the rules read clocks, not timers. */

/** The idle times a person can choose on their account page, in minutes. */
export const IDLE_MINUTE_CHOICES = [5, 10, 15, 30, 60] as const;
export type IdleMinutes = (typeof IDLE_MINUTE_CHOICES)[number];
export const DEFAULT_IDLE_MINUTES: IdleMinutes = 15;

/** Wrong passwords or PINs before the lock offers only a full sign-in. */
export const MAX_FAILURES = 5;

/** A device clock set back by more than this locks too: idle time must not be wound back. */
const CLOCK_SLACK_MS = 60_000;

/** Whether the app should lock: no activity for the idle time, or a clock moved back. */
export function isIdleTooLong(lastActiveAt: number, now: number, idleMs: number): boolean {
  return now - lastActiveAt >= idleMs || now < lastActiveAt - CLOCK_SLACK_MS;
}

/** The wait before the next try after `failures` wrong ones: none after the first, then 2, 4
 * and 8 seconds, so guessing is slow and a typo costs nothing. */
export function retryDelayMs(failures: number): number {
  return failures <= 1 ? 0 : 1000 * 2 ** (failures - 1);
}

/** Whether the lock still offers the password and PIN, or only a full sign-in. */
export const canTryAgain = (failures: number) => failures < MAX_FAILURES;
