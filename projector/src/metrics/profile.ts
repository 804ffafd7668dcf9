/**
 * Which profile a device's samples get: the cleaning from the format of the file they came in,
 * the thresholds from the activity the file declares (a FIT session's sport). The same choice for
 * `npm run metrics` and for the records projection (and so for anything that folds the same
 * samples), so all give the same figures: one engine, one configuration.
 */
import { deviceTypes } from '@stride/contracts/devices';
import {
  defaultMetricsConfig,
  type Activity,
  type CleaningConfig,
  type MetricsConfig,
} from '@stride/contracts/metrics';

/**
 * The cleaning profiles, one per kind of source (README.md, "Profiles per source"). Every
 * parameter is written out here, even where it equals the default, so that each profile reads
 * whole; `npm run validate` (docs/validation.md) shows each against the recordings of the datasets.
 */
export type SourceProfileId = 'GNSS_10HZ' | 'INDOOR_20HZ' | 'WATCH_1HZ';

export interface SourceProfile {
  readonly id: SourceProfileId;
  /** Nominal sample rate, Hz (the engine still detects the file's own). */
  readonly rateHz: number;
  readonly cleaning: Omit<CleaningConfig, 'nominalRateHz' | 'maxHdop'>;
  /** A heart rate is held until the next one at most this long, s. */
  readonly heartRateMaxGapSeconds: number;
}

export const SOURCE_PROFILES: Readonly<Record<SourceProfileId, SourceProfile>> = {
  // Team-sport GNSS vests (Catapult, STATSports, our CSV): 10 Hz fixes, 12-15 % of them missing,
  // noisy at 2-5 Hz. A zero-phase Butterworth low-pass, 3rd order at 1 Hz (floodlight's default),
  // cut at ±0.8 s; gaps up to 1 s bridged; a player never runs 12.5 m/s.
  GNSS_10HZ: {
    id: 'GNSS_10HZ',
    rateHz: 10,
    cleaning: {
      spikeMaxSpeed: 12.5,
      maxInterpolatedGapSeconds: 1,
      lowPassCutoffHz: 1,
      lowPassOrder: 3,
      smoothingHalfWindowSeconds: 0.8,
      accelerationHalfWindowSeconds: 0.1,
    },
    heartRateMaxGapSeconds: 5,
  },
  // Indoor positioning (Kinexon, other LPS): 20 Hz, far less noise, but the same movements: the
  // same 1 Hz low-pass (±16 points); on the Kinexon recording it agrees with the reference
  // within 2 % on every player's distance (docs/validation.md).
  INDOOR_20HZ: {
    id: 'INDOOR_20HZ',
    rateHz: 20,
    cleaning: {
      spikeMaxSpeed: 12.5,
      maxInterpolatedGapSeconds: 1,
      lowPassCutoffHz: 1,
      lowPassOrder: 3,
      smoothingHalfWindowSeconds: 0.8,
      accelerationHalfWindowSeconds: 0.1,
    },
    heartRateMaxGapSeconds: 5,
  },
  // Watches and bike computers (FIT, GPX, TCX): a fix every 1-4 s ("smart recording") and
  // pauses. Nothing to low-pass below half their rate (the device smooths its own speed): no
  // filter; gaps up to 10 s bridged; a heart rate held up to 60 s (written when it changes).
  WATCH_1HZ: {
    id: 'WATCH_1HZ',
    rateHz: 1,
    cleaning: {
      spikeMaxSpeed: 12.5,
      maxInterpolatedGapSeconds: 10,
      lowPassCutoffHz: null,
      lowPassOrder: 3,
      smoothingHalfWindowSeconds: 0,
      accelerationHalfWindowSeconds: 0.1,
    },
    heartRateMaxGapSeconds: 60,
  },
};

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
 * The configuration for a device's samples: the cleaning of the file format's profile (above),
 * the thresholds of the activity (a ride accepts fixes up to 30 m/s, 108 km/h).
 */
export function profileConfig(
  format: string,
  cycling: boolean,
  base = defaultMetricsConfig(),
): MetricsConfig {
  const profile = SOURCE_PROFILES[sourceProfileOfFormat(format)];
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
