/**
 * Calendar days of the team analyses, as `YYYY-MM-DD` strings (the API's `Date`): weeks start on
 * Monday; "today" is the reader's day. Computed in UTC on the date alone, so no time zone or
 * daylight-saving change moves a day.
 */

const DAY_MS = 86_400_000;

const toDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const fromDay = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** The reader's date today. */
export function today(now: Date = new Date()): string {
  return toDay(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

export function addDays(day: string, days: number): string {
  return toDay(fromDay(day) + days * DAY_MS);
}

/** The Monday of the day's week. */
export function mondayOf(day: string): string {
  const weekday = (new Date(fromDay(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The seven days of the week starting on `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The default range: the last 12 weeks, this one included (Monday 11 weeks ago to this Sunday). */
export function lastWeeks(day: string, weeks = 12): { from: string; to: string } {
  const monday = mondayOf(day);
  return { from: addDays(monday, -7 * (weeks - 1)), to: addDays(monday, 6) };
}
