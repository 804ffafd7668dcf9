/**
 * A team's live alert thresholds (issue 18, item 3): what the live screen measures each player
 * against, shown as % of the target, and flags once passed. Set per team (`TeamLiveAlertsSet` on
 * the club's stream), read by the API (`teamLiveAlerts`) and by the live screen.
 */

/** A team's thresholds; a null value turns that alert off. */
export interface LiveAlerts {
  /** High-speed running distance per event, m. */
  readonly hsrTarget: number | null;
  /** Sprints per event. */
  readonly sprintTarget: number | null;
  /** Total distance per event, m. */
  readonly distanceTarget: number | null;
  /** Heart rate at or above this % of the player's maximum... */
  readonly heartRatePercent: number | null;
  /** ...for at least this many seconds (both null: no heart-rate alert). */
  readonly heartRateSeconds: number | null;
}

export type LiveAlertField = keyof LiveAlerts;

/** What a team has until it sets its own: only the heart-rate alert, 90 % for two minutes. */
export const DEFAULT_LIVE_ALERTS: LiveAlerts = {
  hsrTarget: null,
  sprintTarget: null,
  distanceTarget: null,
  heartRatePercent: 90,
  heartRateSeconds: 120,
};

/**
 * What a team may set (**choice**): targets from 0 up to well past any match (20 km of HSR,
 * 500 sprints, 30 km); a heart-rate threshold of 50–100 % of the maximum, held 10 s to 30 min.
 * `integer`: the value is a whole number (GraphQL `Int`).
 */
export const LIVE_ALERT_BOUNDS: Readonly<
  Record<LiveAlertField, { readonly min: number; readonly max: number; readonly integer: boolean }>
> = {
  hsrTarget: { min: 0, max: 20000, integer: false },
  sprintTarget: { min: 0, max: 500, integer: true },
  distanceTarget: { min: 0, max: 30000, integer: false },
  heartRatePercent: { min: 50, max: 100, integer: false },
  heartRateSeconds: { min: 10, max: 1800, integer: true },
};

export const LIVE_ALERT_FIELDS = Object.keys(LIVE_ALERT_BOUNDS) as LiveAlertField[];

/**
 * Why thresholds cannot be taken, as the details of `LIVE_ALERT_INVALID`; null when fine.
 * `reason`: `range` (out of its bounds, or not a whole number where one is needed) or `pair`
 * (one heart-rate value without the other).
 */
export interface LiveAlertProblem {
  readonly field: LiveAlertField;
  readonly reason: 'range' | 'pair';
  readonly min: number;
  readonly max: number;
}

export function liveAlertProblem(alerts: LiveAlerts): LiveAlertProblem | null {
  for (const field of LIVE_ALERT_FIELDS) {
    const value = alerts[field];
    const { min, max, integer } = LIVE_ALERT_BOUNDS[field];
    if (value === null) continue;
    if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value)))
      return { field, reason: 'range', min, max };
  }
  if ((alerts.heartRatePercent === null) !== (alerts.heartRateSeconds === null)) {
    const field = alerts.heartRatePercent === null ? 'heartRatePercent' : 'heartRateSeconds';
    const { min, max } = LIVE_ALERT_BOUNDS[field];
    return { field, reason: 'pair', min, max };
  }
  return null;
}

export function sameLiveAlerts(a: LiveAlerts, b: LiveAlerts): boolean {
  return LIVE_ALERT_FIELDS.every((field) => a[field] === b[field]);
}
