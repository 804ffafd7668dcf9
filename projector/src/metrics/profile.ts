/**
 * Which profile a device's samples get: the cleaning from the format of the file they came in,
 * the thresholds from the activity the file declares (a FIT session's sport). The same choice for
 * `npm run metrics` and for the records projection (and so for anything that folds the same
 * samples), so all give the same figures: one engine, one configuration.
 */
import { deviceTypes } from '@stride/contracts/devices';
import { defaultMetricsConfig, type Activity, type MetricsConfig } from '@stride/contracts/metrics';
import {
  effectiveProfile,
  type SourceProfile,
  type SourceProfileId,
  type TeamTrackingOverrides,
} from '@stride/contracts/tracking';

/**
 * The cleaning profiles, one per kind of source, and a team's overrides of them, live in
 * `@stride/contracts/tracking` (the API shows them and the command side checks a team's values);
 * they are re-exported here for the engine's callers.
 */
export {
  effectiveProfile,
  SOURCE_PROFILES,
  type SourceProfile,
  type SourceProfileId,
  type TeamTrackingOverrides,
} from '@stride/contracts/tracking';

/** The profile of a file's format. */
export function sourceProfileOfFormat(format: string): SourceProfileId {
  if (format === 'fit' || format === 'gpx' || format === 'tcx') return 'WATCH_1HZ';
  if (format === 'csv-kinexon') return 'INDOOR_20HZ';
  return 'GNSS_10HZ';
}

/** The profile of a device type (contracts/devices.ts), for samples that come without a file. */
export function sourceProfileOfDeviceType(typeId: string): SourceProfileId {
  const rate = deviceTypes.find((type) => type.id === typeId)?.rateHz ?? 10;
  return rate <= 4 ? 'WATCH_1HZ' : rate >= 20 ? 'INDOOR_20HZ' : 'GNSS_10HZ';
}

/**
 * The activity whose thresholds apply: a file that declares a ride (FIT session sport `cycling`)
 * gets no football speed zones, efforts or metabolic power (contracts' `Activity`); every other
 * recording is taken as a team sport's, the product's purpose.
 */
export function activityOf(cycling: boolean): Activity {
  return cycling ? 'CYCLING' : 'TEAM_SPORT';
}

/**
 * The configuration for a device's samples: the cleaning of the file format's profile (above)
 * with the team's overrides of it (`effectiveProfile`; none for `npm run metrics`), the
 * thresholds of the activity (a ride accepts fixes up to 30 m/s, 108 km/h, whatever the team set
 * for its players).
 */
export function profileConfig(
  format: string,
  cycling: boolean,
  base = defaultMetricsConfig(),
  overrides: TeamTrackingOverrides | null = null,
): MetricsConfig {
  return sourceConfig(effectiveProfile(sourceProfileOfFormat(format), overrides), cycling, base);
}

/**
 * The configuration of a profile already chosen and merged (`effectiveProfile`): for samples
 * that come without a file (live: `sourceProfileOfDeviceType`), the same as `profileConfig`.
 */
export function sourceConfig(
  profile: SourceProfile,
  cycling: boolean,
  base = defaultMetricsConfig(),
): MetricsConfig {
  return {
    ...base,
    activity: activityOf(cycling),
    heartRate: { ...base.heartRate, maxGapSeconds: profile.heartRateMaxGapSeconds },
    cleaning: {
      ...base.cleaning,
      ...profile.cleaning,
      spikeMaxSpeed: cycling ? 30 : profile.cleaning.spikeMaxSpeed,
    },
  };
}
