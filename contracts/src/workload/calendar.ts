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

/**
 * Days since 1970-01-01 of a `YYYY-MM-DD` day, by integer arithmetic (Howard Hinnant's
 * days-from-civil): workload series convert thousands of days per query, and `Date` is slower.
 */
export function dayNumber(day: string): number {
  let y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7));
  const d = Number(day.slice(8, 10));
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : `${n}`);

/** The `YYYY-MM-DD` day of a day number (civil-from-days). */
export function dayOfNumber(n: number): string {
  const z = n + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${pad2(m)}-${pad2(d)}`;
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
