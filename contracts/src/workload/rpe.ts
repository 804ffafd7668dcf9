/**
 * Session RPE (Foster 2001): the player's rating of the session on the CR-10 scale (0 to 10) ×
 * its minutes. Minutes not given default to the selection's time on record (its record's span),
 * else the event's duration: one rule for the workload projection and the `Selection.rpe` field.
 */

export const RPE_MAX = 10;
export const RPE_MINUTES_MIN = 1;
export const RPE_MINUTES_MAX = 600;

export interface ResolvedRpe {
  readonly rating: number;
  readonly minutes: number;
  /** rating × minutes, arbitrary units. */
  readonly load: number;
}

/**
 * A rating with its minutes: those given, else `recordMinutes` (the selection's time on record),
 * else the event's duration (`start`…`end`, epoch ms); null when none is known.
 */
export function resolveRpe(
  rating: number,
  minutes: number | null,
  recordMinutes: number | null,
  start: number | null,
  end: number | null,
): ResolvedRpe | null {
  let resolved = minutes;
  if (resolved === null && recordMinutes !== null && recordMinutes > 0) resolved = Math.round(recordMinutes);
  if (resolved === null && start !== null && end !== null && end > start)
    resolved = Math.round((end - start) / 60_000);
  if (resolved === null) return null;
  return { rating, minutes: resolved, load: rating * resolved };
}
