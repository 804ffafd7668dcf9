/**
 * A player's figures over a cut interval (issue 20), from the record's one-second series: what
 * `eventPlayerAnalyses(to: end)` shows less what it shows at `to: start` (the same rule: a step
 * counts once it has ended, its start + 1 s), and the fastest step in between. So the figures an
 * analyst saw at both ends of the cut while replaying are those the interval has.
 */
import type { SpeedSeriePoint } from '@stride/contracts/metrics';

export interface IntervalFigures {
  readonly time: number;
  readonly distance: number;
  readonly hid: number;
  readonly hir: number;
  readonly sprint: number;
  /** m/s; null without a step in the interval. */
  readonly topSpeed: number | null;
}

const STEP_MS = 1000;

/** The cumulative figures as of `to`, and how many steps had ended by then (series in time order). */
export function figuresAsOf(
  series: readonly SpeedSeriePoint[],
  to: number,
): { steps: number; last: SpeedSeriePoint | null } {
  let last: SpeedSeriePoint | null = null;
  let steps = 0;
  for (const point of series) {
    if (point.ts + STEP_MS > to) break;
    last = point;
    steps++;
  }
  return { steps, last };
}

/** Figures over `[start, end)`: as of the end less as of the start; top speed of the steps between. */
export function intervalFigures(
  series: readonly SpeedSeriePoint[],
  start: number,
  end: number,
): IntervalFigures {
  const before = figuresAsOf(series, start);
  const after = figuresAsOf(series, end);
  let topSpeed: number | null = null;
  for (const point of series.slice(before.steps, after.steps))
    topSpeed = topSpeed === null ? point.value : Math.max(topSpeed, point.value);
  const of = (key: 'distance' | 'hid' | 'hir' | 'sprint') =>
    (after.last?.[key] ?? 0) - (before.last?.[key] ?? 0);
  return {
    time: after.steps - before.steps,
    distance: of('distance'),
    hid: of('hid'),
    hir: of('hir'),
    sprint: of('sprint'),
    topSpeed,
  };
}
