import { describe, expect, it } from 'vitest';
import {
  heartRateAlert,
  maxHeartRateOf,
  secondsAtOrAbove,
  targetProgress,
  type LiveAlertThresholds,
} from './live-alerts.ts';
import { NO_FIGURES } from './live-figures.ts';

const thresholds: LiveAlertThresholds = {
  hsrTarget: 400,
  sprintTarget: 10,
  distanceTarget: null,
  heartRatePercent: 90,
  heartRateSeconds: 3,
};

describe('targetProgress', () => {
  it('gives each set target as % reached, flagged once reached; none for an unset target or a missing figure', () => {
    expect(targetProgress(thresholds, { ...NO_FIGURES, hsr: 300, sprints: 12, distance: 5000 })).toEqual([
      { kind: 'hsr', percent: 75, reached: false },
      { kind: 'sprints', percent: 120, reached: true },
    ]);
    expect(targetProgress(thresholds, NO_FIGURES)).toEqual([]);
  });
});

describe('heart rate over a share of max', () => {
  it('counts the seconds at or above the share at the end of the trail, a gap or a lower value breaking the run', () => {
    expect(secondsAtOrAbove([190, 150, 180, 181, 185], 200, 90)).toBe(3);
    expect(secondsAtOrAbove([190, 190, null, 190], 200, 90)).toBe(1);
    expect(secondsAtOrAbove([190, 170], 200, 90)).toBe(0);
  });

  it('uses the player’s maximum, or derives it from the current heart rate and its %', () => {
    expect(maxHeartRateOf(195, { heartRate: 150, heartRatePercent: 75 })).toBe(195);
    expect(maxHeartRateOf(null, { heartRate: 150, heartRatePercent: 75 })).toBe(200);
    expect(maxHeartRateOf(null, { heartRate: 150, heartRatePercent: null })).toBeNull();
  });

  it('alerts once the run lasts heartRateSeconds, not before', () => {
    const live = (heartRates: number[]) => ({
      heartRate: heartRates.at(-1) ?? null,
      heartRatePercent: null,
      trail: { start: '2026-11-27T14:00:00.000Z', speeds: [], heartRates },
    });
    expect(heartRateAlert(thresholds, live([150, 181, 182]), 200)).toBeNull();
    expect(heartRateAlert(thresholds, live([181, 182, 185, 190]), 200)).toBe(4);
    expect(heartRateAlert({ ...thresholds, heartRatePercent: null }, live([190, 190, 190]), 200)).toBeNull();
    expect(heartRateAlert(thresholds, live([190, 190, 190]), null)).toBeNull();
  });
});
