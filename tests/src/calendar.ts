/**
 * Calendar days as the browser tests' pages see them: the browser runs in `TEST_TIME_ZONE`
 * (browser.ts) and the clubs the tests create keep the default time zone, the same. A test that
 * computed "today" in UTC (`toISOString()`) disagreed with the page for an hour or two after
 * midnight in Paris; these helpers count whole calendar days in that zone, so a test passes at any
 * hour and across a daylight-saving change.
 *
 * Days are `YYYY-MM-DD` strings (the API's `Date`); instants are epoch milliseconds.
 */
import { dayIn, zonedInstant } from '@stride/deploy/demo/schedule';

export const TEST_TIME_ZONE = 'Europe/Paris';
const DAY_MS = 86_400_000;

/** The calendar date at `at` in the test time zone. */
export function calendarDay(at: number | Date = Date.now()): string {
  return dayIn(new Date(at).getTime(), TEST_TIME_ZONE);
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today in the test time zone moved by `days` calendar days (negative: back). */
export function dayFromToday(days: number, now: number = Date.now()): string {
  return addDays(calendarDay(now), days);
}

/** The Monday of `day`'s week (weeks start on Monday). */
export function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The instant of the wall-clock time `hour:minute` on `day` in the test time zone. */
export function instantOn(day: string, hour: number, minute = 0): number {
  const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return zonedInstant(day, time, TEST_TIME_ZONE);
}

/** The team analyses' default range: Monday 11 weeks ago to this Sunday. */
export function lastTwelveWeeks(): { from: string; to: string } {
  const monday = mondayOf(dayFromToday(0));
  return { from: addDays(monday, -77), to: addDays(monday, 6) };
}
