/**
 * Tracking profiles (issue 17): how a kind of source's positions are cleaned before any figure is
 * taken, and what a team may change of them. Here, not in the projector, because four packages
 * agree on them: the command side checks a team's values, the records projection (and live)
 * computes with them, the API shows the defaults beside the team's values, the web app names them.
 *
 * A team's values are overrides: a value the team did not set follows the profile's default, so
 * a recalibrated default reaches every team that did not choose otherwise.
 */
import type { CleaningConfig } from './metrics.ts';

/* ---------- the profiles ---------- */

export const SOURCE_PROFILE_IDS = ['GNSS_10HZ', 'INDOOR_20HZ', 'WATCH_1HZ'] as const;
export type SourceProfileId = (typeof SOURCE_PROFILE_IDS)[number];

export interface SourceProfile {
  readonly id: SourceProfileId;
  /** Nominal sample rate, Hz (the engine still detects the file's own). */
  readonly rateHz: number;
  readonly cleaning: Omit<CleaningConfig, 'nominalRateHz' | 'maxHdop'>;
  /** A heart rate is held until the next one at most this long, s. */
  readonly heartRateMaxGapSeconds: number;
}

/**
 * Team-sport trackers' cleaning (GNSS vests and indoor positioning): a zero-phase Butterworth
 * low-pass, 3rd order at 1 Hz (floodlight's default), cut at ±0.8 s (live figures final within a
 * second); speed and acceleration by central differences; gaps up to 1 s bridged; a player never
 * runs 12.5 m/s.
 */
const TRACKER_CLEANING: SourceProfile['cleaning'] = {
  spikeMaxSpeed: 12.5,
  maxInterpolatedGapSeconds: 1,
  lowPassCutoffHz: 1,
  lowPassOrder: 3,
  smoothingHalfWindowSeconds: 0.8,
  accelerationHalfWindowSeconds: 0.1,
};

/**
 * The cleaning profiles, one per kind of source (README.md, "Profiles per source"); `npm run
 * validate` (docs/validation.md) shows each against the recordings of the datasets.
 */
export const SOURCE_PROFILES: Readonly<Record<SourceProfileId, SourceProfile>> = {
  // Team-sport GNSS vests (Catapult, STATSports, our CSV): 10 Hz fixes, 12-15 % of them missing,
  // noisy at 2-5 Hz: the trackers' cleaning.
  GNSS_10HZ: {
    id: 'GNSS_10HZ',
    rateHz: 10,
    cleaning: TRACKER_CLEANING,
    heartRateMaxGapSeconds: 5,
  },
  // Indoor positioning (Kinexon, other LPS): 20 Hz, far less noise, but the same movements: the
  // trackers' cleaning (the low-pass over ±16 points); on the Kinexon recording it agrees with
  // the reference within 2 % on every player's distance (docs/validation.md).
  INDOOR_20HZ: {
    id: 'INDOOR_20HZ',
    rateHz: 20,
    cleaning: TRACKER_CLEANING,
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

export function isSourceProfileId(value: string): value is SourceProfileId {
  return (SOURCE_PROFILE_IDS as readonly string[]).includes(value);
}

/* ---------- what a team may change ---------- */

/**
 * The parameters of a profile a team may set: the ones a sports scientist states in a methods
 * section. The filter's order, the acceleration window and the heart-rate hold stay the profile's.
 */
export interface TrackingSettings {
  /** Low-pass cutoff, Hz (`CleaningConfig.lowPassCutoffHz`); null: no low-pass filter. */
  readonly lowPassCutoffHz: number | null;
  /**
   * How far the filter reaches on either side, s (`smoothingHalfWindowSeconds`); also how long
   * live figures wait for the samples after a fix. 0: no filtering.
   */
  readonly filterReachSeconds: number;
  /** A fix implying a faster movement is a spike and dropped, m/s (`spikeMaxSpeed`). */
  readonly spikeSpeed: number;
  /** The longest gap bridged by interpolation, s (`maxInterpolatedGapSeconds`); longer ones break the series. */
  readonly maxGapSeconds: number;
}

/** A team's own values for one profile; a null value is the profile's default. */
export interface TrackingOverrides {
  /** True: no low-pass filter (then `lowPassCutoffHz` is null). */
  readonly lowPassOff: boolean;
  readonly lowPassCutoffHz: number | null;
  readonly filterReachSeconds: number | null;
  readonly spikeSpeed: number | null;
  readonly maxGapSeconds: number | null;
}

/** A team's overrides by profile; a profile left out has none. */
export type TeamTrackingOverrides = Readonly<Partial<Record<SourceProfileId, TrackingOverrides>>>;

export type TrackingValueField = Exclude<keyof TrackingOverrides, 'lowPassOff'>;

/**
 * What a team may set (**choice**, README "Tracking profiles per team"):
 * - cutoff 0.2–5 Hz: below 0.2 Hz a change of pace within 5 s is smoothed away; 5 Hz is half of
 *   10 Hz, above it a 10 Hz track is not filtered at all (turn the filter off instead);
 * - reach 0–0.8 s: live figures wait the reach and 0.2 s more for the samples after a fix, and
 *   the product promises they lag by a second at most (issue 17); a cutoff below 1 Hz is then cut
 *   shorter than its own impulse response and filters less sharply than its Butterworth would;
 * - spike speed 5–40 m/s: 5 m/s is a jog (a walking-sport team may want it), 40 m/s is 144 km/h;
 * - longest gap bridged 0–30 s: beyond 30 s a straight line between two fixes is invention.
 */
export const TRACKING_BOUNDS: Readonly<
  Record<TrackingValueField, { readonly min: number; readonly max: number }>
> = {
  lowPassCutoffHz: { min: 0.2, max: 5 },
  filterReachSeconds: { min: 0, max: 0.8 },
  spikeSpeed: { min: 5, max: 40 },
  maxGapSeconds: { min: 0, max: 30 },
};

export const TRACKING_VALUE_FIELDS = Object.keys(TRACKING_BOUNDS) as TrackingValueField[];

/** Overrides that change nothing. */
export const NO_TRACKING_OVERRIDES: TrackingOverrides = {
  lowPassOff: false,
  lowPassCutoffHz: null,
  filterReachSeconds: null,
  spikeSpeed: null,
  maxGapSeconds: null,
};

export function hasOverrides(overrides: TrackingOverrides): boolean {
  return overrides.lowPassOff || TRACKING_VALUE_FIELDS.some((field) => overrides[field] !== null);
}

/** The settings of a profile as it is cleaned. */
export function settingsOf(profile: SourceProfile): TrackingSettings {
  const c = profile.cleaning;
  return {
    lowPassCutoffHz: c.lowPassCutoffHz,
    filterReachSeconds: c.smoothingHalfWindowSeconds,
    spikeSpeed: c.spikeMaxSpeed,
    maxGapSeconds: c.maxInterpolatedGapSeconds,
  };
}

/**
 * The profile a team's recordings of kind `id` are cleaned with: the profile with the team's
 * overrides of it. The one place that merges them: the records projection, live and the API's
 * `teamTrackingProfiles` all call it (`projector/src/metrics/profile.ts` re-exports it).
 */
export function effectiveProfile(
  id: SourceProfileId,
  overrides?: TeamTrackingOverrides | null,
): SourceProfile {
  const profile = SOURCE_PROFILES[id];
  const own = overrides?.[id];
  if (own === undefined) return profile;
  const c = profile.cleaning;
  return {
    ...profile,
    cleaning: {
      ...c,
      lowPassCutoffHz: own.lowPassOff ? null : (own.lowPassCutoffHz ?? c.lowPassCutoffHz),
      smoothingHalfWindowSeconds: own.filterReachSeconds ?? c.smoothingHalfWindowSeconds,
      spikeMaxSpeed: own.spikeSpeed ?? c.spikeMaxSpeed,
      maxInterpolatedGapSeconds: own.maxGapSeconds ?? c.maxInterpolatedGapSeconds,
    },
  };
}

/** Why a team's overrides of `id` cannot be taken, as a catalogue code and its details; null when fine. */
export type TrackingProblem =
  | {
      readonly code: 'TRACKING_VALUE_OUT_OF_RANGE';
      readonly details: { readonly field: TrackingValueField; readonly min: number; readonly max: number };
    }
  | {
      readonly code: 'TRACKING_SETTINGS_CONFLICT';
      readonly details: {
        readonly field: TrackingValueField;
        readonly reason: 'lowPassOff' | 'reachRequired';
      };
    };

export function trackingProblem(id: SourceProfileId, overrides: TrackingOverrides): TrackingProblem | null {
  for (const field of TRACKING_VALUE_FIELDS) {
    const value = overrides[field];
    const { min, max } = TRACKING_BOUNDS[field];
    if (value !== null && (!Number.isFinite(value) || value < min || value > max))
      return { code: 'TRACKING_VALUE_OUT_OF_RANGE', details: { field, min, max } };
  }
  if (overrides.lowPassOff && overrides.lowPassCutoffHz !== null)
    return {
      code: 'TRACKING_SETTINGS_CONFLICT',
      details: { field: 'lowPassCutoffHz', reason: 'lowPassOff' },
    };
  // A cutoff the filter cannot reach would silently do nothing (the watch profile reaches 0 s).
  const effective = settingsOf(effectiveProfile(id, { [id]: overrides }));
  if (effective.lowPassCutoffHz !== null && effective.filterReachSeconds === 0)
    return {
      code: 'TRACKING_SETTINGS_CONFLICT',
      details: { field: 'filterReachSeconds', reason: 'reachRequired' },
    };
  return null;
}
