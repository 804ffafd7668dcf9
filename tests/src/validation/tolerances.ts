/**
 * What "agrees with the reference" means (issue 17), used by the dataset test and printed in the
 * report: one place, so the report says what the test checks.
 */
import type { Metrics } from '@stride/contracts/metrics';
import type { ReferenceFigures } from './reference.ts';

export interface Check {
  readonly metric: string;
  readonly unit: string;
  readonly ours: number;
  readonly reference: number;
  /** ours − reference, relative (a share), or null where the reference is 0. */
  readonly difference: number | null;
  readonly tolerance: string;
  readonly ok: boolean;
}

const relative = (ours: number, reference: number) => (reference === 0 ? null : ours / reference - 1);

function check(
  metric: string,
  unit: string,
  ours: number,
  reference: number,
  share: number,
  /** Below this reference value, an absolute allowance instead (a count of 0 or 1, a few metres). */
  floor: number,
): Check {
  const difference = relative(ours, reference);
  const ok = Math.abs(ours - reference) <= Math.max(share * Math.abs(reference), floor);
  const tolerance = `${share * 100} %${floor > 0 ? `, at least ${floor} ${unit}` : ''}`;
  return { metric, unit, ours, reference, difference, tolerance, ok };
}

/**
 * A 10 Hz GNSS recording against the reference: distance within 2 %, maximum speed within 3 %,
 * high-speed running within 10 % (at least 5 m: a recording with 2 m of it is not a test of
 * 10 %), efforts ≥ 3 m/s² within 25 % (at least 1 effort: 0 against 1 is not 100 % off).
 */
export function gnssChecks(ours: Metrics, reference: ReferenceFigures): Check[] {
  return [
    check('distance', 'm', ours.distance, reference.distance, 0.02, 0),
    check('maximum speed', 'm/s', ours.maxSpeed ?? 0, reference.maxSpeed, 0.03, 0),
    check('high-speed running (≥ 19.8 km/h)', 'm', ours.hid ?? 0, reference.hsr, 0.1, 5),
    check(
      'accelerations ≥ 3 m/s²',
      'efforts',
      ours.accelerations?.a3.count ?? 0,
      reference.accelerations,
      0.25,
      1,
    ),
    check(
      'decelerations ≤ −3 m/s²',
      'efforts',
      ours.decelerations?.d3.count ?? 0,
      reference.decelerations,
      0.25,
      1,
    ),
  ];
}

/**
 * Indoor players (20 Hz, 38.6 s): distance within 2 % (at least 0.5 m), maximum speed within 3 %
 * (at least 0.1 m/s: a player who never goes faster than a walk reaches it at the recording's
 * ends, where our filter's window shrinks and the reference's pads the series).
 */
export function indoorChecks(ours: Metrics, reference: ReferenceFigures): Check[] {
  return [
    check('distance', 'm', ours.distance, reference.distance, 0.02, 0.5),
    check('maximum speed', 'm/s', ours.maxSpeed ?? 0, reference.maxSpeed, 0.03, 0.1),
  ];
}

/** A watch's distance against its own session total: within 5 % (at least 25 m: the short test files). */
export function deviceDistanceCheck(ours: number, device: number): Check {
  return check('distance against the device', 'm', ours, device, 0.05, 25);
}
