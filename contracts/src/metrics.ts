/**
 * The metric engine's configuration and results (issue 5). Definitions, defaults and the reasons
 * behind them: `/work/shared/METRICS.md` and `projector/src/metrics/README.md`. Result field names
 * become the GraphQL `Metrics` / `ExtendedMetrics` types.
 *
 * Units, everywhere: seconds (s), metres (m), metres per second (m/s), m/s², beats per minute (bpm),
 * watts per kilogram (W/kg), joules per kilogram (J/kg), epoch milliseconds for instants. Thresholds
 * people type in km/h or % say so in their name.
 */

/* ---------- configuration ---------- */

/** A period or session of the event: a sample belongs to it when `start <= t < end` (epoch ms). */
export interface MetricsWindow {
  readonly id: string;
  readonly start: number;
  readonly end: number;
}

export type Sex = 'female' | 'male';

/**
 * A data range of the event or team (`contracts/src/ranges.ts`): time and distance with speed
 * (km/h) or acceleration (m/s²) in [min, max); a missing bound is open.
 */
export interface MetricsRange {
  readonly id: string;
  readonly kind: 'speed' | 'acceleration';
  readonly min: number | null;
  readonly max: number | null;
}

/**
 * What a recording is of, which decides the thresholds that apply (METRICS.md: "football speed
 * zones do not apply to a bike ride"). `TEAM_SPORT`: every figure. `CYCLING` (a FIT file whose
 * session declares the sport cycling): no speed zones, high-intensity distance or runs, sprints,
 * acceleration efforts, metabolic power, data ranges or individual speed bands; time, distance,
 * speeds, accelerations and heart rate only.
 */
export const ACTIVITIES = ['TEAM_SPORT', 'CYCLING'] as const;
export type Activity = (typeof ACTIVITIES)[number];

/** Individual speed bands: time and distance by % of the player's maximum speed. */
export interface IndividualSpeedConfig {
  /** The player's maximum speed, km/h; null: no individual bands. */
  readonly maxSpeedKmh: number | null;
  /** Lower edges of the bands, % of max speed, strictly ascending; the last band is open. */
  readonly percents: readonly number[];
}

export interface MetricsConfig {
  /** The activity's thresholds (see `Activity`). */
  readonly activity: Activity;
  /** Upper edges of zones z0…z5, km/h, strictly ascending (6 edges → 7 zones z0…z6; z6 is open). */
  readonly speedZoneEdgesKmh: readonly number[];
  /** High-intensity distance and high-intensity runs start at this speed, km/h. */
  readonly hidThresholdKmh: number;
  /** Sprints start at this speed, km/h. */
  readonly sprintThresholdKmh: number;
  /** A speed effort (hir, sprint) counts when held at least this long, s. */
  readonly effortMinDurationSeconds: number;
  /** A speed effort ends once speed stays below (threshold − hysteresis) this long, s. */
  readonly effortEndBelowSeconds: number;
  /** Hysteresis under the speed threshold while an effort is running, km/h. */
  readonly effortHysteresisKmh: number;
  /** Acceleration band thresholds a1…a3 (and d1…d3 as −value), m/s², ascending, 3 of them. */
  readonly accelerationBands: readonly number[];
  /** An acceleration / deceleration effort counts when held at least this long, s. */
  readonly accelerationMinDurationSeconds: number;
  /** An acceleration effort ends once |a| stays below (band − hysteresis) this long (0: at once), s. */
  readonly accelerationEndBelowSeconds: number;
  /** Hysteresis under the band threshold while an acceleration effort is running, m/s². */
  readonly accelerationHysteresis: number;
  readonly heartRate: HeartRateConfig;
  readonly cleaning: CleaningConfig;
  /** Origin of the local tangent plane for WGS84 positions; null: the first fix. */
  readonly origin: GeoPoint | null;
  readonly windows: {
    readonly periods: readonly MetricsWindow[];
    readonly sessions: readonly MetricsWindow[];
  };
  /** Side of a heat-map cell, m. */
  readonly heatmapCellSize: number;
  /** Step of the speed and heart-rate series, s. */
  readonly seriesStepSeconds: number;
  readonly metabolic: MetabolicConfig;
  /** The event's data ranges, each with its time and distance in every window; none by default. */
  readonly ranges?: readonly MetricsRange[];
  readonly individualSpeed: IndividualSpeedConfig;
}

export interface GeoPoint {
  /** WGS84 degrees. */
  readonly lat: number;
  readonly lon: number;
}

export interface HeartRateConfig {
  /** The player's maximum heart rate, bpm; null: no zones and no TRIMP. */
  readonly max: number | null;
  /** The player's resting heart rate, bpm; null: no Banister TRIMP. */
  readonly rest: number | null;
  /** Chooses Banister's coefficients; null: the original (male) ones. */
  readonly sex: Sex | null;
  /** Zone edges, % of max HR, ascending, 6 of them → 5 zones (the last one also takes HR above it). */
  readonly zonePercents: readonly number[];
  /** Heart rates outside [validMin, validMax] bpm are dropped as invalid. */
  readonly validMin: number;
  readonly validMax: number;
  /** Two heart-rate samples further apart than this do not make an interval (untracked), s. */
  readonly maxGapSeconds: number;
}

export interface CleaningConfig {
  /** The device's nominal sample rate, Hz; 'detect': the median interval of the first 32 fixes. */
  readonly nominalRateHz: number | 'detect';
  /** A fix implying more than this speed from the last accepted fix is a spike, m/s; also caps Doppler. */
  readonly spikeMaxSpeed: number;
  /** Missing time (interval − nominal period) up to this is interpolated; longer breaks the series, s. */
  readonly maxInterpolatedGapSeconds: number;
  /**
   * The low-pass filter on positions (and Doppler speed) before speed is taken: a zero-phase
   * Butterworth of `lowPassOrder` whose response is halved at this frequency, Hz; null, or a
   * cutoff at or above half the sample rate: no filtering.
   */
  readonly lowPassCutoffHz: number | null;
  readonly lowPassOrder: number;
  /** How far the low-pass filter reaches on either side (its impulse response is cut there), s; 0: no filtering. */
  readonly smoothingHalfWindowSeconds: number;
  /** Half-width of the least-squares slope of speed → acceleration, s (0.1 at 10 Hz: a central difference). */
  readonly accelerationHalfWindowSeconds: number;
  /** Fixes with a larger HDOP are dropped as invalid; null: HDOP is not used. */
  readonly maxHdop: number | null;
}

export interface MetabolicConfig {
  /** High metabolic load: intervals above this power, W/kg. */
  readonly highPowerThreshold: number;
  /** Terrain factor KT multiplying the energy cost (1.29 for grass, Osgnach 2010). */
  readonly terrainFactor: number;
}

/** METRICS.md defaults; a fresh object on every call. */
export function defaultMetricsConfig(): MetricsConfig {
  return {
    activity: 'TEAM_SPORT',
    speedZoneEdgesKmh: [3.6, 7.2, 14.4, 19.8, 25.2, 30],
    hidThresholdKmh: 19.8,
    sprintThresholdKmh: 25.2,
    effortMinDurationSeconds: 1,
    effortEndBelowSeconds: 0.5,
    effortHysteresisKmh: 0.5,
    accelerationBands: [1, 2, 3],
    accelerationMinDurationSeconds: 0.5,
    accelerationEndBelowSeconds: 0,
    accelerationHysteresis: 0,
    heartRate: {
      max: null,
      rest: null,
      sex: null,
      zonePercents: [50, 60, 70, 80, 90, 100],
      validMin: 25,
      validMax: 250,
      maxGapSeconds: 5,
    },
    cleaning: {
      nominalRateHz: 'detect',
      spikeMaxSpeed: 12.5,
      maxInterpolatedGapSeconds: 1,
      lowPassCutoffHz: 1,
      lowPassOrder: 3,
      smoothingHalfWindowSeconds: 0.8,
      accelerationHalfWindowSeconds: 0.1,
      maxHdop: null,
    },
    origin: null,
    windows: { periods: [], sessions: [] },
    heatmapCellSize: 2,
    seriesStepSeconds: 1,
    metabolic: { highPowerThreshold: 25.5, terrainFactor: 1.29 },
    individualSpeed: { maxSpeedKmh: null, percents: [50, 60, 70, 80, 90] },
  };
}

/** What is wrong with a configuration, one sentence each; empty when it is usable. */
export function metricsConfigProblems(config: MetricsConfig): string[] {
  const problems: string[] = [];
  const positive = (name: string, value: number) => {
    if (!(Number.isFinite(value) && value > 0)) problems.push(`${name} must be a positive number`);
  };
  const nonNegative = (name: string, value: number) => {
    if (!(Number.isFinite(value) && value >= 0)) problems.push(`${name} must be zero or more`);
  };
  const ascending = (name: string, values: readonly number[], length: number) => {
    if (values.length !== length) problems.push(`${name} must have ${length} values`);
    else if (!values.every((v, i) => Number.isFinite(v) && v >= 0 && (i === 0 || v > values[i - 1]!)))
      problems.push(`${name} must be finite, non-negative and strictly ascending`);
  };
  ascending('speedZoneEdgesKmh', config.speedZoneEdgesKmh, SPEED_ZONE_IDS.length - 1);
  positive('hidThresholdKmh', config.hidThresholdKmh);
  positive('sprintThresholdKmh', config.sprintThresholdKmh);
  nonNegative('effortMinDurationSeconds', config.effortMinDurationSeconds);
  nonNegative('effortEndBelowSeconds', config.effortEndBelowSeconds);
  nonNegative('effortHysteresisKmh', config.effortHysteresisKmh);
  ascending('accelerationBands', config.accelerationBands, 3);
  if (config.accelerationBands[0] === 0) problems.push('accelerationBands must be above zero');
  nonNegative('accelerationMinDurationSeconds', config.accelerationMinDurationSeconds);
  nonNegative('accelerationEndBelowSeconds', config.accelerationEndBelowSeconds);
  nonNegative('accelerationHysteresis', config.accelerationHysteresis);
  const hr = config.heartRate;
  if (hr.max !== null) positive('heartRate.max', hr.max);
  if (hr.rest !== null) positive('heartRate.rest', hr.rest);
  if (hr.max !== null && hr.rest !== null && !(hr.rest < hr.max))
    problems.push('heartRate.rest must be below heartRate.max');
  ascending('heartRate.zonePercents', hr.zonePercents, 6);
  positive('heartRate.validMin', hr.validMin);
  if (!(hr.validMax > hr.validMin)) problems.push('heartRate.validMax must be above heartRate.validMin');
  nonNegative('heartRate.maxGapSeconds', hr.maxGapSeconds);
  const c = config.cleaning;
  if (c.nominalRateHz !== 'detect') positive('cleaning.nominalRateHz', c.nominalRateHz);
  positive('cleaning.spikeMaxSpeed', c.spikeMaxSpeed);
  nonNegative('cleaning.maxInterpolatedGapSeconds', c.maxInterpolatedGapSeconds);
  if (c.lowPassCutoffHz !== null) positive('cleaning.lowPassCutoffHz', c.lowPassCutoffHz);
  if (!Number.isInteger(c.lowPassOrder) || c.lowPassOrder < 1 || c.lowPassOrder > 8)
    problems.push('cleaning.lowPassOrder must be a whole number from 1 to 8');
  nonNegative('cleaning.smoothingHalfWindowSeconds', c.smoothingHalfWindowSeconds);
  nonNegative('cleaning.accelerationHalfWindowSeconds', c.accelerationHalfWindowSeconds);
  if (c.maxHdop !== null) positive('cleaning.maxHdop', c.maxHdop);
  if (config.origin !== null) {
    const { lat, lon } = config.origin;
    if (!(Math.abs(lat) < 90 && Math.abs(lon) <= 180)) problems.push('origin must be a WGS84 point');
  }
  for (const kind of ['periods', 'sessions'] as const) {
    const seen = new Set<string>();
    for (const w of config.windows[kind]) {
      if (seen.has(w.id)) problems.push(`windows.${kind}: id ${w.id} appears twice`);
      seen.add(w.id);
      if (!(Number.isFinite(w.start) && Number.isFinite(w.end) && w.start <= w.end))
        problems.push(`windows.${kind}: ${w.id} must have finite start <= end`);
    }
  }
  positive('heatmapCellSize', config.heatmapCellSize);
  positive('seriesStepSeconds', config.seriesStepSeconds);
  const rangeIds = new Set<string>();
  for (const range of config.ranges ?? []) {
    if (rangeIds.has(range.id)) problems.push(`ranges: id ${range.id} appears twice`);
    rangeIds.add(range.id);
    const bounds = [range.min, range.max].filter((b): b is number => b !== null);
    if (bounds.length === 0 || !bounds.every(Number.isFinite))
      problems.push(`ranges: ${range.id} needs a finite bound`);
    else if (range.min !== null && range.max !== null && !(range.min < range.max))
      problems.push(`ranges: ${range.id} must have min < max`);
  }
  if (!ACTIVITIES.includes(config.activity))
    problems.push(`activity must be one of ${ACTIVITIES.join(', ')}`);
  const individual = config.individualSpeed;
  if (individual.maxSpeedKmh !== null) positive('individualSpeed.maxSpeedKmh', individual.maxSpeedKmh);
  if (
    individual.percents.length === 0 ||
    !individual.percents.every(
      (v, i) => Number.isFinite(v) && v > 0 && (i === 0 || v > individual.percents[i - 1]!),
    )
  )
    problems.push('individualSpeed.percents must be positive and strictly ascending');
  positive('metabolic.highPowerThreshold', config.metabolic.highPowerThreshold);
  positive('metabolic.terrainFactor', config.metabolic.terrainFactor);
  return problems;
}

/* ---------- results ---------- */

export const SPEED_ZONE_IDS = ['z0', 'z1', 'z2', 'z3', 'z4', 'z5', 'z6'] as const;
export type SpeedZoneId = (typeof SPEED_ZONE_IDS)[number];

export interface ZoneFigures {
  /** Tracked time with speed in the zone, s. */
  readonly time: number;
  /** Distance covered in the zone, m. */
  readonly distance: number;
  /** Times the speed entered the zone from another zone (the first interval counts as an entry). */
  readonly entries: number;
}

export interface EffortFigures {
  readonly count: number;
  /** Distance covered during the efforts, m. */
  readonly distance: number;
}

export interface SprintFigures extends EffortFigures {
  /** Highest speed in a sprint, m/s; null when there was no sprint. */
  readonly maxSpeed: number | null;
}

export type HeartRateZoneTimes = readonly [number, number, number, number, number];

export interface HeartRateFigures {
  /** bpm, over the valid samples in the window. */
  readonly min: number;
  readonly max: number;
  /** Time-weighted mean over heart-rate intervals, bpm; null when no interval (a single sample). */
  readonly avg: number | null;
  /** Time covered by heart-rate intervals, s. */
  readonly time: number;
  /** Time per zone (50–60, 60–70, 70–80, 80–90, ≥ 90 % of max HR by default), s; null without max HR. */
  readonly zones: HeartRateZoneTimes | null;
  /** Σ minutes in zone i × i (i = 1…5); null without max HR. */
  readonly edwardsTrimp: number | null;
  /** Σ minutes × HRr × 0.64·e^(1.92·HRr) (women 0.86·e^(1.67·HRr)); null without max and rest HR. */
  readonly banisterTrimp: number | null;
}

export interface MetabolicFigures {
  /** Mean metabolic power over the tracked time, W/kg; null when no tracked time. */
  readonly avgPower: number | null;
  /** Distance covered above the high metabolic power threshold (25.5 W/kg), m. */
  readonly highMetabolicLoadDistance: number;
  /** Metabolic energy spent moving, J/kg. */
  readonly energy: number;
}

/** Shares of the distance (0…1); null when the denominator is 0. */
export interface MetricsRatios {
  /** hid / distance. */
  readonly hidShare: number | null;
  /** sprint.distance / distance. */
  readonly sprintShare: number | null;
  /** metabolic.highMetabolicLoadDistance / distance. */
  readonly highMetabolicLoadShare: number | null;
  /** time / (time + untrackedTime): how much of the selection's span had position data. */
  readonly trackedShare: number | null;
}

/** Time and distance inside one data range. */
export interface RangeFigures {
  readonly rangeId: string;
  /** Tracked time with the speed or acceleration in the range, s. */
  readonly time: number;
  /** Distance covered meanwhile, m. */
  readonly distance: number;
}

/** Time and distance inside one individual speed band. */
export interface BandFigures {
  /** Lower edge, % of the player's max speed. */
  readonly minPercent: number;
  /** Upper edge, %; null for the top band (open). */
  readonly maxPercent: number | null;
  /** The same edges in km/h, from the player's max speed. */
  readonly minKmh: number;
  readonly maxKmh: number | null;
  /** Tracked time with the speed in the band, s. */
  readonly time: number;
  /** Distance covered in it, m. */
  readonly distance: number;
}

/**
 * One window's figures (the whole selection, a period or a session). The team-sport figures
 * (zones, hid, hir, sprint, accelerations, decelerations, metabolic, individual bands) are null
 * when the activity is not a team sport (`activity`): their thresholds do not apply.
 */
export interface Metrics {
  /** The activity whose thresholds were applied. */
  readonly activity: Activity;
  /** Tracked time (resampled intervals with position data), s. */
  readonly time: number;
  /** Time inside gaps that broke the series (between tracked stretches), s. */
  readonly untrackedTime: number;
  /** m. */
  readonly distance: number;
  /** m/min; null when no tracked time. */
  readonly distancePerMinute: number | null;
  /** distance / time, m/s; null when no tracked time. */
  readonly avgSpeed: number | null;
  /** m/s; null when no tracked time. */
  readonly maxSpeed: number | null;
  /** Highest acceleration, m/s²; null when no tracked time. */
  readonly maxAcceleration: number | null;
  /** Lowest (most negative) acceleration, m/s²; null when no tracked time. */
  readonly minAcceleration: number | null;
  readonly zones: Readonly<Record<SpeedZoneId, ZoneFigures>> | null;
  /** High-intensity distance: distance at ≥ hid threshold (19.8 km/h), m. */
  readonly hid: number | null;
  /** High-intensity runs: efforts ≥ hid threshold held ≥ 1 s. */
  readonly hir: EffortFigures | null;
  /** Efforts ≥ sprint threshold (25.2 km/h) held ≥ 1 s. */
  readonly sprint: SprintFigures | null;
  /** Efforts with acceleration ≥ band (1, 2, 3 m/s²) held ≥ 0.5 s; bands are nested. */
  readonly accelerations: {
    readonly a1: EffortFigures;
    readonly a2: EffortFigures;
    readonly a3: EffortFigures;
  } | null;
  /** Efforts with acceleration ≤ −band held ≥ 0.5 s; bands are nested. */
  readonly decelerations: {
    readonly d1: EffortFigures;
    readonly d2: EffortFigures;
    readonly d3: EffortFigures;
  } | null;
  /** Null when the window has no valid heart-rate sample. */
  readonly heartRate: HeartRateFigures | null;
  readonly metabolic: MetabolicFigures | null;
  readonly ratios: MetricsRatios;
  /** One per configured data range, in the configuration's order (none off team sports). */
  readonly ranges: readonly RangeFigures[];
  /** One per individual speed band, null without the player's max speed (or off team sports). */
  readonly individualSpeedBands: readonly BandFigures[] | null;
}

export interface HeatmapCell {
  /** Cell column and row: the cell covers [ix·size, (ix+1)·size) × [iy·size, (iy+1)·size) m. */
  readonly ix: number;
  readonly iy: number;
  /** Resampled positions in the cell (each stands for `sampleSeconds`). */
  readonly count: number;
  /** WGS84 degrees of the cell centre; null when positions are local x/y. */
  readonly lat: number | null;
  readonly lng: number | null;
}

export interface Heatmap {
  /** The plane's origin: (0, 0) m is this WGS84 point; null when positions are local x/y. */
  readonly origin: GeoPoint | null;
  /** Cell side, m. */
  readonly cellSize: number;
  /** Seconds each counted position stands for (the resampling period); null before it is known. */
  readonly sampleSeconds: number | null;
  /** Sorted by iy, then ix. */
  readonly cells: readonly HeatmapCell[];
}

/** A series step with tracked time; cumulative values are as of the end of the step. */
export interface SpeedSeriePoint {
  /** Step number from the first sample (step n starts n·step after it). */
  readonly n: number;
  /** Start of the step, epoch ms. */
  readonly ts: number;
  /** Mean speed over the step's tracked time, m/s. */
  readonly value: number;
  /** Cumulative distance, m. */
  readonly distance: number;
  /** Cumulative high-intensity distance, m. */
  readonly hid: number;
  /** High-intensity runs confirmed so far (held ≥ 1 s). */
  readonly hir: number;
  /** Sprints confirmed so far (held ≥ 1 s). */
  readonly sprint: number;
}

export interface HrSeriePoint {
  /** Start of the step, epoch ms. */
  readonly ts: number;
  /** Time-weighted mean heart rate over the step, bpm. */
  readonly value: number;
}

export interface EffortRecord {
  /** Epoch ms. */
  readonly start: number;
  readonly end: number;
  /** Sprints: highest and lowest speed, m/s. a2 / d2: highest and lowest acceleration, m/s². */
  readonly max: number;
  readonly min: number;
  /** m. */
  readonly distance: number;
}

export interface ExtendedMetrics {
  readonly heatmap: Heatmap;
  readonly speedSerie: readonly SpeedSeriePoint[];
  readonly hrSerie: readonly HrSeriePoint[];
  readonly sprintHistory: readonly EffortRecord[];
  readonly a2History: readonly EffortRecord[];
  readonly d2History: readonly EffortRecord[];
}

/** What cleaning did to the input, counted in samples (fixes for `spikes`). */
export interface CleaningReport {
  /** Samples received. */
  readonly samples: number;
  /** Same time as the previous sample: dropped (the first one wins). */
  readonly duplicates: number;
  /** Older than the previous sample: dropped. */
  readonly outOfOrder: number;
  /** Neither a valid fix nor a valid heart rate (or no valid time): dropped. */
  readonly invalid: number;
  /** Samples without a valid fix (missing or invalid position, HDOP above the limit). */
  readonly noFix: number;
  /** Heart rates outside the valid range, dropped. */
  readonly hrOutOfRange: number;
  /** Device speeds below 0 or above the spike speed, dropped. */
  readonly speedOutOfRange: number;
  /** Fixes rejected as position spikes. */
  readonly spikes: number;
  /** Gaps that broke the series. */
  readonly breaks: number;
  /** The resampling period used, ms; null before it is known. */
  readonly sampleIntervalMs: number | null;
}

export interface MetricsResult {
  readonly global: Metrics;
  readonly periods: Readonly<Record<string, Metrics>>;
  readonly sessions: Readonly<Record<string, Metrics>>;
  readonly extended: ExtendedMetrics;
  readonly cleaning: CleaningReport;
}
