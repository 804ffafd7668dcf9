/**
 * A player's live alerts from the team's thresholds (`teamLiveAlerts`): HSR, sprints and distance
 * as % of their targets (reached at 100 %), and heart rate at or above a share of the player's
 * maximum for a while, read from the live trail's heart rate per second.
 */
import type { Live } from './api/event-live.ts';
import type { TileFigures } from './live-figures.ts';

/** The team's thresholds; null where none is set. */
export interface LiveAlertThresholds {
  readonly hsrTarget: number | null;
  readonly sprintTarget: number | null;
  readonly distanceTarget: number | null;
  readonly heartRatePercent: number | null;
  readonly heartRateSeconds: number | null;
}

export interface TargetProgress {
  readonly kind: 'hsr' | 'sprints' | 'distance';
  /** % of the target (may pass 100). */
  readonly percent: number;
  readonly reached: boolean;
}

/** Progress towards each target set, for the figures the player has. */
export function targetProgress(thresholds: LiveAlertThresholds, figures: TileFigures): TargetProgress[] {
  const progress = (kind: TargetProgress['kind'], value: number | null, target: number | null) =>
    value === null || target === null || target <= 0
      ? []
      : [{ kind, percent: (100 * value) / target, reached: value >= target }];
  return [
    ...progress('hsr', figures.hsr, thresholds.hsrTarget),
    ...progress('sprints', figures.sprints, thresholds.sprintTarget),
    ...progress('distance', figures.distance, thresholds.distanceTarget),
  ];
}

/**
 * The player's maximum heart rate: their own, or derived from the newest heart rate and its % of
 * max (the API computes that from the same maximum); null without either.
 */
export function maxHeartRateOf(
  own: number | null,
  live: Pick<Live, 'heartRate' | 'heartRatePercent'>,
): number | null {
  if (own !== null && own > 0) return own;
  if (live.heartRate === null || live.heartRatePercent === null || live.heartRatePercent <= 0) return null;
  return (live.heartRate * 100) / live.heartRatePercent;
}

/** Seconds at the end of the trail with the heart rate at or above `percent` of `maxHeartRate`, without a break. */
export function secondsAtOrAbove(
  heartRates: readonly (number | null)[],
  maxHeartRate: number,
  percent: number,
): number {
  let seconds = 0;
  for (let i = heartRates.length - 1; i >= 0; i--) {
    const hr = heartRates[i];
    if (hr === null || hr === undefined || (100 * hr) / maxHeartRate < percent) break;
    seconds++;
  }
  return seconds;
}

/**
 * How long the heart rate has been at or above the threshold, when that is at least
 * `heartRateSeconds`; null otherwise (no threshold, no maximum, or not long enough).
 */
export function heartRateAlert(
  thresholds: LiveAlertThresholds,
  live: Pick<Live, 'heartRate' | 'heartRatePercent' | 'trail'>,
  ownMax: number | null,
): number | null {
  const { heartRatePercent: percent, heartRateSeconds: needed } = thresholds;
  if (percent === null || needed === null) return null;
  const max = maxHeartRateOf(ownMax, live);
  if (max === null) return null;
  const seconds = secondsAtOrAbove(live.trail.heartRates, max, percent);
  return seconds >= needed && seconds > 0 ? seconds : null;
}
