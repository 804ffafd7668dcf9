/**
 * Checks of user input shared by the club and device deciders. Each returns the normalized value
 * or throws `BAD_USER_INPUT` with `{ field, reason }` (and the bound that was crossed).
 */
import { DomainError } from '@stride/contracts/errors';

export function badInput(field: string, reason: string, extra: Record<string, unknown> = {}): DomainError {
  return new DomainError('BAD_USER_INPUT', { field, reason, ...extra });
}

/** Trimmed, 1..maxLength characters. */
export function requiredText(value: unknown, field: string, maxLength: number): string {
  if (typeof value !== 'string') throw badInput(field, 'required');
  const text = value.trim();
  if (text.length === 0) throw badInput(field, 'required');
  if (text.length > maxLength) throw badInput(field, 'maxLength', { maxLength });
  return text;
}

/** Trimmed, at most maxLength characters; null, undefined and blank give null. */
export function optionalText(value: unknown, field: string, maxLength: number): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw badInput(field, 'type');
  const text = value.trim();
  if (text.length === 0) return null;
  if (text.length > maxLength) throw badInput(field, 'maxLength', { maxLength });
  return text;
}

/** An absolute http(s) URL of at most maxLength characters; null, undefined and blank give null. */
export function optionalUrl(value: unknown, field: string, maxLength: number): string | null {
  const text = optionalText(value, field, maxLength);
  if (text === null) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badInput(field, 'url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badInput(field, 'url');
  return text;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written `YYYY-MM-DD` (no 2025-02-30). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function calendarDate(value: unknown, field: string): string {
  if (!isCalendarDate(value)) throw badInput(field, 'date');
  return value;
}

/** The calendar date (`YYYY-MM-DD`) of an instant in a time zone. */
export function dateIn(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** IANA names only (`Europe/Paris`, `UTC`): no offsets such as `+01:00`, which some runtimes accept. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;
const zoneChecks = new Map<string, boolean>();

export function isTimeZone(value: string): boolean {
  const known = zoneChecks.get(value);
  if (known !== undefined) return known;
  let valid = value.length <= 64 && ZONE_NAME.test(value);
  if (valid) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
    } catch {
      valid = false;
    }
  }
  if (zoneChecks.size < 1000) zoneChecks.set(value, valid);
  return valid;
}

export function oneOf<T extends string>(allowed: readonly T[], value: unknown, field: string): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value))
    throw badInput(field, 'enum');
  return value as T;
}

/** Integer in [min, max]. */
export function integerIn(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw badInput(field, 'range', { min, max });
  return value;
}

/** Order-keeping de-duplication. */
export function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}
