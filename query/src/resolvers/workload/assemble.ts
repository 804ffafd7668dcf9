/**
 * A player's or a team's workload from their days (contracts/src/workload): the daily series of a
 * variable (a day without a row is rest, 0; a day whose events all lack data is missing, null;
 * before the player's first event, outside the history), its acute and chronic loads, its weeks,
 * and every day's loads.
 */
import { addDays, daysBetween, mondayOf } from '@stride/contracts/workload/calendar';
import { loadOf, type DayLoads, type LoadVariable } from '@stride/contracts/workload/loads';
import {
  LOOKBACK_DAYS,
  loadPoints,
  type DaySeries,
  type LoadPointValue,
  type SeriesValue,
  type WorkloadModel,
} from '@stride/contracts/workload/series';
import { loadWeeks, type WeekValue } from '@stride/contracts/workload/weeks';
import type { DayRow } from '../../read-model/workload.ts';

export type PointResult = LoadPointValue;
export type WeekResult = WeekValue;
export interface DayResult extends DayLoads {
  readonly date: string;
}
export interface PlayerWorkloadResult {
  readonly playerId: string;
  readonly variable: LoadVariable;
  readonly model: WorkloadModel;
  readonly points: PointResult[];
  readonly weeks: WeekResult[];
  readonly days: DayResult[];
}

/** The days to read for `from`…`to`: the chronic window and the week before, to the last Sunday. */
export function readWindow(
  from: string,
  to: string,
  model: WorkloadModel,
  firstDay: string | null,
): { start: string; end: string } {
  let start = addDays(from, -LOOKBACK_DAYS);
  const weekBefore = addDays(mondayOf(from), -7);
  if (weekBefore < start) start = weekBefore;
  // EWMA folds the whole history.
  if (model === 'EWMA' && firstDay !== null && firstDay < start) start = firstDay;
  return { start, end: addDays(mondayOf(to), 6) };
}

/** A variable's daily values from `start` to `end`, from the loads of the days with an event. */
export function seriesOf(
  loads: readonly { readonly date: string; readonly load: number | null }[],
  firstDay: string | null,
  start: string,
  end: string,
): DaySeries {
  const values: SeriesValue[] = new Array<SeriesValue>(daysBetween(start, end) + 1);
  const historyIndex = firstDay === null ? values.length : daysBetween(start, firstDay);
  for (let i = 0; i < values.length; i++) values[i] = i < historyIndex ? undefined : 0;
  for (const day of loads) {
    const i = daysBetween(start, day.date);
    if (i >= 0 && i < values.length && i >= historyIndex) values[i] = day.load;
  }
  return { start, values };
}

/** The loads of one variable from full day rows. */
export const loadsOf = (rows: readonly DayRow[], variable: LoadVariable) =>
  rows.map((row) => ({ date: row.date, load: loadOf(row, variable) }));

const REST: Omit<DayResult, 'date'> = {
  events: 0,
  missingDevice: 0,
  missingRpe: 0,
  duration: 0,
  distance: 0,
  hsr: 0,
  sprintDistance: 0,
  accelerations: 0,
  decelerations: 0,
  trimp: 0,
  hmlDistance: 0,
  srpe: 0,
  ranges: [],
};

/**
 * A player's workload from the loads of the chosen variable on their days with an event, and
 * their full day rows for `days` (null when not asked for: `days` is then empty).
 */
export function playerWorkload(
  playerId: string,
  loads: readonly { readonly date: string; readonly load: number | null }[],
  rows: readonly DayRow[] | null,
  firstDay: string | null,
  from: string,
  to: string,
  variable: LoadVariable,
  model: WorkloadModel,
): PlayerWorkloadResult {
  const { start, end } = readWindow(from, to, model, firstDay);
  const series = seriesOf(loads, firstDay, start, end);
  const days: DayResult[] = [];
  if (rows !== null) {
    const byDay = new Map(rows.map((row) => [row.date, row]));
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const row = byDay.get(day);
      days.push(row ?? { ...REST, date: day });
    }
  }
  return {
    playerId,
    variable,
    model,
    points: loadPoints(series, from, to, model),
    weeks: loadWeeks(series, from, to),
    days,
  };
}

/**
 * The team's mean load per day over the players with a value that day (rest days count 0;
 * missing days and days before a player's history are left out), with its acute and chronic.
 */
export function teamAverage(
  series: readonly DaySeries[],
  from: string,
  to: string,
  model: WorkloadModel,
): PointResult[] {
  if (series.length === 0) return loadPoints({ start: from, values: [] }, from, to, model);
  const start = series.reduce((first, s) => (s.start < first ? s.start : first), series[0]!.start);
  const length = daysBetween(start, to) + 1;
  const values: SeriesValue[] = [];
  for (let i = 0; i < length; i++) {
    const day = addDays(start, i);
    let sum = 0;
    let known = 0;
    let missing = false;
    for (const s of series) {
      const value = s.values[daysBetween(s.start, day)];
      if (value === null) missing = true;
      else if (value !== undefined) {
        sum += value;
        known++;
      }
    }
    values.push(known > 0 ? sum / known : missing ? null : undefined);
  }
  return loadPoints({ start, values }, from, to, model);
}
