/**
 * The validation reference (issue 17): figures computed the way published tools compute them,
 * independently of the engine (no code of projector/ is used). floodlight's pipeline:
 *
 *   positions on a local plane → a regular grid (gaps up to 1 s interpolated, longer ones split
 *   the series, fixes implying more than 12.5 m/s rejected) → butterworth_lowpass (3rd order,
 *   1 Hz, filtfilt) per continuous sequence → per frame: distance = |np.gradient(xy)|,
 *   speed = distance × rate, acceleration = np.gradient(speed) × rate.
 *
 * `raw` skips the filter: the unfiltered figures, known to overestimate distance.
 */
import { butterworthLowpass } from './butterworth.ts';

export interface Track {
  /** Epoch ms, increasing. */
  readonly t: ArrayLike<number>;
  /** Metres east and north on a local plane. */
  readonly x: ArrayLike<number>;
  readonly y: ArrayLike<number>;
}

export interface ReferenceOptions {
  readonly rateHz: number;
  /** null: no filter (the raw figures). */
  readonly cutoffHz: number | null;
  readonly order?: number;
  readonly maxGapSeconds?: number;
  readonly spikeMaxSpeed?: number;
}

export interface ReferenceFigures {
  readonly distance: number;
  readonly maxSpeed: number;
  /** Distance of frames at ≥ 19.8 km/h, m. */
  readonly hsr: number;
  /** Efforts ≥ 3 m/s² (≤ −3) held ≥ 0.5 s. */
  readonly accelerations: number;
  readonly decelerations: number;
  /** The same efforts timed in whole frames (a run of n frames lasts n / rate): how tools that count samples time them. */
  readonly accelerationsInFrames: number;
  readonly decelerationsInFrames: number;
  /** Per frame, every segment one after the other: time (epoch ms), speed, acceleration. */
  readonly frames: { readonly t: Float64Array; readonly v: Float64Array; readonly a: Float64Array };
}

const HSR = 19.8 / 3.6;
const EFFORT = 3;
const EFFORT_SECONDS = 0.5;

/** WGS84 → metres east and north of the first fix (tangent plane, the ellipsoid's radii there). */
export function localPlane(t: ArrayLike<number>, lat: ArrayLike<number>, lon: ArrayLike<number>): Track {
  const a = 6378137;
  const e2 = 6.69437999014e-3;
  const phi = (lat[0]! * Math.PI) / 180;
  const w = 1 - e2 * Math.sin(phi) ** 2;
  const meridian = (a * (1 - e2)) / w ** 1.5;
  const normal = a / Math.sqrt(w);
  const x = Float64Array.from(lon, (v) => (((v - lon[0]!) * Math.PI) / 180) * normal * Math.cos(phi));
  const y = Float64Array.from(lat, (v) => (((v - lat[0]!) * Math.PI) / 180) * meridian);
  return { t, x, y };
}

/** The grid's continuous sequences: frame index of their first point, x, y. */
function sequences(
  track: Track,
  options: ReferenceOptions,
): { k0: number; x: Float64Array; y: Float64Array }[] {
  const dt = 1000 / options.rateHz;
  const maxGap = (options.maxGapSeconds ?? 1) * 1000 + dt;
  const spike = options.spikeMaxSpeed ?? 12.5;
  const t0 = track.t[0]!;
  const ks: number[] = [];
  const xs: number[] = [];
  const ys: number[] = [];
  const out: { k0: number; x: Float64Array; y: Float64Array }[] = [];
  const flush = () => {
    if (ks.length === 0) return;
    const k0 = ks[0]!;
    const n = ks.at(-1)! - k0 + 1;
    const x = new Float64Array(n);
    const y = new Float64Array(n);
    for (let i = 0; i < ks.length; i++) {
      x[ks[i]! - k0] = xs[i]!;
      y[ks[i]! - k0] = ys[i]!;
      if (i > 0) {
        const gap = ks[i]! - ks[i - 1]!;
        for (let j = 1; j < gap; j++) {
          x[ks[i - 1]! - k0 + j] = xs[i - 1]! + ((xs[i]! - xs[i - 1]!) * j) / gap;
          y[ks[i - 1]! - k0 + j] = ys[i - 1]! + ((ys[i]! - ys[i - 1]!) * j) / gap;
        }
      }
    }
    out.push({ k0, x, y });
    ks.length = 0;
    xs.length = 0;
    ys.length = 0;
  };
  for (let i = 0; i < track.t.length; i++) {
    const k = Math.round((track.t[i]! - t0) / dt);
    const x = track.x[i]!;
    const y = track.y[i]!;
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    const last = ks.length - 1;
    if (last >= 0) {
      if (k <= ks[last]!) continue;
      const seconds = ((k - ks[last]!) * dt) / 1000;
      if ((k - ks[last]!) * dt > maxGap) flush();
      else if (Math.hypot(x - xs[last]!, y - ys[last]!) / seconds > spike) continue;
    }
    ks.push(k);
    xs.push(x);
    ys.push(y);
  }
  flush();
  return out;
}

/** numpy.gradient: central differences inside, one-sided at the ends. */
function gradient(v: Float64Array): Float64Array {
  const n = v.length;
  const g = new Float64Array(n);
  if (n < 2) return g;
  g[0] = v[1]! - v[0]!;
  g[n - 1] = v[n - 1]! - v[n - 2]!;
  for (let i = 1; i < n - 1; i++) g[i] = (v[i + 1]! - v[i - 1]!) / 2;
  return g;
}

/**
 * Efforts: the spans where the acceleration, taken as linear between frames, stays at or beyond
 * the threshold, counted when they last at least `seconds` (the crossings interpolated, so the
 * count does not depend on where the frames fall).
 */
function efforts(a: Float64Array, sign: 1 | -1, rate: number, seconds: number): number {
  let count = 0;
  let start = Number.NaN;
  const level = (i: number) => sign * a[i]! - EFFORT;
  for (let i = 0; i < a.length; i++) {
    const above = level(i) >= 0;
    if (above && Number.isNaN(start)) {
      // From the crossing between the frame before and this one (or this frame, the first).
      start = i === 0 || level(i) === 0 ? i : i - level(i) / (level(i) - level(i - 1));
    } else if (!above && !Number.isNaN(start)) {
      const end = i - 1 + level(i - 1) / (level(i - 1) - level(i));
      if ((end - start) / rate >= seconds - 1e-9) count++;
      start = Number.NaN;
    }
  }
  if (!Number.isNaN(start) && (a.length - 1 - start) / rate >= seconds - 1e-9) count++;
  return count;
}

/** Efforts timed in whole frames: runs of at least ⌈seconds × rate⌉ frames at or beyond the threshold. */
function effortsInFrames(a: Float64Array, sign: 1 | -1, rate: number, seconds: number): number {
  const frames = Math.ceil(seconds * rate - 1e-9);
  let count = 0;
  let run = 0;
  for (let i = 0; i <= a.length; i++) {
    if (i < a.length && sign * a[i]! >= EFFORT) run++;
    else {
      if (run >= frames) count++;
      run = 0;
    }
  }
  return count;
}

export function referenceFigures(track: Track, options: ReferenceOptions): ReferenceFigures {
  const rate = options.rateHz;
  const dt = 1000 / rate;
  const t: number[] = [];
  const vs: number[] = [];
  const as: number[] = [];
  let distance = 0;
  let maxSpeed = 0;
  let hsr = 0;
  let accelerations = 0;
  let decelerations = 0;
  let accelerationsInFrames = 0;
  let decelerationsInFrames = 0;
  for (const seq of sequences(track, options)) {
    // floodlight leaves a sequence too short for filtfilt (≤ 3·(order + 1) frames) unfiltered.
    const filter = options.cutoffHz !== null && seq.x.length > 3 * ((options.order ?? 3) + 1);
    const lowpass = (s: Float64Array) =>
      filter ? butterworthLowpass(s, { order: options.order ?? 3, cutoffHz: options.cutoffHz, fs: rate }) : s;
    const gx = gradient(lowpass(seq.x));
    const gy = gradient(lowpass(seq.y));
    const v = new Float64Array(seq.x.length);
    for (let i = 0; i < v.length; i++) {
      const d = Math.hypot(gx[i]!, gy[i]!);
      v[i] = d * rate;
      distance += d;
      if (v[i]! >= HSR) hsr += d;
      if (v[i]! > maxSpeed) maxSpeed = v[i]!;
    }
    const a = gradient(v).map((g) => g * rate);
    accelerations += efforts(a, 1, rate, EFFORT_SECONDS);
    decelerations += efforts(a, -1, rate, EFFORT_SECONDS);
    accelerationsInFrames += effortsInFrames(a, 1, rate, EFFORT_SECONDS);
    decelerationsInFrames += effortsInFrames(a, -1, rate, EFFORT_SECONDS);
    for (let i = 0; i < v.length; i++) {
      t.push(track.t[0]! + (seq.k0 + i) * dt);
      vs.push(v[i]!);
      as.push(a[i]!);
    }
  }
  return {
    distance,
    maxSpeed,
    hsr,
    accelerations,
    decelerations,
    accelerationsInFrames,
    decelerationsInFrames,
    frames: { t: Float64Array.from(t), v: Float64Array.from(vs), a: Float64Array.from(as) },
  };
}
