/**
 * Offsets in a window's accumulator block (one Float64Array of `STRIDE` numbers per window).
 *
 * The grid part [0, GRID_END) is what a resampled interval adds; the heart-rate part
 * [HR_START, STRIDE) what a heart-rate interval or sample adds. Both are first summed into a "run"
 * block and merged into the windows active at the time only when the set of active windows changes,
 * so the hot loop touches one block whatever the number of windows.
 */

/** Intervals per speed zone (time = count × sample interval). */
export const Z_COUNT = 0;
/** Distance per speed zone, m. */
export const Z_DIST = 7;
/** Entries per speed zone. */
export const Z_ENTRIES = 14;
/** Distance at ≥ hid threshold, m. */
export const HID = 21;
/** Metabolic energy, J/kg. */
export const ENERGY = 22;
/** Distance above the high metabolic power threshold, m. */
export const HML = 23;
/** Sums end here; the next three are a max, a max and a min. */
export const GRID_SUMS_END = 24;
export const MAX_SPEED = 24;
export const MAX_ACC = 25;
export const MIN_ACC = 26;

/** Grid steps inside gaps (untracked time = steps × sample interval); added directly. */
export const UNTRACKED = 27;
/** Effort counts and distances, one per detector (see `DETECTORS`); added directly on close. */
export const EFF_COUNT = 28;
export const EFF_DIST = 36;
/** Highest sprint speed, m/s. */
export const SPRINT_MAX = 44;

export const HR_START = 45;
/** Heart-rate interval time, ms. */
export const HR_TIME = 45;
/** Σ bpm × ms. */
export const HR_SUM = 46;
/** ms per heart-rate zone (5). */
export const HR_ZONE = 47;
/** Σ ms × HRr × k·e^(c·HRr). */
export const HR_BANISTER = 52;
export const HR_SUMS_END = 53;
export const HR_MIN = 53;
export const HR_MAX = 54;
export const HR_SAMPLES = 55;
export const STRIDE = 56;

/**
 * Effort detector state: E_STRIDE numbers per detector in one Float64Array, detectors in the order
 * of DETECTORS. E_END_N and E_BELOW count grid intervals, grid positions are grid indices,
 * durations are in ms.
 */
export const E_THR = 0;
/** threshold − hysteresis: an open effort goes on while the value stays at or above it. */
export const E_CONT = 1;
/** The shortest effort that counts, ms. */
export const E_MIN_MS = 2;
export const E_END_N = 3;
export const E_ACTIVE = 4;
export const E_CONFIRMED = 5;
export const E_START_K = 6;
export const E_END_K = 7;
export const E_BELOW = 8;
export const E_DIST = 9;
export const E_PEND_DIST = 10;
export const E_MAX = 11;
export const E_MIN = 12;
export const E_PEND_MIN = 13;
/** From the crossing of the threshold to the middle of the last interval in the effort, ms. */
export const E_DUR = 14;
/** The value of the last interval in the effort, and of the first one below after it (NaN: none yet). */
export const E_LAST_X = 15;
export const E_CLOSE_X = 16;
export const E_STRIDE = 17;

/** Effort detectors, in this order. */
export const DETECTORS = ['hir', 'sprint', 'a1', 'a2', 'a3', 'd1', 'd2', 'd3'] as const;
export const D_SPRINT = 1;
export const D_A2 = 3;
export const D_D1 = 5;
export const D_D2 = 6;

/** A block with its max/min fields at their neutral values. */
export function resetBlock(block: Float64Array, base: number): void {
  block.fill(0, base, base + STRIDE);
  block[base + MAX_SPEED] = -Infinity;
  block[base + MAX_ACC] = -Infinity;
  block[base + MIN_ACC] = Infinity;
  block[base + SPRINT_MAX] = -Infinity;
  block[base + HR_MIN] = Infinity;
  block[base + HR_MAX] = -Infinity;
}

export function mergeGridRun(dst: Float64Array, base: number, run: Float64Array): void {
  for (let f = 0; f < GRID_SUMS_END; f++) dst[base + f] = dst[base + f]! + run[f]!;
  dst[base + MAX_SPEED] = Math.max(dst[base + MAX_SPEED]!, run[MAX_SPEED]!);
  dst[base + MAX_ACC] = Math.max(dst[base + MAX_ACC]!, run[MAX_ACC]!);
  dst[base + MIN_ACC] = Math.min(dst[base + MIN_ACC]!, run[MIN_ACC]!);
}

export function resetGridRun(run: Float64Array): void {
  run.fill(0, 0, GRID_SUMS_END);
  run[MAX_SPEED] = -Infinity;
  run[MAX_ACC] = -Infinity;
  run[MIN_ACC] = Infinity;
}

export function mergeHrRun(dst: Float64Array, base: number, run: Float64Array): void {
  for (let f = HR_START; f < HR_SUMS_END; f++) dst[base + f] = dst[base + f]! + run[f]!;
  dst[base + HR_MIN] = Math.min(dst[base + HR_MIN]!, run[HR_MIN]!);
  dst[base + HR_MAX] = Math.max(dst[base + HR_MAX]!, run[HR_MAX]!);
  dst[base + HR_SAMPLES] = dst[base + HR_SAMPLES]! + run[HR_SAMPLES]!;
}

export function resetHrRun(run: Float64Array): void {
  run.fill(0, HR_START, STRIDE);
  run[HR_MIN] = Infinity;
  run[HR_MAX] = -Infinity;
}

/** Add the open run of data ranges (2 numbers per range) into window `w`'s range block. */
export function mergeRangeRun(dst: Float64Array, w: number, run: Float64Array): void {
  const base = w * run.length;
  for (let i = 0; i < run.length; i++) dst[base + i] = dst[base + i]! + run[i]!;
}
