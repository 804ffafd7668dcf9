/**
 * Data ranges (spec §3 "ranges (speed and accel, each a list of data ranges with id, name, range)"):
 * bands a team or an event defines on top of METRICS.md's fixed zones, e.g. "Sprint" above
 * 25 km/h or "Hard braking" below -3 m/s². A team's ranges are copied into each new event, and an
 * event's own ranges can then be changed without touching the team's.
 *
 * Units: speed in km/h (what staff type), acceleration in m/s². A missing bound is open-ended.
 */

export const rangeTypes = ['SPEED', 'ACCELERATION'] as const;
export type RangeType = (typeof rangeTypes)[number];

export interface DataRange {
  readonly id: string;
  readonly type: RangeType;
  readonly name: string;
  /** Lower bound, inclusive; null: open below. */
  readonly min: number | null;
  /** Upper bound, exclusive; null: open above. */
  readonly max: number | null;
}

/** Bounds a range may take, by type; at least one bound must be given. */
export const RANGE_BOUNDS: Readonly<Record<RangeType, { readonly min: number; readonly max: number }>> = {
  SPEED: { min: 0, max: 50 },
  ACCELERATION: { min: -15, max: 15 },
};

export const RANGE_NAME_MAX_LENGTH = 60;

export function isRangeType(value: string): value is RangeType {
  return (rangeTypes as readonly string[]).includes(value);
}

/**
 * Why a range's fields are invalid, as `BAD_USER_INPUT` details (`field`, `reason`), or null when
 * they are fine. The type is checked separately (`INVALID_RANGE_TYPE`).
 */
export function rangeProblem(
  type: RangeType,
  name: string,
  min: number | null,
  max: number | null,
): { field: string; reason: string; [key: string]: unknown } | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return { field: 'name', reason: 'required' };
  if (trimmed.length > RANGE_NAME_MAX_LENGTH)
    return { field: 'name', reason: 'maxLength', maxLength: RANGE_NAME_MAX_LENGTH };
  if (min === null && max === null) return { field: 'min', reason: 'required' };
  const bounds = RANGE_BOUNDS[type];
  for (const [field, value] of [
    ['min', min],
    ['max', max],
  ] as const) {
    if (value === null) continue;
    if (!Number.isFinite(value) || value < bounds.min || value > bounds.max)
      return { field, reason: 'range', min: bounds.min, max: bounds.max };
  }
  if (min !== null && max !== null && min >= max) return { field: 'max', reason: 'order' };
  return null;
}
