/**
 * Profiles per activity and individual speed bands, on hand-computed traces: the device speed is
 * used as is (smoothing off), so each interval's speed is the mean of its two samples' speeds.
 */
import { defaultMetricsConfig, type MetricsConfig, type MetricsResult } from '@stride/contracts/metrics';
import type { SampleBatch } from '@stride/contracts/samples';
import { describe, expect, it } from 'vitest';
import { finish, init, push, snapshot } from './engine.ts';
import { NO_TRACKING_OVERRIDES } from '@stride/contracts/tracking';
import {
  activityOf,
  effectiveProfile,
  profileConfig,
  SOURCE_PROFILES,
  sourceConfig,
  sourceProfileOfDeviceType,
  sourceProfileOfFormat,
} from './profile.ts';
import { traceBatch } from './synthetic.ts';

const T0 = Date.UTC(2024, 2, 2, 15);
const base = defaultMetricsConfig();
/** Device speed used as is: no smoothing, central-difference acceleration. */
const RAW: MetricsConfig = {
  ...base,
  cleaning: { ...base.cleaning, smoothingHalfWindowSeconds: 0, accelerationHalfWindowSeconds: 0.1 },
};

function run(cfg: MetricsConfig, batch: SampleBatch): MetricsResult {
  const state = init(cfg);
  push(state, batch);
  return finish(state);
}

/** 10 Hz samples with these device speeds (m/s), positions integrated along x. */
function speedTrace(speeds: readonly number[]): SampleBatch {
  const x = [0];
  for (let i = 1; i < speeds.length; i++) x.push(x[i - 1]! + ((speeds[i - 1]! + speeds[i]!) / 2) * 0.1);
  return traceBatch({ t: speeds.map((_, i) => T0 + i * 100), x, y: speeds.map(() => 0), speed: speeds });
}

const repeat = (value: number, times: number) => Array.from({ length: times }, () => value);

// 3 s at 5 m/s, 3 s at 8 m/s (28.8 km/h: a sprint), 3 s at 5 m/s: intervals of 0.1 s, 30 then 29
// at 5 m/s, 29 at 8 m/s and one at 6.5 m/s on each change.
const SPRINT = speedTrace([...repeat(5, 31), ...repeat(8, 30), ...repeat(5, 30)]);

describe('individual speed bands', () => {
  it('time and distance by % of the player’s max speed, beside the team’s figures', () => {
    // Max speed 36 km/h = 10 m/s: bands from 5, 6, 7, 8 and 9 m/s.
    const r = run({ ...RAW, individualSpeed: { ...base.individualSpeed, maxSpeedKmh: 36 } }, SPRINT);
    const bands = r.global.individualSpeedBands!;
    expect(bands.map((b) => [b.minPercent, b.maxPercent])).toEqual([
      [50, 60],
      [60, 70],
      [70, 80],
      [80, 90],
      [90, null],
    ]);
    expect(bands[0]!.minKmh).toBe(18);
    expect(bands[4]!.maxKmh).toBeNull();
    // 50–60 %: the 59 intervals at 5 m/s (29.5 m); 60–70 %: the two at 6.5 m/s (1.3 m); 80–90 %:
    // the 29 at 8 m/s (23.2 m); nothing at 70–80 % or from 90 %.
    expect(bands.map((b) => Math.round(b.time * 10) / 10)).toEqual([5.9, 0.2, 0, 2.9, 0]);
    expect(bands.map((b) => Math.round(b.distance * 100) / 100)).toEqual([29.5, 1.3, 0, 23.2, 0]);
    // The team's figures are unchanged by them.
    expect(r.global.sprint!.count).toBe(1);
    expect(r.global.ranges).toEqual([]);
  });

  it('are null without the player’s max speed', () => {
    expect(run(RAW, SPRINT).global.individualSpeedBands).toBeNull();
  });

  it('come after the event’s data ranges, which keep their own figures', () => {
    const r = run(
      {
        ...RAW,
        ranges: [{ id: 'fast', kind: 'speed', min: 25, max: null }],
        individualSpeed: { ...base.individualSpeed, maxSpeedKmh: 36 },
      },
      SPRINT,
    );
    expect(r.global.ranges.map((range) => range.rangeId)).toEqual(['fast']);
    expect(r.global.ranges[0]!.time).toBeCloseTo(2.9, 9);
    expect(r.global.ranges[0]!.distance).toBeCloseTo(23.2, 9);
    expect(r.global.individualSpeedBands![3]!.distance).toBeCloseTo(23.2, 9);
  });
});

describe('profiles per activity', () => {
  it('a ride declared as cycling gets no football thresholds; anything else is a team sport', () => {
    expect(activityOf(true)).toBe('CYCLING');
    expect(activityOf(false)).toBe('TEAM_SPORT');
    expect(profileConfig('fit', true).activity).toBe('CYCLING');
    expect(profileConfig('fit', false).activity).toBe('TEAM_SPORT');
    expect(profileConfig('csv-catapult', false).activity).toBe('TEAM_SPORT');
  });

  it('a ride keeps time, distance, speeds and heart rate, and has no zones, efforts or metabolic power', () => {
    const cycling: MetricsConfig = {
      ...RAW,
      activity: 'CYCLING',
      ranges: [{ id: 'fast', kind: 'speed', min: 25, max: null }],
      individualSpeed: { ...base.individualSpeed, maxSpeedKmh: 36 },
    };
    const team = run(RAW, SPRINT);
    const state = init(cycling);
    push(state, SPRINT);
    const live = snapshot(state);
    const ride = finish(state);
    for (const m of [live.global, ride.global]) {
      expect(m.activity).toBe('CYCLING');
      expect([m.zones, m.hid, m.hir, m.sprint, m.accelerations, m.decelerations, m.metabolic]).toEqual(
        Array.from({ length: 7 }, () => null),
      );
      expect(m.individualSpeedBands).toBeNull();
      expect(m.ranges).toEqual([]);
      expect([m.ratios.hidShare, m.ratios.sprintShare, m.ratios.highMetabolicLoadShare]).toEqual([
        null,
        null,
        null,
      ]);
    }
    expect(ride.global.distance).toBe(team.global.distance);
    expect(ride.global.time).toBe(team.global.time);
    expect(ride.global.maxSpeed).toBe(8);
    expect(ride.global.maxAcceleration).toBe(team.global.maxAcceleration);
    expect(ride.extended.sprintHistory).toEqual([]);
    expect(ride.extended.a2History).toEqual([]);
    expect(ride.extended.speedSerie.at(-1)!.sprint).toBe(0);
    expect(team.global.activity).toBe('TEAM_SPORT');
    expect(team.extended.sprintHistory).toHaveLength(1);
  });
});

describe('profiles per source', () => {
  it('chooses the profile by the file format, and by the device type for samples without a file', () => {
    expect(
      ['csv-stride', 'csv-catapult', 'csv-kinexon', 'fit', 'gpx', 'tcx'].map(sourceProfileOfFormat),
    ).toEqual(['GNSS_10HZ', 'GNSS_10HZ', 'INDOOR_20HZ', 'WATCH_1HZ', 'WATCH_1HZ', 'WATCH_1HZ']);
    expect(
      ['CATAPULT', 'STATSPORTS', 'KINEXON', 'LPS', 'GARMIN', 'POLAR'].map(sourceProfileOfDeviceType),
    ).toEqual(['GNSS_10HZ', 'GNSS_10HZ', 'INDOOR_20HZ', 'INDOOR_20HZ', 'WATCH_1HZ', 'GNSS_10HZ']);
  });

  it('gives each profile its cleaning: the low-pass for trackers, none for watches', () => {
    const gnss = profileConfig('csv-catapult', false).cleaning;
    expect([gnss.lowPassCutoffHz, gnss.smoothingHalfWindowSeconds, gnss.maxInterpolatedGapSeconds]).toEqual([
      1, 0.8, 1,
    ]);
    const watch = profileConfig('fit', false);
    expect([watch.cleaning.lowPassCutoffHz, watch.cleaning.maxInterpolatedGapSeconds]).toEqual([null, 10]);
    expect(watch.heartRate.maxGapSeconds).toBe(60);
    expect(profileConfig('fit', true).cleaning.spikeMaxSpeed).toBe(30);
    expect(profileConfig('csv-kinexon', false).cleaning).toMatchObject(SOURCE_PROFILES.INDOOR_20HZ.cleaning);
  });

  it('filters a noisy 10 Hz track with the tracker profile, and a watch track not at all', () => {
    // A player standing still, the fixes wandering ±5 cm at 2.5 Hz (0, 5, 0, −5 cm, …): central
    // differences read 0.25 m/s from it, 2.5 m in 10 s.
    const t = Array.from({ length: 101 }, (_, i) => T0 + i * 100);
    const x = t.map((_, i) => [0, 0.05, 0, -0.05][i % 4]!);
    const still = traceBatch({ t, x, y: t.map(() => 0) });
    const tracker = run(profileConfig('csv-stride', false), still).global.distance;
    const watch = run(
      {
        ...profileConfig('fit', false),
        cleaning: { ...profileConfig('fit', false).cleaning, nominalRateHz: 10 },
      },
      still,
    ).global.distance;
    // 2.5 Hz is far above 1 Hz: the low-pass keeps 0.1 % of it. About 2 cm of the 2.5 m is left,
    // next to the first and last fix: reflecting the series about them keeps their own offset
    // (shrinking the window there instead left 10 cm).
    expect(watch).toBeGreaterThan(2.4);
    expect(tracker).toBeLessThan(0.03);
  });
});

describe("a team's overrides", () => {
  const t = Array.from({ length: 101 }, (_, i) => T0 + i * 100);
  const still = traceBatch({ t, x: t.map((_, i) => [0, 0.05, 0, -0.05][i % 4]!), y: t.map(() => 0) });
  const off = { GNSS_10HZ: { ...NO_TRACKING_OVERRIDES, lowPassOff: true } };

  it('change the profile of the file the team recorded, and leave `npm run metrics` on the defaults', () => {
    expect(profileConfig('csv-stride', false, undefined, off).cleaning.lowPassCutoffHz).toBeNull();
    expect(profileConfig('csv-stride', false).cleaning.lowPassCutoffHz).toBe(1);
    // Another profile's overrides do not reach a watch's file.
    expect(profileConfig('fit', false, undefined, off)).toEqual(profileConfig('fit', false));
  });

  it("keep a ride's spike limit, whatever the team set for its players", () => {
    const slow = { WATCH_1HZ: { ...NO_TRACKING_OVERRIDES, spikeSpeed: 8 } };
    expect(profileConfig('fit', false, undefined, slow).cleaning.spikeMaxSpeed).toBe(8);
    expect(profileConfig('fit', true, undefined, slow).cleaning.spikeMaxSpeed).toBe(30);
  });

  it('give live (a device type, no file) the configuration the records get from a file', () => {
    const live = sourceConfig(effectiveProfile(sourceProfileOfDeviceType('CATAPULT'), off), false);
    expect(live).toEqual(profileConfig('csv-catapult', false, undefined, off));
  });

  it('turning the low-pass off lets the noise of a standing player through again', () => {
    const filtered = run(profileConfig('csv-stride', false), still).global.distance;
    const raw = run(profileConfig('csv-stride', false, undefined, off), still).global.distance;
    // Central differences of the ±5 cm wander: 0.25 m/s over 10 s.
    expect(raw).toBeCloseTo(2.5, 1);
    expect(filtered).toBeLessThan(raw / 20);
  });
});
