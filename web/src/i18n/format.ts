/**
 * Numbers, dates, durations and units formatted for the interface language (Intl): 24-hour time
 * everywhere, weeks starting on Monday, and the club's time zone when one is given (the browser's
 * otherwise).
 */
import type { Locale } from './locale.ts';

/** Monday (ISO 8601), for calendars and weekly figures whatever the locale's custom. */
export const WEEK_STARTS_ON = 1;

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (format === undefined) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export interface DateOptions {
  readonly timeZone?: string;
}

const DATE_FIELDS = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' },
  date: { dateStyle: 'medium' },
  time: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

function formatInstant(
  locale: Locale,
  fields: keyof typeof DATE_FIELDS,
  value: Date | string,
  { timeZone }: DateOptions,
): string {
  const format = cached(
    `${fields}|${locale}|${timeZone ?? ''}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        ...DATE_FIELDS[fields],
        ...(timeZone === undefined ? {} : { timeZone }),
      }),
  );
  return format.format(typeof value === 'string' ? new Date(value) : value);
}

export function formatDateTime(locale: Locale, value: Date | string, options: DateOptions = {}): string {
  return formatInstant(locale, 'dateTime', value, options);
}

export function formatDate(locale: Locale, value: Date | string, options: DateOptions = {}): string {
  return formatInstant(locale, 'date', value, options);
}

/** Hours, minutes and seconds, 24-hour. */
export function formatTime(locale: Locale, value: Date | string, options: DateOptions = {}): string {
  return formatInstant(locale, 'time', value, options);
}

export function formatNumber(locale: Locale, value: number, maximumFractionDigits = 1): string {
  return cached(
    `n|${locale}|${maximumFractionDigits}`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits }),
  ).format(value);
}

/** A figure with exactly `digits` decimals (`30.8`, `31.0`), so a column of them lines up. */
export function formatFixed(locale: Locale, value: number, digits: number): string {
  return cached(
    `f|${locale}|${digits}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  ).format(value);
}

/** The units the product shows. */
export type Unit =
  | 'kilometer-per-hour'
  | 'meter-per-second'
  | 'meter'
  | 'kilometer'
  | 'minute'
  | 'second'
  | 'percent'
  | 'bpm'
  | 'mps2'
  | 'hertz';

/** Units Intl does not format: their symbol after the number, the same in every locale. */
const SYMBOLS: Partial<Record<Unit, string>> = { bpm: 'bpm', mps2: 'm/s²', hertz: 'Hz' };

/** A value with its unit, per locale (`12,3 km/h`, `1,234 m`, `172 bpm`). */
export function formatUnit(locale: Locale, value: number, unit: Unit, maximumFractionDigits = 1): string {
  const symbol = SYMBOLS[unit];
  if (symbol !== undefined) return `${formatNumber(locale, value, maximumFractionDigits)}\u00a0${symbol}`;
  if (unit === 'percent') {
    return cached(
      `p|${locale}|${maximumFractionDigits}`,
      () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits }),
    ).format(value / 100);
  }
  return cached(
    `u|${locale}|${unit}|${maximumFractionDigits}`,
    () => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits }),
  ).format(value);
}

/** A duration as `h:mm:ss` (or `m:ss` under an hour); digits are the same in every locale. */
export function formatDuration(milliseconds: number): string {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mm = hours > 0 ? String(minutes).padStart(2, '0') : String(minutes);
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

/**
 * A duration given in seconds (a record's tracked time, time in a zone), rounded to the second:
 * `0:38`, `1:18`, `1:32:05`. The same form at every length, so a column of them reads alike.
 */
export function formatSeconds(seconds: number): string {
  return formatDuration(Math.round(seconds) * 1000);
}

/**
 * A file's size in the language's units (decimal: 1 kB = 1000 bytes): bytes under a kilobyte,
 * kilobytes under a megabyte, megabytes beyond; three significant digits at most (`0,8 kB`,
 * `12 kB`, `356 kB`, `1,4 MB`, `23 MB`), never `0 MB` for a small file.
 */
export function formatBytes(locale: Locale, bytes: number): string {
  const [value, unit] =
    bytes < 1000 ? [bytes, 'byte'] : bytes < 999_500 ? [bytes / 1000, 'kilobyte'] : [bytes / 1e6, 'megabyte'];
  const digits = unit === 'byte' || value >= 10 ? 0 : 1;
  return cached(
    `b|${locale}|${unit}|${digits}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit,
        unitDisplay: 'short',
        maximumFractionDigits: digits,
      }),
  ).format(value);
}

/** The seven weekday names of a locale, Monday first. */
export function weekdayNames(locale: Locale, width: 'long' | 'short' | 'narrow' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
}
