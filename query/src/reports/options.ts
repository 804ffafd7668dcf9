/**
 * What each report holds (docs/reports.md, "Options"): the GraphQL options, their defaults, and
 * their form as a download link's string parameters.
 */
import { DomainError } from '@stride/contracts/errors';

export interface EventReportOptions {
  readonly charts: boolean;
  readonly periods: boolean;
  readonly notes: boolean;
}
export interface PlayerReportOptions {
  readonly weeks: number;
  readonly lastEvent: boolean;
  readonly trend: boolean;
  readonly notes: boolean;
}
export interface WeeklyReportOptions {
  readonly charts: boolean;
  readonly acwr: boolean;
  readonly notes: boolean;
}

export const EVENT_REPORT_DEFAULTS: EventReportOptions = { charts: true, periods: true, notes: false };
export const PLAYER_REPORT_DEFAULTS: PlayerReportOptions = {
  weeks: 4,
  lastEvent: true,
  trend: true,
  notes: false,
};
export const WEEKLY_REPORT_DEFAULTS: WeeklyReportOptions = { charts: true, acwr: true, notes: false };
export const MAX_REPORT_WEEKS = 8;

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
