/**
 * What the live screen shows of a selection's live figures, pure so the screen only draws: the
 * tile's figures over the event or one period, the heart-rate zone, how old the newest sample is,
 * the order of the tiles, the team's averages and the live chart's series.
 */
import type { Live, LiveMetrics } from './api/event-live.ts';

const KMH = 3.6;

/** A player's figures on a tile (speeds in km/h, distances in m); null where there are none. */
export interface TileFigures {
  readonly speed: number | null;
  readonly distance: number | null;
  readonly hsr: number | null;
  readonly sprints: number | null;
  readonly accelerations: number | null;
  readonly heartRate: number | null;
  readonly heartRatePercent: number | null;
}

export const NO_FIGURES: TileFigures = {
  speed: null,
  distance: null,
  hsr: null,
  sprints: null,
  accelerations: null,
  heartRate: null,
  heartRatePercent: null,
};

/** The window's metrics: the whole event (null) or one period (none before it started). */
export function windowMetrics(live: Live, periodId: string | null): LiveMetrics | null {
  if (periodId === null) return live.globalMetrics;
  return live.periodRecords.find((p) => p.periodId === periodId)?.metrics ?? null;
}

export function tileFigures(live: Live | null | undefined, periodId: string | null): TileFigures {
  if (live === null || live === undefined) return NO_FIGURES;
  const metrics = windowMetrics(live, periodId);
  return {
    speed: live.speed === null ? null : live.speed * KMH,
    distance: metrics?.distance ?? null,
    hsr: metrics?.hid ?? null,
    sprints: metrics?.sprint?.count ?? null,
    // a2 (from 2 m/s²): the accelerations the event's charts show.
    accelerations: metrics?.accelerations?.a2.count ?? null,
    heartRate: live.heartRate,
    heartRatePercent: live.heartRatePercent,
  };
}

/** Heart-rate zone 1–5 (50–60, 60–70, 70–80, 80–90, ≥ 90 % of max, as the records count); 0 below. */
export function heartRateZone(percent: number | null): number | null {
  if (percent === null) return null;
  if (percent < 50) return 0;
  return Math.min(5, Math.floor((percent - 50) / 10) + 1);
}

/** Data older than this is called out on the tile ("no data for 6 s"). */
export const STALE_AFTER_MS = 5000;

/**
 * How many whole seconds since the newest sample when that is more than `STALE_AFTER_MS` ago;
 * null while fresh; `never` before any sample.
 */
export function staleSeconds(lastSampleAt: string | null | undefined, now: number): number | null | 'never' {
  if (lastSampleAt === null || lastSampleAt === undefined) return 'never';
  const age = now - Date.parse(lastSampleAt);
  return age > STALE_AFTER_MS ? Math.floor(age / 1000) : null;
}

export const SORT_KEYS = ['number', 'name', 'distance', 'hsr', 'speed', 'heartRate'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export interface SortableTile {
  readonly number: number | null;
  readonly name: string;
  readonly figures: TileFigures;
}

/** Numbers and names ascending, figures highest first; tiles without the figure last, then by name. */
export function sortTiles<T extends SortableTile>(tiles: readonly T[], by: SortKey): T[] {
  const byName = (a: T, b: T) => a.name.localeCompare(b.name);
  const value = (tile: T): number | null => {
    switch (by) {
      case 'number':
        return tile.number;
      case 'name':
        return null;
      case 'distance':
        return tile.figures.distance;
      case 'hsr':
        return tile.figures.hsr;
      case 'speed':
        return tile.figures.speed;
      case 'heartRate':
        return tile.figures.heartRate;
    }
  };
  const sign = by === 'number' ? 1 : -1;
  return [...tiles].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va === null && vb === null) return byName(a, b);
    if (va === null) return 1;
    if (vb === null) return -1;
    return va === vb ? byName(a, b) : sign * (va - vb);
  });
}

/** Each figure's mean over the players that have it (null when none has). */
export function teamAverages(figures: readonly TileFigures[]): TileFigures & { readonly players: number } {
  const mean = (pick: (f: TileFigures) => number | null): number | null => {
    const values = figures.map(pick).filter((v): v is number => v !== null);
    return values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;
  };
  return {
    players: figures.filter((f) => f.distance !== null).length,
    speed: mean((f) => f.speed),
    distance: mean((f) => f.distance),
    hsr: mean((f) => f.hsr),
    sprints: mean((f) => f.sprints),
    accelerations: mean((f) => f.accelerations),
    heartRate: mean((f) => f.heartRate),
    heartRatePercent: mean((f) => f.heartRatePercent),
  };
}

export type TrailKind = 'speed' | 'heartRate';

/** The live chart's points of one player: a time a second from the trail's start, km/h or bpm. */
export function trailSeries(
  trail: Live['trail'],
  kind: TrailKind,
): { readonly x: string[]; readonly y: (number | null)[] } {
  if (trail.start === null) return { x: [], y: [] };
  const start = Date.parse(trail.start);
  const values =
    kind === 'speed' ? trail.speeds.map((v) => (v === null ? null : v * KMH)) : [...trail.heartRates];
  return { x: values.map((_, i) => new Date(start + i * 1000).toISOString()), y: values };
}
