/**
 * Which profile a device's samples get: the cleaning from the format of the file they came in,
 * the thresholds from the activity the file declares (a FIT session's sport). The same choice for
 * `npm run metrics` and for the records projection (and so for anything that folds the same
 * samples), so all give the same figures: one engine, one configuration.
 */
import { defaultMetricsConfig, type Activity, type MetricsConfig } from '@stride/contracts/metrics';

/** Formats recorded by consumer GPS watches and bike computers. */
const WATCH_FORMATS: ReadonlySet<string> = new Set(['fit', 'gpx', 'tcx']);

/**
 * The activity whose thresholds apply: a file that declares a ride (FIT session sport `cycling`)
 * gets no football speed zones, efforts or metabolic power (contracts' `Activity`); every other
 * recording is taken as a team sport's, the product's purpose.
 */
export function activityOf(cycling: boolean): Activity {
  return cycling ? 'CYCLING' : 'TEAM_SPORT';
}

/**
 * Team-sport trackers (our CSV, Catapult, Kinexon: 10-20 Hz) use METRICS.md's defaults. Consumer
 * GPS watches and bike computers (FIT, GPX, TCX) record every 1-4 s ("smart recording") and
 * pause: gaps up to 10 s are bridged rather than breaking the series, and a cycling session
 * accepts fixes up to 30 m/s (108 km/h) instead of the 12.5 m/s a player never exceeds; a heart
 * rate is held until the next one up to 60 s (smart recording writes a value when it changes).
 */
export function profileConfig(
  format: string,
  cycling: boolean,
  base = defaultMetricsConfig(),
): MetricsConfig {
  const activity = activityOf(cycling);
  if (!WATCH_FORMATS.has(format)) return { ...base, activity };
  return {
    ...base,
    activity,
    heartRate: { ...base.heartRate, maxGapSeconds: 60 },
    cleaning: {
      ...base.cleaning,
      maxInterpolatedGapSeconds: 10,
      spikeMaxSpeed: cycling ? 30 : base.cleaning.spikeMaxSpeed,
    },
  };
}
