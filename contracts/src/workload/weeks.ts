/**
 * Weeks of a load variable (Monday to Sunday, METRICS.md "Workload"): the week's load, Foster's
 * monotony (mean daily load ÷ its standard deviation, rest days counting 0) and strain (weekly
 * load × monotony), and the change from the week before (this week's load ÷ last week's − 1).
 *
 * Missing days (an event without data) are left out of the load and counted; a week with a
 * missing day has no monotony (its spread is unknown). The standard deviation is the sample one
 * (n − 1), as Foster's spreadsheets compute it.
 */
import { addDays, daysBetween, mondayOf } from './calendar.ts';
import type { DaySeries } from './series.ts';

export interface WeekValue {
  readonly start: string;
  readonly load: number | null;
  readonly monotony: number | null;
  readonly strain: number | null;
  readonly change: number | null;
  readonly missingDays: number;
  /** The planned load of the week, where planned: null here, the reader fills it in. */
  planned: number | null;
}

/** The week's days' values: before the history (undefined) a day counts as rest. */
function weekDays(series: DaySeries, monday: string): (number | null)[] {
  const offset = daysBetween(series.start, monday);
  const days: (number | null)[] = [];
  for (let i = 0; i < 7; i++) {
    const value = series.values[offset + i];
    days.push(value === undefined ? 0 : value);
  }
  return days;
}

function weekLoad(days: readonly (number | null)[]): { load: number | null; missing: number } {
  let load = 0;
  let missing = 0;
  for (const day of days) {
    if (day === null) missing++;
    else load += day;
  }
  // Null when every day with an event is missing; a week of rest is 0.
  const withLoad = days.filter((day) => day !== null && day !== 0).length;
  return { load: missing > 0 && withLoad === 0 ? null : load, missing };
}

/** Mean ÷ sample standard deviation of seven daily loads; null when the deviation is 0. */
export function monotonyOf(days: readonly number[]): number | null {
  const mean = days.reduce((sum, day) => sum + day, 0) / days.length;
  const variance = days.reduce((sum, day) => sum + (day - mean) ** 2, 0) / (days.length - 1);
  const sd = Math.sqrt(variance);
  return sd === 0 || !Number.isFinite(sd) ? null : mean / sd;
}

/**
 * Every week touching `from`…`to`, in order. The series must hold the week before the first
 * (for its change), i.e. start at least on `mondayOf(from) − 7 days`.
 */
export function loadWeeks(series: DaySeries, from: string, to: string): WeekValue[] {
  const weeks: WeekValue[] = [];
  let previous = weekLoad(weekDays(series, addDays(mondayOf(from), -7))).load;
  for (let monday = mondayOf(from); monday <= to; monday = addDays(monday, 7)) {
    const days = weekDays(series, monday);
    const { load, missing } = weekLoad(days);
    const monotony = missing > 0 ? null : monotonyOf(days as number[]);
    weeks.push({
      start: monday,
      load,
      monotony,
      strain: monotony === null || load === null ? null : load * monotony,
      change: load === null || previous === null || previous === 0 ? null : load / previous - 1,
      missingDays: missing,
      planned: null,
    });
    previous = load;
  }
  return weeks;
}
