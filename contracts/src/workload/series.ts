/**
 * Acute and chronic loads and their ratio (METRICS.md, "Workload"), day by day over a series of
 * daily loads. A value in the series is a load (a rest day is 0), null for a missing day (skipped:
 * never counted as 0, and counted in the window's missing days), or undefined before the player's
 * history starts (outside: neither load nor missing).
 *
 * - ROLLING: means over days t−6…t (acute) and t−27…t (chronic), the acute week inside.
 * - UNCOUPLED: acute t−6…t, chronic t−27…t−7.
 * - EWMA (Williams 2017): EWMA_t = λ·load_t + (1 − λ)·EWMA_{t−1}, λa = 2/(7+1), λc = 2/(28+1),
 *   started at the first known load; a missing day leaves it as it was.
 *
 * The ratio is acute ÷ chronic, and is absent (with the reason) rather than 0 or infinity: while
 * the history is shorter than the chronic window, when the chronic load is 0 or has no data, or
 * when every day of the acute window is missing.
 */
import { addDays, daysBetween } from './calendar.ts';

export const workloadModels = ['ROLLING', 'UNCOUPLED', 'EWMA'] as const;
export type WorkloadModel = (typeof workloadModels)[number];

export type RatioStatus = 'OK' | 'NOT_ENOUGH_HISTORY' | 'NO_CHRONIC_LOAD' | 'MISSING_DATA';

export const ACUTE_DAYS = 7;
export const CHRONIC_DAYS = 28;
export const LAMBDA_ACUTE = 2 / (ACUTE_DAYS + 1);
export const LAMBDA_CHRONIC = 2 / (CHRONIC_DAYS + 1);

/** A day's load: a number (rest 0), null (missing) or undefined (before the history). */
export type SeriesValue = number | null | undefined;

/** Daily values from `start`, one a day. */
export interface DaySeries {
  readonly start: string;
  readonly values: readonly SeriesValue[];
}

export interface LoadPointValue {
  readonly date: string;
  readonly load: number | null;
  readonly acute: number | null;
  readonly chronic: number | null;
  readonly ratio: number | null;
  readonly ratioStatus: RatioStatus;
  readonly acuteMissingDays: number;
  readonly chronicMissingDays: number;
  /** The planned load of the day, where planned: null here, the reader fills it in. */
  planned: number | null;
}

/** How far before `from` a series must start for ROLLING and UNCOUPLED (EWMA: the history's start). */
export const LOOKBACK_DAYS = CHRONIC_DAYS - 1;

/**
 * Running totals of a series (index i holds days 0…i−1): any window's mean and missing days in
 * constant time. Zeros are counted apart so a window of rest days has a mean of exactly 0, not
 * the rounding left over from subtracting two sums.
 */
class Totals {
  readonly sum: Float64Array;
  readonly known: Int32Array;
  readonly nonZero: Int32Array;
  readonly missing: Int32Array;

  constructor(values: readonly SeriesValue[]) {
    const n = values.length;
    this.sum = new Float64Array(n + 1);
    this.known = new Int32Array(n + 1);
    this.nonZero = new Int32Array(n + 1);
    this.missing = new Int32Array(n + 1);
    for (let i = 0; i < n; i++) {
      const value = values[i];
      const isKnown = value !== null && value !== undefined;
      this.sum[i + 1] = this.sum[i]! + (isKnown ? value : 0);
      this.known[i + 1] = this.known[i]! + (isKnown ? 1 : 0);
      this.nonZero[i + 1] = this.nonZero[i]! + (isKnown && value !== 0 ? 1 : 0);
      this.missing[i + 1] = this.missing[i]! + (value === null ? 1 : 0);
    }
  }

  /** Mean of the known values of days `lo…hi` (inclusive, clamped to the series), and missing days. */
  window(lo: number, hi: number): { mean: number | null; missing: number } {
    const a = Math.max(lo, 0);
    const b = Math.min(hi, this.sum.length - 2) + 1;
    if (b <= a) return { mean: null, missing: 0 };
    const known = this.known[b]! - this.known[a]!;
    const missing = this.missing[b]! - this.missing[a]!;
    if (known === 0) return { mean: null, missing };
    if (this.nonZero[b]! - this.nonZero[a]! === 0) return { mean: 0, missing };
    return { mean: (this.sum[b]! - this.sum[a]!) / known, missing };
  }
}

/**
 * One point per day from `from` to `to`. The series must start `LOOKBACK_DAYS` before `from` (or
 * earlier), and for EWMA at the history's start (its first value that is not undefined) or earlier.
 */
export function loadPoints(
  series: DaySeries,
  from: string,
  to: string,
  model: WorkloadModel,
): LoadPointValue[] {
  const { values } = series;
  const totals = new Totals(values);
  const first = daysBetween(series.start, from);
  const last = daysBetween(series.start, to);
  const historyStart = values.findIndex((value) => value !== undefined);
  const ewma = model === 'EWMA' ? ewmaSeries(values, last) : null;
  const points: LoadPointValue[] = [];
  for (let i = first; i <= last; i++) {
    const acuteWindow = totals.window(i - ACUTE_DAYS + 1, i);
    const chronicLo = i - CHRONIC_DAYS + 1;
    const chronicHi = model === 'UNCOUPLED' ? i - ACUTE_DAYS : i;
    const chronicWindow = totals.window(chronicLo, chronicHi);
    let acute = acuteWindow.mean;
    let chronic = chronicWindow.mean;
    if (ewma !== null) {
      acute = ewma.acute[i] ?? null;
      chronic = ewma.chronic[i] ?? null;
    }
    const enough = historyStart !== -1 && i - historyStart + 1 >= CHRONIC_DAYS;
    let ratioStatus: RatioStatus;
    if (!enough) ratioStatus = 'NOT_ENOUGH_HISTORY';
    else if (chronic === null || chronic === 0) ratioStatus = 'NO_CHRONIC_LOAD';
    else if (acute === null || acuteWindow.mean === null) ratioStatus = 'MISSING_DATA';
    else ratioStatus = 'OK';
    const value = i >= 0 && i < values.length ? values[i] : undefined;
    points.push({
      date: addDays(series.start, i),
      // Before the history the player had no event: no load, as on a rest day.
      load: value === undefined ? 0 : value,
      acute,
      chronic,
      ratio: ratioStatus === 'OK' ? acute! / chronic! : null,
      ratioStatus,
      acuteMissingDays: acuteWindow.missing,
      chronicMissingDays: chronicWindow.missing,
      planned: null,
    });
  }
  return points;
}

/** EWMA acute and chronic for indices 0…last (null until the first known load). */
function ewmaSeries(
  values: readonly SeriesValue[],
  last: number,
): { acute: (number | null)[]; chronic: (number | null)[] } {
  const acute: (number | null)[] = [];
  const chronic: (number | null)[] = [];
  let a: number | null = null;
  let c: number | null = null;
  for (let i = 0; i <= last; i++) {
    const value = i < values.length ? values[i] : undefined;
    if (value !== null && value !== undefined) {
      a = a === null ? value : LAMBDA_ACUTE * value + (1 - LAMBDA_ACUTE) * a;
      c = c === null ? value : LAMBDA_CHRONIC * value + (1 - LAMBDA_CHRONIC) * c;
    }
    acute.push(a);
    chronic.push(c);
  }
  return { acute, chronic };
}
