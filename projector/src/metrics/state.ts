/**
 * The fold state. Every scalar lives in one Float64Array (`st.f`, slots below) and every other
 * field holds an object that keeps its class: the state's hidden class never changes after
 * `createState`, so V8 keeps the hot loop's property accesses monomorphic. (Numbers kept as plain
 * object fields went from small-integer to double storage as the fold ran; each such change gave
 * the state a new hidden class, the accesses went megamorphic and the fold ran 3–4× slower.)
 */
import type { EffortRecord, MetricsConfig, MetricsRange } from '@stride/contracts/metrics';
import { E_CONT, E_STRIDE, E_THR, resetBlock, STRIDE } from './layout.ts';

/** km/h per m/s: thresholds convert as km/h ÷ 3.6, as people do by hand. */
const KMH = 3.6;

/**
 * Individual speed bands as speed ranges: [p_i, p_i+1) % of the player's max speed, the last
 * open; none without a max speed.
 */
export function individualRanges(config: MetricsConfig): MetricsRange[] {
  const { maxSpeedKmh, percents } = config.individualSpeed;
  if (maxSpeedKmh === null) return [];
  return percents.map((p, i) => ({
    id: `individual:${p}`,
    kind: 'speed' as const,
    min: (p / 100) * maxSpeedKmh,
    max: i + 1 < percents.length ? (percents[i + 1]! / 100) * maxSpeedKmh : null,
  }));
}

/**
 * The ranges the fold tracks: the event's data ranges, then the individual speed bands. Off team
 * sports, none (their thresholds are a team sport's).
 */
export function trackedRanges(config: MetricsConfig): MetricsRange[] {
  if (config.activity !== 'TEAM_SPORT') return [];
  return [...(config.ranges ?? []), ...individualRanges(config)];
}

/** Fixes buffered to detect the sample rate (32 intervals). */
export const RATE_DETECTION_FIXES = 33;

export const COORD_UNKNOWN = 0;
export const COORD_XY = 1;
export const COORD_GEO = 2;

/* ---------- slots of st.f ---------- */
let slot = 0;
const next = () => slot++;

// Constants derived from the configuration.
export const HID_MS = next();
export const MIN_SPEED_THRESHOLD = next();
export const MIN_ACC_THRESHOLD = next();
export const SPIKE_MAX_SPEED = next();
export const MAX_GAP_MS = next();
export const MAX_HDOP = next();
export const HIGH_POWER = next();
export const TERRAIN = next();
export const STEP_MS = next();
export const CELL_SIZE = next();
export const HR_VALID_MIN = next();
export const HR_VALID_MAX = next();
export const HR_MAX_GAP_MS = next();
/** 1 when max HR is known (zones, Edwards TRIMP), else 0. */
export const HR_ZONED = next();
/** 1 when max and rest HR are known (Banister TRIMP), else 0. */
export const HR_BANISTER_ON = next();
export const HR_REST = next();
export const HR_RANGE = next();
export const BANISTER_K = next();
export const BANISTER_C = next();
export const PERIOD_COUNT = next();
export const WIN_COUNT = next();

// Hand-over slots: the hot path passes doubles through these, not as arguments (a double passed
// to a function V8 does not inline is boxed: an allocation per sample).
export const IO_R = next();
export const IO_HR = next();
/** An effort detector's value and the interval's distance. */
export const IO_X = next();
export const IO_D = next();

// Cleaning counts.
export const SAMPLES = next();
export const DUPLICATES = next();
export const OUT_OF_ORDER = next();
export const INVALID = next();
export const NO_FIX = next();
export const HR_OUT_OF_RANGE = next();
export const SPEED_OUT_OF_RANGE = next();
export const SPIKES = next();
export const BREAKS = next();
/** Time of the last sample that passed the time check, epoch ms. */
export const LAST_T = next();
/** Time of the first valid sample, epoch ms: anchor of the grid and of the series. */
export const T0 = next();

// Positions: the first fix decides between local x/y and WGS84.
export const COORD = next();
export const ORIGIN_LAT = next();
export const ORIGIN_LON = next();
/** Metres per degree of longitude and latitude at the origin. */
export const KX = next();
export const KY = next();

// The resampling period Δ and what depends on it (NaN until known).
export const DT_MS = next();
/** 1000 / Δ: samples per second. */
export const RATE = next();
/** Longest interval between fixes that is interpolated: Δ + max gap, ms. */
export const GAP_LIMIT_MS = next();
/** Half-widths (points) of the low-pass filter and of the acceleration window. */
export const HV = next();
export const HA = next();
export const PRE_N = next();

// Spike rejection and resampling: the last accepted fix (r = ms after t0).
export const HAS_FIX = next();
export const FIX_R = next();
export const FIX_X = next();
export const FIX_Y = next();
export const FIX_S = next();
/** Next grid index to emit in the current segment. */
export const NEXT_K = next();
/** 1 until the current segment has emitted its first point. */
export const SEG_FRESH = next();
/** Grid index of the last emitted point of any segment; NaN before the first. */
export const LAST_EMITTED_K = next();

// The current segment's buffer: points, next to be low-passed, to get a speed, an acceleration, to be consumed.
export const N = next();
export const IP = next();
export const IV = next();
export const IA = next();
export const IM = next();
/** Grid index of buffer[0] and of the segment's first point. */
export const BUF_K0 = next();
export const SEG_K0 = next();
export const PREV_V = next();
export const PREV_A = next();
/** The previous interval's speed and acceleration (NaN at a segment's start): effort crossings. */
export const PREV_U = next();
export const PREV_B = next();
export const LAST_ZONE = next();

// Window cursors.
export const GRID_ACTIVE_N = next();
export const GRID_NEXT_CHANGE = next();
export const HR_ACTIVE_N = next();
export const HR_NEXT_CHANGE = next();

export const EFFORTS_OPEN = next();

// Speed series.
export const CUM_DISTANCE = next();
export const CUM_HID = next();
export const CUM_HIR = next();
export const CUM_SPRINT = next();
export const STEP_N = next();
export const STEP_END_R = next();
export const STEP_DIST = next();
export const STEP_COUNT = next();
export const SERIE_N = next();

// Heart rate: previous valid sample, Banister factor cache, series step.
export const HR_HAS_PREV = next();
export const HR_PREV_R = next();
export const HR_PREV_V = next();
export const BAN_CACHE_V = next();
export const BAN_CACHE_F = next();
export const HR_STEP_N = next();
export const HR_STEP_END_R = next();
export const HR_STEP_SUM = next();
export const HR_STEP_TIME = next();
export const HR_SERIE_N = next();

/** Cells in the heat map's hash table. */
export const HEAT_SIZE = next();

export const SLOTS = slot;

/** Columns of a speed-series row: n, ts, value, distance, hid, hir, sprint. */
export const SERIE_COLUMNS = 7;
/** Columns of a heart-rate series row: ts, value. */
export const HR_SERIE_COLUMNS = 2;
/** Series rows are kept in chunks of this many rows: growing never copies. */
export const SERIE_CHUNK_ROWS = 256;

export type MetricsState = ReturnType<typeof createState>;

/** `forClone`: the large arrays are left empty, to be replaced by copies. */
export function createState(config: MetricsConfig, forClone = false) {
  const size = (n: number) => (forClone ? 0 : n);
  const hr = config.heartRate;
  const windows = [
    { id: '', start: -Infinity, end: Infinity },
    ...config.windows.periods,
    ...config.windows.sessions,
  ];
  const winCount = windows.length;
  const ranges = trackedRanges(config);
  const acc = new Float64Array(winCount * STRIDE);
  for (let w = 0; w < winCount; w++) resetBlock(acc, w * STRIDE);
  const gridRun = new Float64Array(STRIDE);
  resetBlock(gridRun, 0);
  const hrRun = new Float64Array(STRIDE);
  resetBlock(hrRun, 0);
  // Off team sports no speed or acceleration threshold is ever reached: no efforts, no hid.
  const teamSport = config.activity === 'TEAM_SPORT';
  const bands = teamSport ? config.accelerationBands : [Infinity, Infinity, Infinity];
  const sprintMs = teamSport ? config.sprintThresholdKmh / KMH : Infinity;
  const hidMs = teamSport ? config.hidThresholdKmh / KMH : Infinity;
  const hyst = config.effortHysteresisKmh / KMH;
  const accHyst = config.accelerationHysteresis;
  const hrMax = hr.max ?? Number.NaN;
  const hrRest = hr.rest ?? Number.NaN;
  const female = hr.sex === 'female';
  const stepMs = config.seriesStepSeconds * 1000;

  const f = new Float64Array(SLOTS);
  f[HID_MS] = hidMs;
  f[MIN_SPEED_THRESHOLD] = Math.min(hidMs, sprintMs);
  f[MIN_ACC_THRESHOLD] = bands[0]!;
  f[SPIKE_MAX_SPEED] = config.cleaning.spikeMaxSpeed;
  f[MAX_GAP_MS] = config.cleaning.maxInterpolatedGapSeconds * 1000;
  f[MAX_HDOP] = config.cleaning.maxHdop ?? Infinity;
  f[HIGH_POWER] = config.metabolic.highPowerThreshold;
  f[TERRAIN] = config.metabolic.terrainFactor;
  f[STEP_MS] = stepMs;
  f[CELL_SIZE] = config.heatmapCellSize;
  f[HR_VALID_MIN] = hr.validMin;
  f[HR_VALID_MAX] = hr.validMax;
  f[HR_MAX_GAP_MS] = hr.maxGapSeconds * 1000;
  f[HR_ZONED] = hr.max !== null ? 1 : 0;
  f[HR_BANISTER_ON] = hr.max !== null && hr.rest !== null ? 1 : 0;
  f[HR_REST] = hrRest;
  f[HR_RANGE] = hrMax - hrRest;
  f[BANISTER_K] = female ? 0.86 : 0.64;
  f[BANISTER_C] = female ? 1.67 : 1.92;
  f[PERIOD_COUNT] = config.windows.periods.length;
  f[WIN_COUNT] = winCount;
  f[LAST_T] = -Infinity;
  f[T0] = Number.NaN;
  f[COORD] = COORD_UNKNOWN;
  f[ORIGIN_LAT] = config.origin?.lat ?? Number.NaN;
  f[ORIGIN_LON] = config.origin?.lon ?? Number.NaN;
  f[KX] = Number.NaN;
  f[KY] = Number.NaN;
  f[DT_MS] = Number.NaN;
  f[RATE] = Number.NaN;
  f[GAP_LIMIT_MS] = Number.NaN;
  f[HV] = 0;
  f[HA] = 1;
  f[SEG_FRESH] = 1;
  f[LAST_EMITTED_K] = Number.NaN;
  f[LAST_ZONE] = -1;
  f[GRID_NEXT_CHANGE] = -Infinity;
  f[HR_NEXT_CHANGE] = -Infinity;
  f[STEP_END_R] = stepMs;
  f[HR_STEP_END_R] = stepMs;
  f[BAN_CACHE_V] = Number.NaN;

  return {
    config,
    f,
    zoneEdges: Float64Array.from(config.speedZoneEdgesKmh, (e) => e / KMH),
    hrZoneEdges: Float64Array.from(hr.zonePercents, (p) => (p / 100) * hrMax),
    /** Fixes held until the rate is detected. */
    preR: new Float64Array(RATE_DETECTION_FIXES),
    preX: new Float64Array(RATE_DETECTION_FIXES),
    preY: new Float64Array(RATE_DETECTION_FIXES),
    preS: new Float64Array(RATE_DETECTION_FIXES),
    /** Low-pass weights per half-width h (row h of HV + 1; lowpass.ts). */
    smoothW: new Float64Array(0),
    /** Σ_{j=1..h} 2j² per half-width h: denominator of the least-squares slope. */
    slopeDen: new Float64Array(0),
    /* The current segment's grid points: raw resampled x, y, Doppler; the low-pass's corrections
       to x and y and the low-passed Doppler; speed; acceleration. */
    gx: new Float64Array(0),
    gy: new Float64Array(0),
    gs: new Float64Array(0),
    sx: new Float64Array(0),
    sy: new Float64Array(0),
    ss: new Float64Array(0),
    gv: new Float64Array(0),
    ga: new Float64Array(0),

    /* Windows: 0 is the whole selection, then periods, then sessions. */
    windowIds: windows.map((w) => w.id),
    winStartAbs: Float64Array.from(windows, (w) => w.start),
    winEndAbs: Float64Array.from(windows, (w) => w.end),
    /** Bounds in ms after t0 (set with t0). */
    winStart: new Float64Array(winCount),
    winEnd: new Float64Array(winCount),
    acc,
    gridRun,
    gridActive: new Int32Array(winCount),
    hrRun,
    hrActive: new Int32Array(winCount),

    /* Data ranges: kind (0 speed, 1 acceleration), bounds in m/s or m/s², and per window and in
       the open run, intervals and distance per range (2 numbers each). */
    rangeKind: Uint8Array.from(ranges, (r) => (r.kind === 'acceleration' ? 1 : 0)),
    rangeMin: Float64Array.from(ranges, (r) =>
      r.min === null ? -Infinity : r.kind === 'acceleration' ? r.min : r.min / KMH,
    ),
    rangeMax: Float64Array.from(ranges, (r) =>
      r.max === null ? Infinity : r.kind === 'acceleration' ? r.max : r.max / KMH,
    ),
    rangeRun: new Float64Array(2 * ranges.length),
    rangeAcc: new Float64Array(winCount * 2 * ranges.length),

    /** Effort detectors (layout.ts: E_* fields, DETECTORS order). */
    eff: effortDetectors(
      [hidMs, sprintMs, bands[0]!, bands[1]!, bands[2]!, bands[0]!, bands[1]!, bands[2]!],
      [hyst, hyst, accHyst, accHyst, accHyst, accHyst, accHyst, accHyst],
    ),
    sprintHistory: [] as EffortRecord[],
    a2History: [] as EffortRecord[],
    d2History: [] as EffortRecord[],

    /** Completed speed-series steps: chunks of SERIE_CHUNK_ROWS rows of SERIE_COLUMNS. */
    serie: [] as Float64Array<ArrayBuffer>[],
    /** Completed heart-rate series steps: chunks of SERIE_CHUNK_ROWS rows of HR_SERIE_COLUMNS. */
    hrSerie: [] as Float64Array<ArrayBuffer>[],
    /** Heat map: a direct-mapped cache of cell keys (record.ts) and counts, 64 × 64 cells… */
    heatCacheKeys: new Int32Array(size(64 * 64)).fill(-1),
    heatCacheCounts: new Float64Array(size(64 * 64)),
    /** …in front of an open-addressing hash table. */
    heatKeys: new Int32Array(size(1024)).fill(-1),
    heatCounts: new Float64Array(size(1024)),
  };
}

function effortDetectors(thresholds: number[], hysteresis: number[]): Float64Array<ArrayBuffer> {
  const eff = new Float64Array(8 * E_STRIDE);
  for (let j = 0; j < 8; j++) {
    eff[j * E_STRIDE + E_THR] = thresholds[j]!;
    eff[j * E_STRIDE + E_CONT] = thresholds[j]! - hysteresis[j]!;
  }
  return eff;
}

/**
 * A deep copy, built by `createState` so it has the same hidden class as the original. Full series
 * chunks and effort records never change again: they are shared; the last chunk is copied.
 */
export function cloneState(st: MetricsState): MetricsState {
  const copy = createState(st.config, true) as Record<string, unknown>;
  for (const [key, value] of Object.entries(st)) {
    if (value instanceof Float64Array || value instanceof Int32Array || value instanceof Uint8Array) {
      copy[key] = value.slice();
    } else if (Array.isArray(value)) {
      const items = [...(value as unknown[])];
      const last = items.at(-1);
      if (last instanceof Float64Array) items[items.length - 1] = last.slice();
      copy[key] = items;
    } else copy[key] = value;
  }
  return copy as MetricsState;
}

/** Row `row` of chunked series `chunks` (SERIE_CHUNK_ROWS rows of `columns`): its chunk and offset. */
export function serieRow(
  chunks: Float64Array<ArrayBuffer>[],
  row: number,
  columns: number,
): { chunk: Float64Array<ArrayBuffer>; offset: number } {
  const c = Math.floor(row / SERIE_CHUNK_ROWS);
  if (c === chunks.length) chunks.push(new Float64Array(SERIE_CHUNK_ROWS * columns));
  return { chunk: chunks[c]!, offset: (row % SERIE_CHUNK_ROWS) * columns };
}
