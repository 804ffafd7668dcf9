/**
 * The acute:chronic workload ratio's trend: the band a ratio falls in (Gabbett 2016's "sweet
 * spot" 0.8–1.3 and "danger zone" above 1.5; under 0.8 under-loading; the shaded bands are
 * charts/ratio-bands.ts) and what the reader is told when a series has no ratio. The ratio is
 * never drawn as 0: a day without one is a gap.
 */
import type { RatioStatus } from '../../../gql/graphql.ts';

export type Band = 'low' | 'sweetSpot' | 'caution' | 'high';

export function bandOf(ratio: number): Band {
  if (ratio < 0.8) return 'low';
  if (ratio <= 1.3) return 'sweetSpot';
  if (ratio <= 1.5) return 'caution';
  return 'high';
}

/** The part of a `LoadPoint` the trend reads. */
export interface RatioPoint {
  readonly date: string;
  readonly ratio?: number | null;
  readonly ratioStatus: RatioStatus;
}

/**
 * What the chart says about a series' missing ratios: `none` when every day has one, `all` when
 * no day has, else `until` the first day with one (history builds up from the range's start).
 */
export type History =
  { readonly kind: 'none' } | { readonly kind: 'all' } | { readonly kind: 'until'; readonly date: string };

export function historyOf(points: readonly RatioPoint[]): History {
  const first = points.find((p) => p.ratioStatus === 'OK' && p.ratio !== null && p.ratio !== undefined);
  if (first === undefined) return { kind: 'all' };
  const missing = points.some((p) => p.ratioStatus === 'NOT_ENOUGH_HISTORY');
  if (!missing) return { kind: 'none' };
  return first === points[0] ? { kind: 'none' } : { kind: 'until', date: first.date };
}

/** The ratios for plotly: null (a gap) where there is none. */
export function ratioSeries(points: readonly RatioPoint[]): (number | null)[] {
  return points.map((p) => (p.ratioStatus === 'OK' ? (p.ratio ?? null) : null));
}

/**
 * The ratio axis's top: the highest ratio drawn with some room, at least 2 so the bands always
 * show. Plotly counts shapes in its autorange, so the top band is drawn up to this, not beyond.
 */
export function ratioAxisTop(series: readonly (readonly (number | null)[])[]): number {
  let highest = 0;
  for (const values of series)
    for (const value of values) if (value !== null) highest = Math.max(highest, value);
  return Math.max(2, Math.ceil(highest * 1.1 * 10) / 10);
}
