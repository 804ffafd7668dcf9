/**
 * What each report holds (docs/reports.md, "Options"): the GraphQL options, their defaults, and
 * their form as a download link's string parameters.
 */
import { DomainError } from '@stride/contracts/errors';

import {
  EVENT_REPORT_DEFAULTS,
  MAX_REPORT_WEEKS,
  PLAYER_REPORT_DEFAULTS,
  WEEKLY_REPORT_DEFAULTS,
  type EventReportContents as EventReportOptions,
  type PlayerReportContents as PlayerReportOptions,
  type WeeklyReportContents as WeeklyReportOptions,
} from '@stride/contracts/reports';

export { EVENT_REPORT_DEFAULTS, MAX_REPORT_WEEKS, PLAYER_REPORT_DEFAULTS, WEEKLY_REPORT_DEFAULTS };
export type { EventReportOptions, PlayerReportOptions, WeeklyReportOptions };

type Given<T> = { readonly [K in keyof T]?: T[K] | null } | null | undefined;

/** The options asked for, each missing one at its default. */
export function withDefaults<T extends object>(defaults: T, given: Given<T>): T {
  const result = { ...defaults } as Record<string, unknown>;
  for (const [key, value] of Object.entries(given ?? {}))
    if (value !== null && value !== undefined) result[key] = value;
  return result as T;
}

export function checkWeeks(weeks: number): void {
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > MAX_REPORT_WEEKS)
    throw new DomainError('BAD_USER_INPUT', { field: 'options.weeks', min: 1, max: MAX_REPORT_WEEKS });
}

/** Options as a link's parameters (`charts=1`, `weeks=4`). */
export function toParams(options: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(options).map(([key, value]) => [
      key,
      typeof value === 'boolean' ? (value ? '1' : '0') : String(value),
    ]),
  );
}

/** A link's parameters back as options of the shape of `defaults`. */
export function fromParams<T extends object>(defaults: T, params: Readonly<Record<string, string>>): T {
  const result = { ...defaults } as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(defaults)) {
    const raw = params[key];
    if (raw === undefined) continue;
    result[key] = typeof fallback === 'boolean' ? raw === '1' : Number(raw);
  }
  return result as T;
}
