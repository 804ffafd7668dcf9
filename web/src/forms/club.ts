/** A club's settings as forms show them: the sports offered and the IANA time zones. */
import type { Rule } from './validation.ts';
import { maxLength, required } from './validation.ts';

/** The sports a club can choose (the API stores the value as is; `other` covers the rest). */
export const SPORTS = ['football', 'rugby', 'handball', 'basketball', 'hockey', 'other'] as const;
export type Sport = (typeof SPORTS)[number];

export function isSport(value: string): value is Sport {
  return (SPORTS as readonly string[]).includes(value);
}

export const CLUB_NAME_MAX_LENGTH = 120;
export const clubNameRules: readonly Rule[] = [required, maxLength(CLUB_NAME_MAX_LENGTH)];

/** The API's default when a club is created without one. */
export const FALLBACK_TIME_ZONE = 'Europe/Paris';

/** The browser's time zone, the default for a new club. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || FALLBACK_TIME_ZONE;
  } catch {
    return FALLBACK_TIME_ZONE;
  }
}

/**
 * Every IANA zone the browser knows, sorted, always including `current` (a club's stored zone the
 * browser may not list, such as `UTC` in some engines).
 */
export function timeZones(current: string, supported: () => readonly string[] = defaultZones): string[] {
  const zones = new Set(supported());
  if (current !== '') zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b));
}

function defaultZones(): readonly string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [FALLBACK_TIME_ZONE, 'UTC'];
  }
}
