import { describe, expect, it } from 'vitest';
import { defaultMetricsConfig, metricsConfigProblems } from './metrics.ts';
import {
  effectiveProfile,
  NO_TRACKING_OVERRIDES,
  settingsOf,
  SOURCE_PROFILE_IDS,
  SOURCE_PROFILES,
  TRACKING_BOUNDS,
  trackingProblem,
  type TrackingOverrides,
} from './tracking.ts';

const own = (values: Partial<TrackingOverrides>): TrackingOverrides => ({
  ...NO_TRACKING_OVERRIDES,
  ...values,
});

describe('effectiveProfile', () => {
  it('is the profile itself for a team without overrides', () => {
    for (const id of SOURCE_PROFILE_IDS) {
      expect(effectiveProfile(id)).toBe(SOURCE_PROFILES[id]);
      expect(effectiveProfile(id, {})).toBe(SOURCE_PROFILES[id]);
      expect(effectiveProfile(id, { [id]: NO_TRACKING_OVERRIDES })).toEqual(SOURCE_PROFILES[id]);
    }
  });

  it("takes the team's values where set and the profile's elsewhere", () => {
    const gnss = effectiveProfile('GNSS_10HZ', { GNSS_10HZ: own({ lowPassCutoffHz: 0.5, spikeSpeed: 9 }) });
    expect(settingsOf(gnss)).toEqual({
      lowPassCutoffHz: 0.5,
      filterReachSeconds: 0.8,
      spikeSpeed: 9,
      maxGapSeconds: 1,
    });
    // What users do not set stays the profile's.
    expect(gnss.cleaning.lowPassOrder).toBe(3);
    expect(gnss.cleaning.accelerationHalfWindowSeconds).toBe(0.1);
    expect(gnss.heartRateMaxGapSeconds).toBe(5);
  });

  it('turns the low-pass off, or on for a profile without one', () => {
    expect(
      effectiveProfile('GNSS_10HZ', { GNSS_10HZ: own({ lowPassOff: true }) }).cleaning.lowPassCutoffHz,
    ).toBeNull();
    const watch = effectiveProfile('WATCH_1HZ', {
      WATCH_1HZ: own({ lowPassCutoffHz: 0.2, filterReachSeconds: 0.8 }),
    });
    expect([watch.cleaning.lowPassCutoffHz, watch.cleaning.smoothingHalfWindowSeconds]).toEqual([0.2, 0.8]);
  });

  it('changes only the profile the overrides are for', () => {
    const overrides = { WATCH_1HZ: own({ maxGapSeconds: 30 }) };
    expect(effectiveProfile('GNSS_10HZ', overrides)).toBe(SOURCE_PROFILES.GNSS_10HZ);
    expect(effectiveProfile('WATCH_1HZ', overrides).cleaning.maxInterpolatedGapSeconds).toBe(30);
  });

  it('gives an engine configuration the engine accepts at every bound', () => {
    for (const id of SOURCE_PROFILE_IDS)
      for (const edge of ['min', 'max'] as const) {
        const values = own({
          lowPassCutoffHz: TRACKING_BOUNDS.lowPassCutoffHz[edge],
          filterReachSeconds: Math.max(TRACKING_BOUNDS.filterReachSeconds[edge], 0.1),
          spikeSpeed: TRACKING_BOUNDS.spikeSpeed[edge],
          maxGapSeconds: TRACKING_BOUNDS.maxGapSeconds[edge],
        });
        expect(trackingProblem(id, values)).toBeNull();
        const base = defaultMetricsConfig();
        const cleaning = { ...base.cleaning, ...effectiveProfile(id, { [id]: values }).cleaning };
        expect(metricsConfigProblems({ ...base, cleaning })).toEqual([]);
      }
  });
});

describe('trackingProblem', () => {
  it('accepts the bounds themselves and refuses what lies beyond, naming the field and its bounds', () => {
    expect(
      trackingProblem('GNSS_10HZ', own({ lowPassCutoffHz: 0.2, spikeSpeed: 40, maxGapSeconds: 0 })),
    ).toBeNull();
    expect(trackingProblem('GNSS_10HZ', own({ lowPassCutoffHz: 5, filterReachSeconds: 0.8 }))).toBeNull();
    const cases: [Partial<TrackingOverrides>, string, number, number][] = [
      [{ lowPassCutoffHz: 0.19 }, 'lowPassCutoffHz', 0.2, 5],
      [{ lowPassCutoffHz: 5.01 }, 'lowPassCutoffHz', 0.2, 5],
      [{ filterReachSeconds: -0.1 }, 'filterReachSeconds', 0, 0.8],
      [{ filterReachSeconds: 1 }, 'filterReachSeconds', 0, 0.8],
      [{ spikeSpeed: 4.9 }, 'spikeSpeed', 5, 40],
      [{ spikeSpeed: 41 }, 'spikeSpeed', 5, 40],
      [{ maxGapSeconds: -1 }, 'maxGapSeconds', 0, 30],
      [{ maxGapSeconds: 31 }, 'maxGapSeconds', 0, 30],
      [{ spikeSpeed: Number.NaN }, 'spikeSpeed', 5, 40],
      [{ maxGapSeconds: Number.POSITIVE_INFINITY }, 'maxGapSeconds', 0, 30],
    ];
    for (const [values, field, min, max] of cases)
      expect(trackingProblem('GNSS_10HZ', own(values)), field).toEqual({
        code: 'TRACKING_VALUE_OUT_OF_RANGE',
        details: { field, min, max },
      });
  });

  it('refuses a cutoff beside "off", and a low-pass that reaches nowhere', () => {
    expect(trackingProblem('GNSS_10HZ', own({ lowPassOff: true, lowPassCutoffHz: 1 }))).toEqual({
      code: 'TRACKING_SETTINGS_CONFLICT',
      details: { field: 'lowPassCutoffHz', reason: 'lowPassOff' },
    });
    // The watch profile reaches 0 s: a cutoff alone there would filter nothing.
    expect(trackingProblem('WATCH_1HZ', own({ lowPassCutoffHz: 0.3 }))).toEqual({
      code: 'TRACKING_SETTINGS_CONFLICT',
      details: { field: 'filterReachSeconds', reason: 'reachRequired' },
    });
    expect(trackingProblem('GNSS_10HZ', own({ filterReachSeconds: 0 }))?.code).toBe(
      'TRACKING_SETTINGS_CONFLICT',
    );
    // Off, the reach does not matter.
    expect(trackingProblem('GNSS_10HZ', own({ lowPassOff: true, filterReachSeconds: 0 }))).toBeNull();
  });
});
