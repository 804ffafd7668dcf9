/**
 * Calendar days of the workload (METRICS.md, "Workload"): an instant's day in the club's time
 * zone, and day arithmetic on `YYYY-MM-DD` strings. A day is a date, not an instant: adding days
 * never crosses a daylight-saving change, so a week is always seven days from its Monday.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (format === undefined) {
    // en-CA writes dates as YYYY-MM-DD; the parts are read one by one all the same.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (`YYYY-MM-DD`) of an instant (epoch ms) in `timeZone`; UTC when unknown. */
export function calendarDay(instant: number, timeZone: string): string {
  const parts = formatter(isTimeZone(timeZone) ? timeZone : 'UTC').formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` day. */
export function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

/** The `YYYY-MM-DD` day of a day number. */
export function dayOfNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return dayOfNumber(dayNumber(day) + days);
}

/** Days from `from` to `to` (negative when `to` is before). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The Monday of the week holding `day` (weeks start on Monday). */
export function mondayOf(day: string): string {
  const n = dayNumber(day);
  // 1970-01-01 was a Thursday: day number 0 is weekday 3 counting from Monday = 0.
  const weekday = (((n + 3) % 7) + 7) % 7;
  return dayOfNumber(n - weekday);
}

/** Whether `value` is a real `YYYY-MM-DD` day. */
export function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && dayOfNumber(dayNumber(value)) === value;
}
