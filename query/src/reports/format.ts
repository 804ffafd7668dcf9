/**
 * Numbers, dates and units in a report's language (Intl), as the web app shows them
 * (web/src/i18n/format.ts): metric units in every language, 24-hour times, the club's time zone.
 * Speeds are shown in km/h (the records hold m/s), distances in metres, durations as h:mm:ss.
 * Intl's narrow no-break spaces are turned into plain spaces: the standard PDF fonts lack them.
 */
import type { ReportLocale } from './strings.ts';

export interface ReportFormat {
  readonly locale: ReportLocale;
  readonly timeZone: string;
  /** A number with at most `digits` decimals (`1 234,5`). */
  number(value: number, digits?: number): string;
  /** A number with exactly `digits` decimals. */
  fixed(value: number, digits: number): string;
  metres(value: number): string;
  kmh(metresPerSecond: number): string;
  bpm(value: number): string;
  /** `27 nov. 2026` */
  date(value: Date | string): string;
  /** `27 nov. 2026, 18:00` */
  dateTime(value: Date): string;
  /** `Mo. 23.11.` for a calendar day `YYYY-MM-DD`. */
  day(value: string): string;
  /** Seconds as `h:mm:ss` or `m:ss`. */
  seconds(value: number): string;
}

const clean = (text: string): string => text.replace(/[\u202f\u2009]/g, ' ');

export function reportFormat(locale: ReportLocale, timeZone: string): ReportFormat {
  const numbers = new Map<string, Intl.NumberFormat>();
  const numberFormat = (min: number, max: number): Intl.NumberFormat => {
    const key = `${min}|${max}`;
    let format = numbers.get(key);
    if (format === undefined) {
      format = new Intl.NumberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max });
      numbers.set(key, format);
    }
    return format;
  };
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  // A calendar day is already the club's: formatted at its noon in UTC.
  const calendarDates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateTimes = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone,
  });
  const days = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    timeZone: 'UTC',
  });
  const format: ReportFormat = {
    locale,
    timeZone,
    number: (value, digits = 0) => clean(numberFormat(0, digits).format(value)),
    fixed: (value, digits) => clean(numberFormat(digits, digits).format(value)),
    metres: (value) => `${format.number(value)} m`,
    kmh: (value) => `${format.fixed(value * 3.6, 1)} km/h`,
    bpm: (value) => `${format.number(value)} bpm`,
    date: (value) =>
      clean(
        typeof value === 'string'
          ? calendarDates.format(new Date(`${value}T12:00:00Z`))
          : dates.format(value),
      ),
    dateTime: (value) => clean(dateTimes.format(value)),
    day: (value) => clean(days.format(new Date(`${value}T12:00:00Z`))),
    seconds: (value) => {
      const total = Math.max(0, Math.round(value));
      const h = Math.floor(total / 3600);
      const m = Math.floor((total % 3600) / 60);
      const s = String(total % 60).padStart(2, '0');
      return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
    },
  };
  return format;
}
