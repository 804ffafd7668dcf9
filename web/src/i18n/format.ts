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

/** The units the product shows. */
export type Unit =
  'kilometer-per-hour' | 'meter' | 'kilometer' | 'minute' | 'second' | 'percent' | 'bpm' | 'mps2';

/** A value with its unit, per locale (`12,3 km/h`, `1,234 m`, `172 bpm`). */
export function formatUnit(locale: Locale, value: number, unit: Unit, maximumFractionDigits = 1): string {
  if (unit === 'bpm' || unit === 'mps2') {
    const suffix = unit === 'bpm' ? 'bpm' : 'm/s²';
    return `${formatNumber(locale, value, maximumFractionDigits)}\u00a0${suffix}`;
  }
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

/** The seven weekday names of a locale, Monday first. */
export function weekdayNames(locale: Locale, width: 'long' | 'short' | 'narrow' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
}
