/**
 * An event's metric settings (issue 20, what-if): the thresholds and cleaning an analyst may try
 * on an event's stored samples and a manager may then apply (`EventMetricSettingsSet`). Every
 * value is optional: null keeps what applies without it (METRICS.md's default, or for cleaning
 * the team's tracking profile). Here, not in the projector, because the command side checks them,
 * the records projection and the what-if fold compute with them, and the API shows them.
 */
import type { ErrorCode } from './errors.ts';
import { defaultMetricsConfig, metricsConfigProblems, type MetricsConfig } from './metrics.ts';
import {
  trackingProblem,
  type SourceProfileId,
  type TeamTrackingOverrides,
  type TrackingOverrides,
} from './tracking.ts';

export interface MetricSettings {
  /** Upper edges of speed zones z0…z5, km/h, 6 strictly ascending values. */
  readonly speedZoneEdgesKmh: readonly number[] | null;
  /** High-intensity distance and runs from this speed, km/h. */
  readonly hidThresholdKmh: number | null;
  /** Sprints from this speed, km/h. */
  readonly sprintThresholdKmh: number | null;
  /** Acceleration bands a1…a3 (and d1…d3), m/s², 3 strictly ascending values above 0. */
  readonly accelerationBands: readonly number[] | null;
  /** Heart-rate zone edges, % of max HR, 6 strictly ascending values. */
  readonly heartRateZonePercents: readonly number[] | null;
  /** A speed effort (hir, sprint) counts when held this long, s. */
  readonly effortMinDurationSeconds: number | null;
  /** An acceleration effort counts when held this long, s. */
  readonly accelerationMinDurationSeconds: number | null;
  /** Cleaning on top of the team's tracking profile: a value set here wins; null: the team's. */
  readonly cleaning: TrackingOverrides | null;
}

export const NO_METRIC_SETTINGS: MetricSettings = {
  speedZoneEdgesKmh: null,
  hidThresholdKmh: null,
  sprintThresholdKmh: null,
  accelerationBands: null,
  heartRateZonePercents: null,
  effortMinDurationSeconds: null,
  accelerationMinDurationSeconds: null,
  cleaning: null,
};

/** The longest effort duration one may ask for, s (a longer one counts nothing a match has). */
export const MAX_EFFORT_SECONDS = 10;

/** The team's tracking overrides with the event's cleaning on top, for the profile of its samples. */
export function withEventCleaning(
  team: TeamTrackingOverrides,
  profile: SourceProfileId,
  cleaning: TrackingOverrides | null,
): TeamTrackingOverrides {
  if (cleaning === null) return team;
  const own = team[profile];
  const merged: TrackingOverrides = {
    lowPassOff: cleaning.lowPassOff || (cleaning.lowPassCutoffHz === null && (own?.lowPassOff ?? false)),
    lowPassCutoffHz: cleaning.lowPassOff ? null : (cleaning.lowPassCutoffHz ?? own?.lowPassCutoffHz ?? null),
    filterReachSeconds: cleaning.filterReachSeconds ?? own?.filterReachSeconds ?? null,
    spikeSpeed: cleaning.spikeSpeed ?? own?.spikeSpeed ?? null,
    maxGapSeconds: cleaning.maxGapSeconds ?? own?.maxGapSeconds ?? null,
  };
  return { ...team, [profile]: merged };
}

/** The engine's configuration with the event's thresholds (cleaning: `withEventCleaning`). */
export function withMetricSettings(config: MetricsConfig, settings: MetricSettings | null): MetricsConfig {
  if (settings === null) return config;
  return {
    ...config,
    speedZoneEdgesKmh: settings.speedZoneEdgesKmh ?? config.speedZoneEdgesKmh,
    hidThresholdKmh: settings.hidThresholdKmh ?? config.hidThresholdKmh,
    sprintThresholdKmh: settings.sprintThresholdKmh ?? config.sprintThresholdKmh,
    accelerationBands: settings.accelerationBands ?? config.accelerationBands,
    effortMinDurationSeconds: settings.effortMinDurationSeconds ?? config.effortMinDurationSeconds,
    accelerationMinDurationSeconds:
      settings.accelerationMinDurationSeconds ?? config.accelerationMinDurationSeconds,
    heartRate: {
      ...config.heartRate,
      zonePercents: settings.heartRateZonePercents ?? config.heartRate.zonePercents,
    },
  };
}

/**
 * Why settings cannot be taken, as `BAD_USER_INPUT` details (`field`, `reason`) or a tracking
 * code; null when they are fine.
 */
export function metricSettingsProblem(
  settings: MetricSettings,
): { code: ErrorCode; details: Record<string, unknown> } | null {
  const config = withMetricSettings(defaultMetricsConfig(), settings);
  const fields: readonly [keyof MetricSettings, string][] = [
    ['speedZoneEdgesKmh', 'speedZoneEdgesKmh'],
    ['hidThresholdKmh', 'hidThresholdKmh'],
    ['sprintThresholdKmh', 'sprintThresholdKmh'],
    ['accelerationBands', 'accelerationBands'],
    ['heartRateZonePercents', 'heartRate.zonePercents'],
    ['effortMinDurationSeconds', 'effortMinDurationSeconds'],
    ['accelerationMinDurationSeconds', 'accelerationMinDurationSeconds'],
  ];
  const problems = metricsConfigProblems(config);
  for (const [field, name] of fields)
    if (problems.some((problem) => problem.startsWith(name)))
      return { code: 'BAD_USER_INPUT', details: { field, reason: 'invalid' } };
  for (const field of ['effortMinDurationSeconds', 'accelerationMinDurationSeconds'] as const) {
    const value = settings[field];
    if (value !== null && value > MAX_EFFORT_SECONDS)
      return { code: 'BAD_USER_INPUT', details: { field, reason: 'range', min: 0, max: MAX_EFFORT_SECONDS } };
  }
  for (const field of ['hidThresholdKmh', 'sprintThresholdKmh'] as const) {
    const value = settings[field];
    if (value !== null && value > 50)
      return { code: 'BAD_USER_INPUT', details: { field, reason: 'range', min: 0, max: 50 } };
  }
  if (settings.cleaning !== null) {
    const problem = trackingProblem('GNSS_10HZ', settings.cleaning);
    if (problem !== null) return { code: problem.code, details: { ...problem.details } };
  }
  return null;
}
