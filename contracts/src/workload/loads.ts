/**
 * A day's loads (METRICS.md, "Workload"): each event a player took part in brings its record's
 * figures (device variables) and its session RPE; a day sums its events. Load semantics, written
 * out in docs/workload.md:
 * - a day without an event is rest: every load is 0;
 * - an event without a record (a finished event the player was selected in, no device data) is
 *   missing for the device variables: it adds nothing and the day says so (`missingDevice`); a
 *   day whose every event is missing has no value (null), never 0;
 * - an event without an RPE is missing for sRPE the same way (`missingRpe`).
 */
import type { Metrics } from '../metrics.ts';

export const loadVariables = [
  'DURATION',
  'DISTANCE',
  'HSR',
  'SPRINT_DISTANCE',
  'ACCELERATIONS',
  'DECELERATIONS',
  'TRIMP',
  'HML_DISTANCE',
  'SRPE',
] as const;
export type LoadVariable = (typeof loadVariables)[number];

/** The device variables and their field in `Loads`. */
export const deviceFields = [
  'duration',
  'distance',
  'hsr',
  'sprintDistance',
  'accelerations',
  'decelerations',
  'trimp',
  'hmlDistance',
] as const;
export type DeviceField = (typeof deviceFields)[number];

export const fieldOfVariable: Readonly<Record<LoadVariable, DeviceField | 'srpe'>> = {
  DURATION: 'duration',
  DISTANCE: 'distance',
  HSR: 'hsr',
  SPRINT_DISTANCE: 'sprintDistance',
  ACCELERATIONS: 'accelerations',
  DECELERATIONS: 'decelerations',
  TRIMP: 'trimp',
  HML_DISTANCE: 'hmlDistance',
  SRPE: 'srpe',
};

/** Metres in one data range. */
export interface RangeLoad {
  readonly rangeId: string;
  readonly name: string;
  readonly distance: number;
}

/** Loads of one event (one selection) or of a day; null: missing (no value), never 0. */
export type Loads = { readonly [F in DeviceField | 'srpe']: number | null } & {
  readonly ranges: readonly RangeLoad[];
};

/** One event a player took part in: its loads, and whether its device data and RPE are there. */
export interface EventLoads extends Loads {
  readonly hasDevice: boolean;
  readonly hasRpe: boolean;
}

/** A player's day: how many events, how many without device data or RPE, and the summed loads. */
export interface DayLoads extends Loads {
  readonly events: number;
  readonly missingDevice: number;
  readonly missingRpe: number;
}

const NO_DEVICE = {
  duration: null,
  distance: null,
  hsr: null,
  sprintDistance: null,
  accelerations: null,
  decelerations: null,
  trimp: null,
  hmlDistance: null,
} as const;

/**
 * An event's loads from its record's global figures (null: no record, the device variables are
 * missing) and its session RPE (null: none given). `rangeNames` names the record's data ranges
 * (the event's); a range without a name is left out.
 */
export function eventLoads(
  global: Metrics | null,
  rpe: { readonly rating: number; readonly minutes: number } | null,
  rangeNames: ReadonlyMap<string, string>,
): EventLoads {
  const srpe = rpe === null ? null : rpe.rating * rpe.minutes;
  if (global === null) return { ...NO_DEVICE, srpe, ranges: [], hasDevice: false, hasRpe: rpe !== null };
  const ranges: RangeLoad[] = [];
  for (const range of global.ranges ?? []) {
    const name = rangeNames.get(range.rangeId);
    if (name !== undefined) ranges.push({ rangeId: range.rangeId, name, distance: range.distance });
  }
  return {
    duration: (global.time + global.untrackedTime) / 60,
    distance: global.distance,
    hsr: global.hid ?? null,
    sprintDistance: global.sprint?.distance ?? null,
    accelerations: global.accelerations?.a2.count ?? null,
    decelerations: global.decelerations?.d2.count ?? null,
    trimp: global.heartRate?.edwardsTrimp ?? null,
    hmlDistance: global.metabolic?.highMetabolicLoadDistance ?? null,
    srpe,
    ranges,
    hasDevice: true,
    hasRpe: rpe !== null,
  };
}

/** Sum of the values given; null when none is (every event missing). */
function sumKnown(values: readonly (number | null)[]): number | null {
  let sum: number | null = null;
  for (const value of values) if (value !== null) sum = (sum ?? 0) + value;
  return sum;
}

/** A day from its events' loads: a rest day (no event) is 0 for every variable. */
export function dayLoads(events: readonly EventLoads[]): DayLoads {
  const ranges = new Map<string, RangeLoad>();
  for (const event of events)
    for (const range of event.ranges) {
      const before = ranges.get(range.rangeId);
      ranges.set(range.rangeId, {
        rangeId: range.rangeId,
        // The latest event's name: a renamed range shows its current name.
        name: range.name,
        distance: (before?.distance ?? 0) + range.distance,
      });
    }
  const sum = (field: DeviceField | 'srpe') =>
    events.length === 0 ? 0 : sumKnown(events.map((event) => event[field]));
  return {
    events: events.length,
    missingDevice: events.filter((event) => !event.hasDevice).length,
    missingRpe: events.filter((event) => !event.hasRpe).length,
    duration: sum('duration'),
    distance: sum('distance'),
    hsr: sum('hsr'),
    sprintDistance: sum('sprintDistance'),
    accelerations: sum('accelerations'),
    decelerations: sum('decelerations'),
    trimp: sum('trimp'),
    hmlDistance: sum('hmlDistance'),
    srpe: sum('srpe'),
    ranges: [...ranges.values()].sort((a, b) => a.rangeId.localeCompare(b.rangeId)),
  };
}

/** A day's load of one variable: a number, 0 on a rest day, null when missing. */
export function loadOf(day: Loads, variable: LoadVariable): number | null {
  return day[fieldOfVariable[variable]];
}
