import { describe, expect, it } from 'vitest';
import {
  defaultMetricsConfig,
  metricsConfigProblems,
  SPEED_ZONE_IDS,
  type MetricsConfig,
} from './metrics.ts';

describe('metrics configuration', () => {
  it('defaults to METRICS.md', () => {
    const c = defaultMetricsConfig();
    expect(c.speedZoneEdgesKmh).toEqual([3.6, 7.2, 14.4, 19.8, 25.2, 30]);
    expect(SPEED_ZONE_IDS).toHaveLength(c.speedZoneEdgesKmh.length + 1);
    expect([
      c.hidThresholdKmh,
      c.sprintThresholdKmh,
      c.effortMinDurationSeconds,
      c.effortEndBelowSeconds,
    ]).toEqual([19.8, 25.2, 1, 0.5]);
    expect([c.accelerationBands, c.accelerationMinDurationSeconds]).toEqual([[1, 2, 3], 0.5]);
    expect(c.heartRate).toMatchObject({
      zonePercents: [50, 60, 70, 80, 90, 100],
      validMin: 25,
      validMax: 250,
    });
    expect(c.cleaning).toMatchObject({ spikeMaxSpeed: 12.5, maxInterpolatedGapSeconds: 1 });
    expect(c.metabolic.highPowerThreshold).toBe(25.5);
    expect(metricsConfigProblems(c)).toEqual([]);
  });

  it('hands out a fresh object each time', () => {
    const a = defaultMetricsConfig();
    (a.speedZoneEdgesKmh as number[])[0] = 99;
    expect(defaultMetricsConfig().speedZoneEdgesKmh[0]).toBe(3.6);
  });

  it('names what is wrong with a configuration', () => {
    const base = defaultMetricsConfig();
    const bad: MetricsConfig = {
      ...base,
      speedZoneEdgesKmh: [3.6, 7.2, 7.2, 19.8, 25.2, 30],
      accelerationBands: [1, 2],
      heartRate: { ...base.heartRate, max: 180, rest: 190 },
      cleaning: { ...base.cleaning, nominalRateHz: 0 },
      windows: {
        periods: [
          { id: 'a', start: 10, end: 5 },
          { id: 'a', start: 10, end: 20 },
        ],
        sessions: [],
      },
      heatmapCellSize: -1,
    };
    expect(metricsConfigProblems(bad)).toEqual([
      'speedZoneEdgesKmh must be finite, non-negative and strictly ascending',
      'accelerationBands must have 3 values',
      'heartRate.rest must be below heartRate.max',
      'cleaning.nominalRateHz must be a positive number',
      'windows.periods: a must have finite start <= end',
      'windows.periods: id a appears twice',
      'heatmapCellSize must be a positive number',
    ]);
  });
});
