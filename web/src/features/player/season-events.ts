/**
 * The player pages' season (issue 19, the shared season filter): which of the player's events
 * belong to it, and the workload span it gives. A season's days are calendar days; an event
 * belongs to the season when it starts on one of them in the reader's calendar, as the team's
 * event list filters by day. An event without a date belongs to none.
 */
import { isoDay } from './load-days.ts';

export interface SeasonRange {
  readonly from: string;
  readonly to: string;
}

export function inSeason<R extends { readonly event: { readonly startDate: string | null } }>(
  rows: readonly R[],
  range: SeasonRange,
): R[] {
  return rows.filter(({ event }) => {
    if (event.startDate === null) return false;
    const day = isoDay(new Date(event.startDate));
    return day >= range.from && day <= range.to;
  });
}

/** The workload API's longest range, days. */
export const WORKLOAD_MAX_DAYS = 400;

/**
 * The workload's days for a season: up to today when the season is running (days to come have no
 * load yet), its last 400 days when longer; a season still to come, as it is.
 */
export function seasonSpan(range: SeasonRange, today: string): SeasonRange {
  const to = range.to > today && range.from <= today ? today : range.to;
  const end = new Date(`${to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() - (WORKLOAD_MAX_DAYS - 1));
  const longest = end.toISOString().slice(0, 10);
  return { from: range.from < longest ? longest : range.from, to };
}
