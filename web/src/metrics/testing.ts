/** Test data of the figures' columns: a record's metrics as the API answers them. */
import type { RecordMetrics } from './columns.ts';

const effort = (count: number) => ({ count });
const zone = (distance: number) => ({ distance });

/** Ten minutes of a team sport: 5 km at up to 8 m/s, with heart rate; changed by `patch`. */
export function recordMetrics(patch: Partial<RecordMetrics> = {}): RecordMetrics {
  return {
    activity: 'TEAM_SPORT',
    time: 600,
    distance: 5000,
    distancePerMinute: 500,
    avgSpeed: 5000 / 600,
    maxSpeed: 8,
    maxAcceleration: 3.2,
    minAcceleration: -4.1,
    hid: 400,
    hir: effort(6),
    sprint: { count: 2, distance: 60 },
    accelerations: { a1: effort(20), a2: effort(8), a3: effort(2) },
    decelerations: { d1: effort(18), d2: effort(9), d3: effort(3) },
    heartRate: {
      avg: 150,
      min: 90,
      max: 185,
      zones: [60, 120, 180, 150, 90],
      edwardsTrimp: 27,
      banisterTrimp: 14.5,
    },
    metabolic: { avgPower: 9.5, highMetabolicLoadDistance: 700, energy: 5700 },
    zones: {
      z0: zone(100),
      z1: zone(500),
      z2: zone(2000),
      z3: zone(2000),
      z4: zone(340),
      z5: zone(50),
      z6: zone(10),
    },
    ranges: [{ rangeId: 'hsr', time: 50, distance: 350 }],
    individualSpeedBands: [
      { distance: 1500 },
      { distance: 900 },
      { distance: 300 },
      { distance: 80 },
      { distance: 20 },
    ],
    ...patch,
  };
}

/** The same player on a ride: no team-sport figures. */
export function rideMetrics(patch: Partial<RecordMetrics> = {}): RecordMetrics {
  return recordMetrics({
    activity: 'CYCLING',
    hid: null,
    hir: null,
    sprint: null,
    accelerations: null,
    decelerations: null,
    metabolic: null,
    zones: null,
    ranges: [],
    individualSpeedBands: null,
    ...patch,
  });
}
