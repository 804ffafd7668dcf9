/**
 * The metric engine: a streaming fold over one selection's sample batches (issue 5, rule 7).
 *
 *   const state = init(config);
 *   push(state, batch); push(state, batch); …   // in time order, split anywhere
 *   snapshot(state)                             // live figures; the state is untouched
 *   finish(state)                               // the record; the state is untouched
 *
 * Every cross-sample quantity lives in the state (previous fix, look-ahead buffer, open efforts,
 * open series steps, window cursors) and every sample goes through the same code in the same order
 * whatever batch it came in: any split of a series gives bit-identical results. `push` updates the
 * state in place and returns it, so the hot loop allocates nothing. Definitions: README.md here.
 *
 * Per sample: time check → validity → projection → (rate detection) → spike rejection → resampling
 * onto a grid of period Δ anchored at the first sample → low-pass (a zero-phase Butterworth's
 * impulse response cut at ±0.8 s: lowpass.ts) of positions and Doppler → speed (low-passed
 * Doppler, or the central difference of the low-passed positions) → acceleration (least-squares
 * slope of the speed) → per-interval figures.
 */
import {
  defaultMetricsConfig,
  metricsConfigProblems,
  type MetricsConfig,
  type MetricsResult,
} from '@stride/contracts/metrics';
import type { SampleBatch } from '@stride/contracts/samples';
import { metresPerDegree } from './geo.ts';
import { butterworthKernel, lowPassWeights } from './lowpass.ts';
import { tabulatedEnergyCost } from './metabolic.ts';
import {
  E_ACTIVE,
  E_BELOW,
  E_CONFIRMED,
  E_CONT,
  E_DIST,
  E_END_K,
  E_END_N,
  E_MAX,
  E_MIN,
  E_MIN_MS,
  E_DUR,
  E_LAST_X,
  E_CLOSE_X,
  E_PEND_DIST,
  E_PEND_MIN,
  E_START_K,
  E_STRIDE,
  E_THR,
  ENERGY,
  HID,
  HML,
  HR_BANISTER,
  HR_MAX,
  HR_MIN,
  HR_SAMPLES,
  HR_SUM,
  HR_TIME,
  HR_ZONE,
  MAX_ACC,
  MAX_SPEED,
  MIN_ACC,
  resetGridRun,
  resetHrRun,
  STRIDE,
  UNTRACKED,
  Z_COUNT,
  Z_DIST,
  Z_ENTRIES,
} from './layout.ts';
import {
  addToHeat,
  CELL_OFFSET,
  CELL_ROW,
  EMPTY_CELL,
  mergeOpenGridRun,
  mergeOpenHrRun,
  recordEffort,
} from './record.ts';
import { buildResult } from './result.ts';
import {
  BAN_CACHE_F,
  BAN_CACHE_V,
  BANISTER_C,
  BANISTER_K,
  BREAKS,
  BUF_K0,
  CELL_SIZE,
  cloneState,
  COORD,
  COORD_GEO,
  COORD_UNKNOWN,
  COORD_XY,
  createState,
  CUM_DISTANCE,
  CUM_HID,
  CUM_HIR,
  CUM_SPRINT,
  DT_MS,
  DUPLICATES,
  EFFORTS_OPEN,
  FIX_R,
  FIX_S,
  FIX_X,
  FIX_Y,
  GAP_LIMIT_MS,
  GRID_ACTIVE_N,
  GRID_NEXT_CHANGE,
  HA,
  HAS_FIX,
  HID_MS,
  HIGH_POWER,
  HR_ACTIVE_N,
  HR_BANISTER_ON,
  HR_HAS_PREV,
  HR_MAX_GAP_MS,
  HR_NEXT_CHANGE,
  HR_OUT_OF_RANGE,
  HR_PREV_R,
  HR_PREV_V,
  HR_RANGE,
  HR_REST,
  HR_SERIE_COLUMNS,
  HR_SERIE_N,
  HR_STEP_END_R,
  HR_STEP_N,
  HR_STEP_SUM,
  HR_STEP_TIME,
  HR_VALID_MAX,
  HR_VALID_MIN,
  HR_ZONED,
  HV,
  IA,
  IM,
  IP,
  INVALID,
  IO_D,
  IO_HR,
  IO_R,
  IO_X,
  IV,
  KX,
  KY,
  LAST_EMITTED_K,
  LAST_T,
  LAST_ZONE,
  MAX_GAP_MS,
  MAX_HDOP,
  MIN_ACC_THRESHOLD,
  MIN_SPEED_THRESHOLD,
  N,
  NEXT_K,
  NO_FIX,
  ORIGIN_LAT,
  ORIGIN_LON,
  OUT_OF_ORDER,
  PRE_N,
  PREV_A,
  PREV_B,
  PREV_U,
  PREV_V,
  RATE,
  RATE_DETECTION_FIXES,
  SAMPLES,
  SEG_FRESH,
  SEG_K0,
  SERIE_COLUMNS,
  serieRow,
  SERIE_N,
  SPEED_OUT_OF_RANGE,
  SPIKE_MAX_SPEED,
  SPIKES,
  STEP_COUNT,
  STEP_DIST,
  STEP_END_R,
  STEP_MS,
  STEP_N,
  T0,
  TERRAIN,
  WIN_COUNT,
  type MetricsState,
} from './state.ts';

export type { MetricsState } from './state.ts';

/** Sample interval when it cannot be detected (fewer than two fixes), ms. */
const FALLBACK_INTERVAL_MS = 100;
/** Absolute epsilon when turning durations into whole numbers of grid intervals. */
const COUNT_EPSILON = 1e-9;
/** Durations within a nanosecond of the minimum count (rounding of interpolated crossings). */
const DURATION_EPSILON_MS = 1e-6;

/** A fresh fold state; throws a RangeError listing the problems of an unusable configuration. */
export function init(config: MetricsConfig = defaultMetricsConfig()): MetricsState {
  const problems = metricsConfigProblems(config);
  if (problems.length > 0) throw new RangeError(`metrics config: ${problems.join('; ')}`);
  const st = createState(config);
  const rate = config.cleaning.nominalRateHz;
  if (rate !== 'detect') setSampleInterval(st, 1000 / rate);
  return st;
}

/** Valid fixes of the chunk being cleaned, handed to `resample` (push runs to completion). */
const CHUNK = 1024;
const chunkR = new Float64Array(CHUNK);
const chunkX = new Float64Array(CHUNK);
const chunkY = new Float64Array(CHUNK);
const chunkS = new Float64Array(CHUNK);

/** Folds a batch into the state (in place) and returns the state. */
export function push(st: MetricsState, batch: SampleBatch): MetricsState {
  const f = st.f;
  const n = batch.t.length;
  // In chunks: a function called often is optimized as a whole, not on-stack mid-loop with the
  // feedback of a batch's first samples (which made some runs 15 % slower).
  for (let from = 0; from < n; from += CHUNK) cleanChunk(st, batch, from, Math.min(n, from + CHUNK));
  f[SAMPLES] = f[SAMPLES]! + n;
  // The stages run over the batch's grid points at once (and whenever the buffer fills).
  if (f[HAS_FIX] === 1) advance(st, false);
  return st;
}

/** Samples [from, to) of a batch, at most CHUNK: checks, projection, then `resample`. */
function cleanChunk(st: MetricsState, batch: SampleBatch, from: number, to: number): void {
  const f = st.f;
  const T = batch.t;
  const LAT = batch.lat;
  const LON = batch.lon;
  const X = batch.x;
  const Y = batch.y;
  const S = batch.speed;
  const HR = batch.hr;
  const HD = batch.hdop;
  const hrValidMin = f[HR_VALID_MIN]!;
  const hrValidMax = f[HR_VALID_MAX]!;
  const maxHdop = f[MAX_HDOP]!;
  const spikeMaxSpeed = f[SPIKE_MAX_SPEED]!;
  let lastT = f[LAST_T]!;
  let t0 = f[T0]!;
  let coord = f[COORD]!;
  let originLat = f[ORIGIN_LAT]!;
  let originLon = f[ORIGIN_LON]!;
  let kx = f[KX]!;
  let ky = f[KY]!;
  let rateKnown = f[DT_MS] === f[DT_MS];
  let duplicates = 0;
  let outOfOrder = 0;
  let invalid = 0;
  let noFix = 0;
  let hrOutOfRange = 0;
  let speedOutOfRange = 0;
  let chunk = 0;
  for (let i = from; i < to; i++) {
    const t = T[i]!;
    if (!(t > lastT) || t === Infinity) {
      if (t - t !== 0) invalid++;
      else if (t === lastT) duplicates++;
      else outOfOrder++;
      continue;
    }
    lastT = t;

    let hr = HR === null ? Number.NaN : HR[i]!;
    if (hr === hr && (hr < hrValidMin || hr > hrValidMax)) {
      hrOutOfRange++;
      hr = Number.NaN;
    }

    let fx = Number.NaN;
    let fy = Number.NaN;
    if (HD === null || !(HD[i]! > maxHdop)) {
      if (coord !== COORD_GEO && X !== null && Y !== null) {
        const xi = X[i]!;
        const yi = Y[i]!;
        if (xi - xi === 0 && yi - yi === 0) {
          fx = xi;
          fy = yi;
          coord = f[COORD] = COORD_XY;
        }
      }
      if (fx !== fx && coord !== COORD_XY && LAT !== null && LON !== null) {
        const la = LAT[i]!;
        const lo = LON[i]!;
        // (0, 0) is what several devices write when they have no fix.
        if (la >= -90 && la <= 90 && lo >= -180 && lo <= 180 && (la !== 0 || lo !== 0)) {
          if (coord === COORD_UNKNOWN) {
            setGeoOrigin(st, la, lo);
            coord = COORD_GEO;
            originLat = f[ORIGIN_LAT]!;
            originLon = f[ORIGIN_LON]!;
            kx = f[KX]!;
            ky = f[KY]!;
          }
          let dLon = lo - originLon;
          if (dLon > 180) dLon -= 360;
          else if (dLon <= -180) dLon += 360;
          fx = dLon * kx;
          fy = (la - originLat) * ky;
        }
      }
    }
    if (fx !== fx) {
      noFix++;
      if (hr !== hr) {
        invalid++;
        continue;
      }
    }
    if (t0 !== t0) {
      setT0(st, t);
      t0 = t;
    }
    const r = t - t0;
    if (hr === hr) {
      f[IO_R] = r;
      f[IO_HR] = hr;
      hrSample(st);
    }
    if (fx === fx) {
      let s = S === null ? Number.NaN : S[i]!;
      if (s === s && !(s >= 0 && s <= spikeMaxSpeed)) {
        speedOutOfRange++;
        s = Number.NaN;
      }
      if (rateKnown) {
        chunkR[chunk] = r;
        chunkX[chunk] = fx;
        chunkY[chunk] = fy;
        chunkS[chunk] = s;
        chunk++;
      } else {
        holdForRateDetection(st, r, fx, fy, s);
        rateKnown = f[DT_MS] === f[DT_MS];
      }
    }
  }
  if (chunk > 0) resample(st, chunkR, chunkX, chunkY, chunkS, chunk);
  f[LAST_T] = lastT;
  f[DUPLICATES] = f[DUPLICATES]! + duplicates;
  f[OUT_OF_ORDER] = f[OUT_OF_ORDER]! + outOfOrder;
  f[INVALID] = f[INVALID]! + invalid;
  f[NO_FIX] = f[NO_FIX]! + noFix;
  f[HR_OUT_OF_RANGE] = f[HR_OUT_OF_RANGE]! + hrOutOfRange;
  f[SPEED_OUT_OF_RANGE] = f[SPEED_OUT_OF_RANGE]! + speedOutOfRange;
}

/** The figures as of now: committed intervals, and open efforts as they stand. The state is untouched. */
export function snapshot(st: MetricsState): MetricsResult {
  return buildResult(st);
}

/**
 * The figures as of now for a live screen: `snapshot`'s windows, with the series' last
 * `seriesTail` steps only and no heat map (a fraction of the cost late in a match). The state is
 * untouched.
 */
export function liveSnapshot(st: MetricsState, seriesTail: number): MetricsResult {
  return buildResult(st, { seriesTail, heatmap: false });
}

/** The record: the look-ahead flushed, the last segment and open efforts closed. The state is untouched. */
export function finish(st: MetricsState): MetricsResult {
  const end = cloneState(st);
  const f = end.f;
  if (f[DT_MS] !== f[DT_MS] && f[PRE_N]! > 0) detectRateAndReplay(end);
  if (f[HAS_FIX] === 1) closeSegment(end);
  if (f[STEP_COUNT]! > 0) closeSpeedStep(end, Infinity);
  if (f[HR_STEP_TIME]! > 0) closeHrStep(end, Infinity);
  return buildResult(end);
}

/* ---------- setup ---------- */

function setGeoOrigin(st: MetricsState, lat: number, lon: number): void {
  const f = st.f;
  f[COORD] = COORD_GEO;
  if (f[ORIGIN_LAT] !== f[ORIGIN_LAT]) {
    f[ORIGIN_LAT] = lat;
    f[ORIGIN_LON] = lon;
  }
  const { kx, ky } = metresPerDegree(f[ORIGIN_LAT]!);
  f[KX] = kx;
  f[KY] = ky;
}

function setT0(st: MetricsState, t0: number): void {
  st.f[T0] = t0;
  for (let w = 0; w < st.f[WIN_COUNT]!; w++) {
    st.winStart[w] = st.winStartAbs[w]! - t0;
    st.winEnd[w] = st.winEndAbs[w]! - t0;
  }
}

function setSampleInterval(st: MetricsState, dtMs: number): void {
  const c = st.config;
  const f = st.f;
  f[DT_MS] = dtMs;
  f[RATE] = 1000 / dtMs;
  f[GAP_LIMIT_MS] = dtMs + f[MAX_GAP_MS]!;
  const cl = c.cleaning;
  const reach = Math.round((cl.smoothingHalfWindowSeconds * 1000) / dtMs);
  const kernel =
    cl.lowPassCutoffHz === null
      ? new Float64Array(0)
      : butterworthKernel(cl.lowPassOrder, cl.lowPassCutoffHz, f[RATE]!, reach);
  const hv = kernel.length === 0 ? 0 : reach;
  const ha = Math.max(1, Math.round((cl.accelerationHalfWindowSeconds * 1000) / dtMs));
  f[HV] = hv;
  f[HA] = ha;
  st.smoothW = lowPassWeights(kernel, hv) as Float64Array<ArrayBuffer>;
  st.slopeDen = new Float64Array(ha + 1);
  for (let h = 1; h <= ha; h++) st.slopeDen[h] = st.slopeDen[h - 1]! + 2 * h * h;
  const capacity = Math.max(1024, 4 * (hv + ha + 2));
  st.gx = new Float64Array(capacity);
  st.gy = new Float64Array(capacity);
  st.gs = new Float64Array(capacity);
  st.sx = new Float64Array(capacity);
  st.sy = new Float64Array(capacity);
  st.ss = new Float64Array(capacity);
  st.gv = new Float64Array(capacity);
  st.ga = new Float64Array(capacity);
  const count = (seconds: number) => Math.ceil((seconds * 1000) / dtMs - COUNT_EPSILON);
  const speedEnd = Math.max(1, count(c.effortEndBelowSeconds));
  const accEnd = Math.max(1, count(c.accelerationEndBelowSeconds));
  for (let j = 0; j < 8; j++) {
    st.eff[j * E_STRIDE + E_MIN_MS] =
      (j < 2 ? c.effortMinDurationSeconds : c.accelerationMinDurationSeconds) * 1000 - DURATION_EPSILON_MS;
    st.eff[j * E_STRIDE + E_END_N] = j < 2 ? speedEnd : accEnd;
  }
}

/** A fix before the sample interval is known: held until RATE_DETECTION_FIXES have come. */
function holdForRateDetection(st: MetricsState, r: number, x: number, y: number, s: number): void {
  const f = st.f;
  const n = f[PRE_N]!;
  st.preR[n] = r;
  st.preX[n] = x;
  st.preY[n] = y;
  st.preS[n] = s;
  f[PRE_N] = n + 1;
  if (n + 1 === RATE_DETECTION_FIXES) detectRateAndReplay(st);
}

/** Δ = the lower median of the intervals between the held fixes; then they are resampled. */
function detectRateAndReplay(st: MetricsState): void {
  const f = st.f;
  const m = f[PRE_N]!;
  let dt = FALLBACK_INTERVAL_MS;
  if (m >= 2) {
    const gaps = new Float64Array(m - 1);
    for (let i = 1; i < m; i++) gaps[i - 1] = st.preR[i]! - st.preR[i - 1]!;
    gaps.sort();
    dt = gaps[(m - 2) >> 1]!;
  }
  setSampleInterval(st, dt);
  f[PRE_N] = 0;
  resample(st, st.preR, st.preX, st.preY, st.preS, m);
}

/* ---------- spike rejection and resampling ---------- */

/**
 * Fixes [0, count) of the columns: spike rejection against the last accepted fix, then the grid
 * points up to each fix's time, interpolated from the fix before (heat map counted as they come).
 * A fix too far after the last one closes the segment and starts a new one at itself.
 */
function resample(
  st: MetricsState,
  R: Float64Array,
  X: Float64Array,
  Y: Float64Array,
  S: Float64Array,
  count: number,
): void {
  const f = st.f;
  const { gx, gy, gs, heatCacheKeys, heatCacheCounts } = st;
  const capacity = gx.length;
  const dtMs = f[DT_MS]!;
  const gapLimit = f[GAP_LIMIT_MS]!;
  const spikeMaxSpeed = f[SPIKE_MAX_SPEED]!;
  const perCell = 1 / f[CELL_SIZE]!;
  let n = f[N]!;
  let nextK = f[NEXT_K]!;
  let hasFix = f[HAS_FIX] === 1;
  let segFresh = f[SEG_FRESH] === 1;
  let lastK = f[LAST_EMITTED_K]!;
  let r0 = f[FIX_R]!;
  let x0 = f[FIX_X]!;
  let y0 = f[FIX_Y]!;
  let s0 = f[FIX_S]!;
  let spikes = 0;
  let breaks = 0;
  for (let q = 0; q < count; q++) {
    const r = R[q]!;
    const x = X[q]!;
    const y = Y[q]!;
    const s = S[q]!;
    const dt = r - r0;
    if (!hasFix || dt > gapLimit) {
      // Too long to interpolate: no distance across it, and a jump across it is not a spike.
      if (hasFix) {
        breaks++;
        f[N] = n;
        closeSegment(st);
        n = 0;
      }
      hasFix = true;
      segFresh = true;
      nextK = gridIndexAtOrAfter(r, dtMs);
      r0 = r;
      x0 = x;
      y0 = y;
      s0 = s;
    } else {
      const dx = x - x0;
      const dy = y - y0;
      const reach = (spikeMaxSpeed * dt) / 1000;
      if (dx * dx + dy * dy > reach * reach) {
        spikes++;
        continue;
      }
    }
    let rk = nextK * dtMs;
    while (rk <= r) {
      if (segFresh) {
        segFresh = false;
        f[SEG_K0] = nextK;
        f[BUF_K0] = nextK;
        if (lastK === lastK) addUntracked(st, lastK, nextK);
      } else if (n === capacity) {
        f[N] = n;
        advance(st, false);
        compact(st);
        n = f[N]!;
      }
      let px = x;
      let py = y;
      if (rk === r) gs[n] = s;
      else {
        // Weights that give exactly the fixes' values at fractions 0 and 1.
        const w1 = (rk - r0) / dt;
        const w0 = 1 - w1;
        px = x0 * w0 + x * w1;
        py = y0 * w0 + y * w1;
        gs[n] = s0 * w0 + s * w1;
      }
      gx[n] = px;
      gy[n] = py;
      n++;
      lastK = nextK;

      // Heat map: a direct-mapped cache of 64 × 64 cells (a pitch at 2 m) before the hash table.
      let ix = Math.floor(px * perCell);
      let iy = Math.floor(py * perCell);
      ix = ix < -CELL_OFFSET ? -CELL_OFFSET : ix >= CELL_OFFSET ? CELL_OFFSET - 1 : ix;
      iy = iy < -CELL_OFFSET ? -CELL_OFFSET : iy >= CELL_OFFSET ? CELL_OFFSET - 1 : iy;
      const key = (ix + CELL_OFFSET) * CELL_ROW + (iy + CELL_OFFSET);
      const c = ((ix & 63) << 6) | (iy & 63);
      const cached = heatCacheKeys[c]!;
      if (cached === key) heatCacheCounts[c] = heatCacheCounts[c]! + 1;
      else {
        if (cached !== EMPTY_CELL) addToHeat(st, cached, heatCacheCounts[c]!);
        heatCacheKeys[c] = key;
        heatCacheCounts[c] = 1;
      }

      nextK++;
      rk = nextK * dtMs;
    }
    r0 = r;
    x0 = x;
    y0 = y;
    s0 = s;
  }
  f[N] = n;
  f[NEXT_K] = nextK;
  f[HAS_FIX] = hasFix ? 1 : 0;
  f[SEG_FRESH] = segFresh ? 1 : 0;
  f[LAST_EMITTED_K] = lastK;
  f[FIX_R] = r0;
  f[FIX_X] = x0;
  f[FIX_Y] = y0;
  f[FIX_S] = s0;
  f[SPIKES] = f[SPIKES]! + spikes;
  f[BREAKS] = f[BREAKS]! + breaks;
}

/** The smallest k with k·step ≥ r. */
function gridIndexAtOrAfter(r: number, step: number): number {
  let k = Math.ceil(r / step);
  while ((k - 1) * step >= r) k--;
  while (k * step < r) k++;
  return k;
}

/** The step containing r0, usually the one after `step`. */
function nextStep(step: number, r0: number, stepMs: number): number {
  const n = step + 1;
  return r0 >= n * stepMs && r0 < (n + 1) * stepMs ? n : gridIndexAt(r0, stepMs);
}

/** The k with k·step ≤ r < (k + 1)·step. */
function gridIndexAt(r: number, step: number): number {
  let k = Math.floor(r / step);
  while (k * step > r) k--;
  while ((k + 1) * step <= r) k++;
  return k;
}

/** Drops the points no stage needs any more from the front of the buffer. */
function compact(st: MetricsState): void {
  const f = st.f;
  const n = f[N]!;
  const keep = Math.max(0, Math.min(f[IP]! - f[HV]!, f[IV]! - 1, f[IA]! - f[HA]!, f[IM]!));
  if (keep === 0) throw new Error('metrics engine: look-ahead buffer full');
  for (const a of [st.gx, st.gy, st.gs, st.sx, st.sy, st.ss, st.gv, st.ga]) a.copyWithin(0, keep, n);
  f[N] = n - keep;
  f[IP] = f[IP]! - keep;
  f[IV] = f[IV]! - keep;
  f[IA] = f[IA]! - keep;
  f[IM] = f[IM]! - keep;
  f[BUF_K0] = f[BUF_K0]! + keep;
}

/** Untracked grid steps [fromK, toK), each counted in the windows containing its start. */
function addUntracked(st: MetricsState, fromK: number, toK: number): void {
  const dt = st.f[DT_MS]!;
  const bound = (r: number) => (Number.isFinite(r) ? gridIndexAtOrAfter(r, dt) : r);
  for (let w = 0; w < st.f[WIN_COUNT]!; w++) {
    const lo = Math.max(fromK, bound(st.winStart[w]!));
    const hi = Math.min(toK, bound(st.winEnd[w]!));
    if (hi > lo) st.acc[w * STRIDE + UNTRACKED] = st.acc[w * STRIDE + UNTRACKED]! + (hi - lo);
  }
}

function closeSegment(st: MetricsState): void {
  const f = st.f;
  advance(st, true);
  for (let j = 0; j < 8; j++) if (st.eff[j * E_STRIDE + E_ACTIVE] === 1) closeEffort(st, j);
  f[N] = 0;
  f[IP] = 0;
  f[IV] = 0;
  f[IA] = 0;
  f[IM] = 0;
}

/* ---------- speed, acceleration, intervals ---------- */

/**
 * Runs the stages over the buffered points as far as the look-ahead allows. `closed`: the segment
 * has ended, so the points near its end get the shorter windows that fit.
 */
function advance(st: MetricsState, closed: boolean): void {
  const f = st.f;
  const n = f[N]!;
  const ip = lowPass(st, f[IP]!, n, closed);
  f[IP] = ip;
  const iv = speeds(st, f[IV]!, ip, closed);
  f[IV] = iv;
  const ia = accelerations(st, f[IA]!, iv, closed);
  f[IA] = ia;
  const im = f[IM]!;
  if (im < ia) intervals(st, im, ia);
  f[IM] = ia;
}

/**
 * Low-passes points [from, n) as far as the look-ahead allows (lowpass.ts): the corrections to
 * the positions (sx, sy: low-passed minus raw), and the Doppler speed (NaN when the device gave
 * none somewhere in the window); returns the first point not done. Beyond a segment's ends the
 * series is continued by point reflection about its end point (2·p[end] − p[end ∓ m]), as
 * scipy's filtfilt pads ('odd'): the ends are filtered like the rest, and a line stays a line.
 * A segment shorter than the window takes the widest window it holds.
 */
function lowPass(st: MetricsState, from: number, n: number, closed: boolean): number {
  const f = st.f;
  const { gx, gy, gs, sx, sy, ss, smoothW } = st;
  const k0 = f[BUF_K0]! - f[SEG_K0]!;
  const hv = f[HV]!;
  // Points [from, to) get done: all of them once the segment has closed, else those with hv
  // points after them. Inside [lo, hi) the whole window lies in the segment.
  const to = closed ? n : Math.max(from, n - hv);
  const lo = Math.min(to, Math.max(from, hv - k0));
  const hi = Math.max(lo, Math.min(to, n - hv));
  for (let i = from; i < lo; i++) lowPassNearEnd(st, i, n, closed);
  if (hi > lo) {
    const row = hv * (hv + 1);
    // The corrections alone: differences of raw positions stay exact (a translated series gives
    // bit-identical speeds) and a straight line's corrections are exactly 0.
    corrections(gx, sx, smoothW, row, hv, lo, hi);
    corrections(gy, sy, smoothW, row, hv, lo, hi);
    let doppler = false;
    for (let i = lo - hv; i < hi + hv && !doppler; i++) doppler = gs[i] === gs[i];
    if (doppler) {
      corrections(gs, ss, smoothW, row, hv, lo, hi);
      for (let i = lo; i < hi; i++) ss[i] = gs[i]! + ss[i]!;
    } else ss.fill(Number.NaN, lo, hi);
  }
  for (let i = hi; i < to; i++) lowPassNearEnd(st, i, n, closed);
  return to;
}

/**
 * out[i] = Σ_j w_j·(a[i+j] + a[i−j] − 2a[i]) for i in [lo, hi), the whole window inside: one pass
 * per j over the points (long loops, each point's sum in the same order as point by point).
 */
function corrections(
  a: Float64Array,
  out: Float64Array,
  w: Float64Array,
  row: number,
  h: number,
  lo: number,
  hi: number,
): void {
  if (h === 8) {
    // 10 Hz with the default reach: unrolled, the weights in registers (the same sums, in the
    // same order, as the loop below).
    const w1 = w[row + 1]!;
    const w2 = w[row + 2]!;
    const w3 = w[row + 3]!;
    const w4 = w[row + 4]!;
    const w5 = w[row + 5]!;
    const w6 = w[row + 6]!;
    const w7 = w[row + 7]!;
    const w8 = w[row + 8]!;
    for (let i = lo; i < hi; i++) {
      const c = a[i]! + a[i]!;
      let d = w1 * (a[i + 1]! + a[i - 1]! - c);
      d += w2 * (a[i + 2]! + a[i - 2]! - c);
      d += w3 * (a[i + 3]! + a[i - 3]! - c);
      d += w4 * (a[i + 4]! + a[i - 4]! - c);
      d += w5 * (a[i + 5]! + a[i - 5]! - c);
      d += w6 * (a[i + 6]! + a[i - 6]! - c);
      d += w7 * (a[i + 7]! + a[i - 7]! - c);
      out[i] = d + w8 * (a[i + 8]! + a[i - 8]! - c);
    }
    return;
  }
  for (let i = lo; i < hi; i++) {
    const c = a[i]! + a[i]!;
    let d = 0;
    for (let j = 1; j <= h; j++) d += w[row + j]! * (a[i + j]! + a[i - j]! - c);
    out[i] = d;
  }
}

/** Point i near a segment's ends (or of a segment shorter than the window). */
function lowPassNearEnd(st: MetricsState, i: number, n: number, closed: boolean): void {
  const { gx, gy, gs, sx, sy, ss, smoothW } = st;
  const hv = st.f[HV]!;
  const right = n - 1 - i;
  const left = st.f[BUF_K0]! - st.f[SEG_K0]! + i;
  const span = closed ? left + right : Infinity;
  const h = hv < span ? hv : span;
  const row = h * (hv + 1);
  sx[i] = reflected(gx, smoothW, row, h, i, i - left, n - 1, left, right);
  sy[i] = reflected(gy, smoothW, row, h, i, i - left, n - 1, left, right);
  ss[i] = gs[i]! + reflected(gs, smoothW, row, h, i, i - left, n - 1, left, right);
}

/**
 * Σ_j w_j·(a[i+j] + a[i−j] − 2a[i]) near a segment's ends (first point s0, last point `last`),
 * the values beyond them reflected about them.
 */
function reflected(
  a: Float64Array,
  w: Float64Array,
  row: number,
  h: number,
  i: number,
  s0: number,
  last: number,
  left: number,
  right: number,
): number {
  const a2 = a[i]! + a[i]!;
  let sum = 0;
  for (let j = 1; j <= h; j++) {
    const after = j <= right ? a[i + j]! : a[last]! + a[last]! - a[last + last - i - j]!;
    const before = j <= left ? a[i - j]! : a[s0]! + a[s0]! - a[s0 + s0 - i + j]!;
    sum += w[row + j]! * (after + before - a2);
  }
  return sum;
}

/**
 * Speeds of points [from, ip) (low-passed below ip) as far as the look-ahead allows; returns the
 * first point without one. A point's speed, m/s, is the low-passed Doppler speed when the device
 * gave one over the whole window, else the central difference of the low-passed positions; at a
 * segment's ends a one-sided difference.
 */
function speeds(st: MetricsState, from: number, ip: number, closed: boolean): number {
  const f = st.f;
  const { gx, gy, sx, sy, ss, gv } = st;
  const k0 = f[BUF_K0]! - f[SEG_K0]!;
  const rate = f[RATE]!;
  let i = from;
  for (; i < ip; i++) {
    const right = ip - 1 - i;
    if (!closed && right < 1) break;
    const s = ss[i]!;
    if (s === s) {
      gv[i] = s > 0 ? s : 0;
      continue;
    }
    const left = k0 + i;
    let dx = 0;
    let dy = 0;
    let den = 1;
    if (left > 0 && right > 0) {
      dx = gx[i + 1]! - gx[i - 1]! + (sx[i + 1]! - sx[i - 1]!);
      dy = gy[i + 1]! - gy[i - 1]! + (sy[i + 1]! - sy[i - 1]!);
      den = 2;
    } else if (right > 0) {
      dx = gx[i + 1]! - gx[i]! + (sx[i + 1]! - sx[i]!);
      dy = gy[i + 1]! - gy[i]! + (sy[i + 1]! - sy[i]!);
    } else if (left > 0) {
      dx = gx[i]! - gx[i - 1]! + (sx[i]! - sx[i - 1]!);
      dy = gy[i]! - gy[i - 1]! + (sy[i]! - sy[i - 1]!);
    }
    gv[i] = (Math.sqrt(dx * dx + dy * dy) / den) * rate;
  }
  return i;
}

/**
 * Accelerations of points [from, iv) as far as the look-ahead allows (speeds are known below iv);
 * returns the first point without one. Acceleration, m/s²: the least-squares slope of the speed
 * over ±h points.
 */
function accelerations(st: MetricsState, from: number, iv: number, closed: boolean): number {
  const f = st.f;
  const { gv, ga, slopeDen } = st;
  const k0 = f[BUF_K0]! - f[SEG_K0]!;
  const ha = f[HA]!;
  const rate = f[RATE]!;
  let i = from;
  for (; i < iv; i++) {
    const right = iv - 1 - i;
    if (!closed && right < ha) break;
    const left = k0 + i;
    const h = ha < left ? (ha < right ? ha : right) : left < right ? left : right;
    let dv = 0;
    if (h > 0) {
      let num = 0;
      for (let j = 1; j <= h; j++) num += j * (gv[i + j]! - gv[i - j]!);
      dv = num / slopeDen[h]!;
    } else if (right > 0) dv = gv[i + 1]! - gv[i]!;
    else if (left > 0) dv = gv[i]! - gv[i - 1]!;
    ga[i] = dv * rate;
  }
  return i;
}

/**
 * Points [from, to) each end the interval from the segment's previous point: the interval's speed
 * u and acceleration b are the means of its ends (trapezoid), its distance u·Δ. Per-window figures
 * are summed per interval into the run block (see layout.ts), counted in the windows containing
 * the interval's start. Scalars are kept in locals and written back around the rare calls.
 */
function intervals(st: MetricsState, from: number, to: number): void {
  const f = st.f;
  const { gv, ga, gridRun: run, zoneEdges: edges, eff, rangeKind, rangeMin, rangeMax, rangeRun } = st;
  const rangeCount = rangeKind.length;
  const bufK0 = f[BUF_K0]!;
  const segK0 = f[SEG_K0]!;
  const dtMs = f[DT_MS]!;
  const hidMs = f[HID_MS]!;
  const terrain = f[TERRAIN]!;
  const highPower = f[HIGH_POWER]!;
  const minSpeed = f[MIN_SPEED_THRESHOLD]!;
  const minAcc = f[MIN_ACC_THRESHOLD]!;
  let prevV = f[PREV_V]!;
  let prevA = f[PREV_A]!;
  let prevU = f[PREV_U]!;
  let prevB = f[PREV_B]!;
  let lastZone = f[LAST_ZONE]!;
  let cumDistance = f[CUM_DISTANCE]!;
  let cumHid = f[CUM_HID]!;
  let stepDist = f[STEP_DIST]!;
  let stepCount = f[STEP_COUNT]!;
  let stepEnd = f[STEP_END_R]!;
  let nextChange = f[GRID_NEXT_CHANGE]!;
  let hid = run[HID]!;
  let energy = run[ENERGY]!;
  let hml = run[HML]!;
  let maxSpeed = run[MAX_SPEED]!;
  let maxAcc = run[MAX_ACC]!;
  let minAccSeen = run[MIN_ACC]!;
  for (let i = from; i < to; i++) {
    const k = bufK0 + i;
    const v = gv[i]!;
    const a = ga[i]!;
    if (k === segK0) {
      prevV = v;
      prevA = a;
      prevU = Number.NaN;
      prevB = Number.NaN;
      continue;
    }
    const u = 0.5 * (prevV + v);
    const b = 0.5 * (prevA + a);
    prevV = v;
    prevA = a;
    const r0 = (k - 1) * dtMs;
    if (r0 >= nextChange) {
      run[HID] = hid;
      run[ENERGY] = energy;
      run[HML] = hml;
      run[MAX_SPEED] = maxSpeed;
      run[MAX_ACC] = maxAcc;
      run[MIN_ACC] = minAccSeen;
      moveGridCursor(st, r0);
      hid = run[HID]!;
      energy = run[ENERGY]!;
      hml = run[HML]!;
      maxSpeed = run[MAX_SPEED]!;
      maxAcc = run[MAX_ACC]!;
      minAccSeen = run[MIN_ACC]!;
      nextChange = f[GRID_NEXT_CHANGE]!;
    }
    if (r0 >= stepEnd) {
      f[CUM_DISTANCE] = cumDistance;
      f[CUM_HID] = cumHid;
      f[STEP_DIST] = stepDist;
      f[STEP_COUNT] = stepCount;
      closeSpeedStep(st, r0);
      stepDist = f[STEP_DIST]!;
      stepCount = f[STEP_COUNT]!;
      stepEnd = f[STEP_END_R]!;
    }
    const d = (u * dtMs) / 1000;

    let z = 0;
    while (z < 6 && u >= edges[z]!) z++;
    run[Z_COUNT + z] = run[Z_COUNT + z]! + 1;
    run[Z_DIST + z] = run[Z_DIST + z]! + d;
    if (z !== lastZone) {
      run[Z_ENTRIES + z] = run[Z_ENTRIES + z]! + 1;
      lastZone = z;
    }
    for (let i = 0; i < rangeCount; i++) {
      const x = rangeKind[i] === 0 ? u : b;
      if (x >= rangeMin[i]! && x < rangeMax[i]!) {
        rangeRun[2 * i] = rangeRun[2 * i]! + 1;
        rangeRun[2 * i + 1] = rangeRun[2 * i + 1]! + d;
      }
    }
    if (u >= hidMs) {
      hid += d;
      cumHid += d;
    }
    if (u > maxSpeed) maxSpeed = u;
    if (b > maxAcc) maxAcc = b;
    if (b < minAccSeen) minAccSeen = b;

    // Metabolic power P = EC·v, energy EC·d (metabolic.ts).
    const ec = tabulatedEnergyCost(b) * terrain;
    energy += ec * d;
    if (ec * u > highPower) hml += d;

    // Effort detectors (see `startEffort`): x is speed for hir and sprint, acceleration for
    // a1–a3, −acceleration for d1–d3.
    if (f[EFFORTS_OPEN]! > 0 || u >= minSpeed || b >= minAcc || -b >= minAcc) {
      for (let j = 0, o = 0; j < 8; j++, o += E_STRIDE) {
        const x = j < 2 ? u : j < 5 ? b : -b;
        if (eff[o + E_ACTIVE] === 0) {
          if (x >= eff[o + E_THR]!) {
            f[IO_X] = x;
            f[IO_D] = d;
            startEffort(st, j, k, j < 2 ? prevU : j < 5 ? prevB : -prevB);
          }
        } else if (x >= eff[o + E_CONT]!) {
          eff[o + E_DIST] = eff[o + E_DIST]! + eff[o + E_PEND_DIST]! + d;
          eff[o + E_PEND_DIST] = 0;
          if (x > eff[o + E_MAX]!) eff[o + E_MAX] = x;
          const low = eff[o + E_PEND_MIN]! < x ? eff[o + E_PEND_MIN]! : x;
          if (low < eff[o + E_MIN]!) eff[o + E_MIN] = low;
          eff[o + E_PEND_MIN] = Infinity;
          eff[o + E_DUR] = eff[o + E_DUR]! + (eff[o + E_BELOW]! + 1) * dtMs;
          eff[o + E_LAST_X] = x;
          eff[o + E_CLOSE_X] = Number.NaN;
          eff[o + E_BELOW] = 0;
          eff[o + E_END_K] = k;
          if (eff[o + E_CONFIRMED] === 0 && eff[o + E_DUR]! >= eff[o + E_MIN_MS]!) confirm(st, j);
        } else {
          const below = eff[o + E_BELOW]! + 1;
          eff[o + E_BELOW] = below;
          if (below === 1) eff[o + E_CLOSE_X] = x;
          eff[o + E_PEND_DIST] = eff[o + E_PEND_DIST]! + d;
          if (x < eff[o + E_PEND_MIN]!) eff[o + E_PEND_MIN] = x;
          if (below >= eff[o + E_END_N]!) closeEffort(st, j);
        }
      }
    }

    prevU = u;
    prevB = b;
    stepDist += d;
    stepCount++;
    cumDistance += d;
  }
  f[PREV_V] = prevV;
  f[PREV_A] = prevA;
  f[PREV_U] = prevU;
  f[PREV_B] = prevB;
  f[LAST_ZONE] = lastZone;
  f[CUM_DISTANCE] = cumDistance;
  f[CUM_HID] = cumHid;
  f[STEP_DIST] = stepDist;
  f[STEP_COUNT] = stepCount;
  run[HID] = hid;
  run[ENERGY] = energy;
  run[HML] = hml;
  run[MAX_SPEED] = maxSpeed;
  run[MAX_ACC] = maxAcc;
  run[MIN_ACC] = minAccSeen;
}

function moveGridCursor(st: MetricsState, r: number): void {
  const f = st.f;
  mergeOpenGridRun(st, st.acc, st.rangeAcc);
  resetGridRun(st.gridRun);
  st.rangeRun.fill(0);
  const { count, next } = activeWindows(st, r, st.gridActive);
  f[GRID_ACTIVE_N] = count;
  f[GRID_NEXT_CHANGE] = next;
}

/** Fills `active` with the windows containing r; returns their number and when that next changes. */
function activeWindows(st: MetricsState, r: number, active: Int32Array): { count: number; next: number } {
  let count = 0;
  let next = Infinity;
  for (let w = 0; w < st.f[WIN_COUNT]!; w++) {
    const start = st.winStart[w]!;
    const end = st.winEnd[w]!;
    if (start <= r && r < end) {
      active[count++] = w;
      if (end < next) next = end;
    } else if (start > r && start < next) next = start;
  }
  return { count, next };
}

/* ---------- efforts ---------- */

/**
 * Detector j's value x (in IO_X) reached its threshold in the interval ending at grid point k, of
 * distance d (IO_D): an effort starts. It goes on while x ≥ threshold − hysteresis (E_CONT) and
 * ends once E_END_N intervals in a row are below that (those trailing intervals are not part of
 * it); it counts once it has lasted E_MIN_N intervals.
 */
/**
 * Opens detector j's effort at interval k, whose value x (f[IO_X]) reached the threshold; `before`
 * is the previous interval's value (NaN at a segment's start). An effort lasts from the threshold
 * crossing to the crossing back below threshold − hysteresis, each found by linear interpolation
 * between the middles of the intervals on either side (half an interval at a segment's ends), so
 * its duration does not jump by a whole interval with where the samples fall. It counts once that
 * duration reaches the minimum; until it ends, from the crossing to the middle of its last
 * interval, which never exceeds the final duration (a live count is never taken back).
 */
function startEffort(st: MetricsState, j: number, k: number, before: number): void {
  const eff = st.eff;
  const o = j * E_STRIDE;
  const x = st.f[IO_X]!;
  const thr = eff[o + E_THR]!;
  const dtMs = st.f[DT_MS]!;
  eff[o + E_ACTIVE] = 1;
  eff[o + E_CONFIRMED] = 0;
  eff[o + E_START_K] = k - 1;
  eff[o + E_END_K] = k;
  eff[o + E_BELOW] = 0;
  eff[o + E_DIST] = st.f[IO_D]!;
  eff[o + E_PEND_DIST] = 0;
  eff[o + E_MAX] = x;
  eff[o + E_MIN] = x;
  eff[o + E_PEND_MIN] = Infinity;
  eff[o + E_DUR] = before < thr ? (dtMs * (x - thr)) / (x - before) : dtMs / 2;
  eff[o + E_LAST_X] = x;
  eff[o + E_CLOSE_X] = Number.NaN;
  st.f[EFFORTS_OPEN] = st.f[EFFORTS_OPEN]! + 1;
  if (eff[o + E_DUR]! >= eff[o + E_MIN_MS]!) confirm(st, j);
}

function confirm(st: MetricsState, j: number): void {
  st.eff[j * E_STRIDE + E_CONFIRMED] = 1;
  if (j === 0) st.f[CUM_HIR] = st.f[CUM_HIR]! + 1;
  else if (j === 1) st.f[CUM_SPRINT] = st.f[CUM_SPRINT]! + 1;
}

/** Ends detector j's effort: its last stretch to the crossing back below, and it counts or not. */
function closeEffort(st: MetricsState, j: number): void {
  const eff = st.eff;
  const o = j * E_STRIDE;
  eff[o + E_ACTIVE] = 0;
  st.f[EFFORTS_OPEN] = st.f[EFFORTS_OPEN]! - 1;
  if (eff[o + E_CONFIRMED] === 0) {
    const last = eff[o + E_LAST_X]!;
    const after = eff[o + E_CLOSE_X]!;
    const dtMs = st.f[DT_MS]!;
    const tail = after === after ? (dtMs * (last - eff[o + E_CONT]!)) / (last - after) : dtMs / 2;
    if (eff[o + E_DUR]! + tail >= eff[o + E_MIN_MS]!) confirm(st, j);
  }
  if (eff[o + E_CONFIRMED] === 1) recordEffort(st, j, st.acc, st);
}

/* ---------- series ---------- */

/** Appends the current speed step if it has tracked time, then opens the step containing r0. */
function closeSpeedStep(st: MetricsState, r0: number): void {
  const f = st.f;
  const count = f[STEP_COUNT]!;
  const stepMs = f[STEP_MS]!;
  if (count > 0) {
    const row = f[SERIE_N]!;
    const { chunk: s, offset: o } = serieRow(st.serie, row, SERIE_COLUMNS);
    s[o] = f[STEP_N]!;
    s[o + 1] = f[T0]! + f[STEP_N]! * stepMs;
    s[o + 2] = f[STEP_DIST]! / ((count * f[DT_MS]!) / 1000);
    s[o + 3] = f[CUM_DISTANCE]!;
    s[o + 4] = f[CUM_HID]!;
    s[o + 5] = f[CUM_HIR]!;
    s[o + 6] = f[CUM_SPRINT]!;
    f[SERIE_N] = row + 1;
  }
  if (r0 === Infinity) return;
  const n = nextStep(f[STEP_N]!, r0, stepMs);
  f[STEP_N] = n;
  f[STEP_END_R] = (n + 1) * stepMs;
  f[STEP_DIST] = 0;
  f[STEP_COUNT] = 0;
}

function closeHrStep(st: MetricsState, r0: number): void {
  const f = st.f;
  const stepMs = f[STEP_MS]!;
  if (f[HR_STEP_TIME]! > 0) {
    const row = f[HR_SERIE_N]!;
    const { chunk, offset } = serieRow(st.hrSerie, row, HR_SERIE_COLUMNS);
    chunk[offset] = f[T0]! + f[HR_STEP_N]! * stepMs;
    chunk[offset + 1] = f[HR_STEP_SUM]! / f[HR_STEP_TIME]!;
    f[HR_SERIE_N] = row + 1;
  }
  if (r0 === Infinity) return;
  const n = nextStep(f[HR_STEP_N]!, r0, stepMs);
  f[HR_STEP_N] = n;
  f[HR_STEP_END_R] = (n + 1) * stepMs;
  f[HR_STEP_SUM] = 0;
  f[HR_STEP_TIME] = 0;
}

/* ---------- heart rate ---------- */

/**
 * The valid heart rate in the IO slots: the interval from the previous one (when no longer than
 * the gap limit) counts with the previous value (sample and hold), in the windows containing its
 * start.
 */
function hrSample(st: MetricsState): void {
  const f = st.f;
  const r = f[IO_R]!;
  const hr = f[IO_HR]!;
  const run = st.hrRun;
  if (f[HR_HAS_PREV] === 1) {
    const r0 = f[HR_PREV_R]!;
    const dt = r - r0;
    if (dt <= f[HR_MAX_GAP_MS]!) {
      const value = f[HR_PREV_V]!;
      if (r0 >= f[HR_STEP_END_R]!) closeHrStep(st, r0);
      run[HR_TIME] = run[HR_TIME]! + dt;
      run[HR_SUM] = run[HR_SUM]! + value * dt;
      if (f[HR_ZONED] === 1) {
        const e = st.hrZoneEdges;
        if (value >= e[0]!) {
          let z = 0;
          while (z < 4 && value >= e[z + 1]!) z++;
          run[HR_ZONE + z] = run[HR_ZONE + z]! + dt;
        }
      }
      if (f[HR_BANISTER_ON] === 1) {
        if (value !== f[BAN_CACHE_V]) {
          let hrr = (value - f[HR_REST]!) / f[HR_RANGE]!;
          hrr = hrr < 0 ? 0 : hrr > 1 ? 1 : hrr;
          f[BAN_CACHE_V] = value;
          f[BAN_CACHE_F] = hrr * f[BANISTER_K]! * Math.exp(f[BANISTER_C]! * hrr);
        }
        run[HR_BANISTER] = run[HR_BANISTER]! + dt * f[BAN_CACHE_F]!;
      }
      f[HR_STEP_SUM] = f[HR_STEP_SUM]! + value * dt;
      f[HR_STEP_TIME] = f[HR_STEP_TIME]! + dt;
    }
  }
  if (r >= f[HR_NEXT_CHANGE]!) moveHrCursor(st, r);
  if (hr < run[HR_MIN]!) run[HR_MIN] = hr;
  if (hr > run[HR_MAX]!) run[HR_MAX] = hr;
  run[HR_SAMPLES] = run[HR_SAMPLES]! + 1;
  f[HR_HAS_PREV] = 1;
  f[HR_PREV_R] = r;
  f[HR_PREV_V] = hr;
}

function moveHrCursor(st: MetricsState, r: number): void {
  const f = st.f;
  mergeOpenHrRun(st, st.acc);
  resetHrRun(st.hrRun);
  const { count, next } = activeWindows(st, r, st.hrActive);
  f[HR_ACTIVE_N] = count;
  f[HR_NEXT_CHANGE] = next;
}
