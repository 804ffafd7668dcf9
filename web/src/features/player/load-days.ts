/**
 * The load semantics every workload chart states: a rest day (no event) counts as 0; a day the
 * player took part without device data (or without an RPE, for sRPE) is missing, not 0; a day
 * before the player's first event is outside their history (no load, neither). And the
 * acute:chronic ratio's bands (< 0.8 under-loaded, 0.8–1.3 the "sweet spot", > 1.5 a spike),
 * whose predictive value is disputed (METRICS.md, "Workload").
 */
export type DayKind = 'load' | 'rest' | 'missing' | 'outside';

export interface DayPoint {
  readonly date: string;
  readonly load?: number | null;
  /** Null before the player's history starts (no known day in the acute window). */
  readonly acute?: number | null;
}

export interface DayEvents {
  readonly date: string;
  readonly events: number;
}

/**
 * Each day's kind: with an event, a load or missing (no load); without one, a rest day (0) or,
 * before the player's first event, outside the history (the API gives 0 there too, but no acute
 * load: no known day in its window yet).
 */
export function dayKinds(points: readonly DayPoint[], days: readonly DayEvents[]): DayKind[] {
  const events = new Map(days.map((day) => [day.date, day.events]));
  return points.map((point) => {
    const played = (events.get(point.date) ?? 0) > 0;
    if (played) return point.load === null || point.load === undefined ? 'missing' : 'load';
    const outside = point.acute === null || point.acute === undefined;
    return outside && !point.load ? 'outside' : 'rest';
  });
}

/** The ratio's bands, from low to high; between 1.3 and 1.5 is left unmarked. */
/** `YYYY-MM-DD` of a local date. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last `days` days up to today, as the API's `from` and `to`. */
export function lastDays(today: Date, days: number): { readonly from: string; readonly to: string } {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { from: isoDay(from), to: isoDay(today) };
}
