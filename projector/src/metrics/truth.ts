/**
 * Trajectories with analytic truth, for the engine's truth tests (`truth.prop.test.ts`) and the
 * cutoff sweep (`truth-sweep.ts`). A shape is a continuous path whose speed v(t) and acceleration
 * a(t) are closed-form pieces (holds, and jerk-limited smooth steps: a = (2Δv/T)·sin²(πt/T)), laid
 * out on a 1 kHz grid, with positions integrated there by the trapezoid rule along a heading. It
 * is sampled at `rateHz` (10 Hz by default, or 20) as local x/y metres or WGS84 (around
 * SYNTHETIC_ORIGIN, as synthetic.ts does), with GNSS-like noise and dropouts (`Noise`).
 *
 * `Truth` is the 1 kHz integration of the analytic v(t) and a(t) over the tracked time: where
 * consecutive kept samples are at most Δ + 1 s apart (the default `maxInterpolatedGapSeconds`;
 * across a longer gap the engine counts nothing). The circle's and the shuttle's distance also
 * have a closed form (`closedFormDistance`), which checks the integration (agreement ~1e-9).
 *
 * Shapes (the seed draws their parameters; a seed gives the same path whatever the noise):
 * - circle: radius 5–30 m, constant speed 2–8.3 m/s (never within 0.5 m/s of 5.5 or 7 m/s, the
 *   hsr and sprint thresholds), 60 s, no acceleration at all;
 * - shuttle: after 2 s at rest, 2–6 legs along a line, each from rest: accelerate to V (6–6.5 or
 *   7.5–8.5 m/s) with a peak of 3.8–5 m/s², hold 1–3 s, decelerate with a peak of 3.8–5.5 m/s² to
 *   a stop, stand 1–2 s (the turn) and come back; every leg holds ≥ 3 m/s² for ≥ 0.95 s both ways;
 * - football: 90 s of speed plateaus (0–5, 6–6.5 or 7.5–8.5 m/s, held 1.5–5 s) joined by
 *   smooth steps peaking at 3.6–4 m/s² (changes ≥ 4.5 m/s, 70 %: ≥ 3 m/s² for ≥ 0.67 s) or at
 *   0.8–2.4 m/s², turning at a smooth random rate that keeps the lateral acceleration ≤ 5 m/s².
 */
import { allocateBatch, type SampleBatch } from '@stride/contracts/samples';
import { random, setPosition } from './synthetic.ts';

export type TruthShape = 'circle' | 'shuttle' | 'football';

/** GNSS-like errors, per axis (x and y independent); the defaults are GNSS_NOISE's. */
export interface Noise {
  /**
   * White position noise σ, m. 0.05: the fix-to-fix jitter of 10 Hz team-sport units is a few cm
   * (their receivers already smooth); 0.02–0.1 brackets it.
   */
  readonly white: number;
  /**
   * Wandering bias σ, m, and its time constant, s. 0.5 m over 30 s: an uncorrected receiver's
   * error (multipath, atmosphere) drifts by decimetres to a metre over tens of seconds, smoothly.
   * `biasOrder` 2 (default): a critically damped second-order Gauss–Markov process, whose speed σ
   * is only bias / biasSeconds (1.7 cm/s): it moves the track but barely the distance. 1: a
   * first-order one, a rough random walk whose steps (bias·√(2Δ/τ), 4 cm at 10 Hz) are as large
   * as the white noise: it adds distance that no low-pass removes.
   */
  readonly bias: number;
  readonly biasSeconds: number;
  readonly biasOrder: 1 | 2;
  /** Share of samples dropped at random. 0.13: the real 10 Hz Catapult files lack 12–15 %. */
  readonly dropRate: number;
  /** One gap this long at a random time, s (default 0: none; 2 s, over the 1 s limit, breaks the series). */
  readonly gapSeconds: number;
}

const QUIET = { white: 0, bias: 0, dropRate: 0, gapSeconds: 0 } as const;
export const NO_NOISE: Noise = { ...QUIET, biasSeconds: 30, biasOrder: 2 };
export const GNSS_NOISE: Noise = { ...NO_NOISE, white: 0.05, bias: 0.5, dropRate: 0.13 };

export interface TruthOptions {
  readonly shape: TruthShape;
  readonly seed: number;
  /** Samples per second; 1000 / rateHz must be whole. Default 10. */
  readonly rateHz?: number;
  /** Default 'xy'. */
  readonly positions?: 'xy' | 'geo';
  /** Default NO_NOISE; missing fields from NO_NOISE. */
  readonly noise?: Partial<Noise>;
  /** Epoch ms of the first sample; default 2024-03-02T15:00:00Z. */
  readonly start?: number;
}

export interface Truth {
  /** Tracked time, s. */
  readonly time: number;
  /** ∫ v dt, m. */
  readonly distance: number;
  /** Closed form (circle, shuttle) when no sample is missing; else null. */
  readonly closedFormDistance: number | null;
  /** m/s. */
  readonly maxSpeed: number;
  /** The tracked stretches less INTERIOR_MARGIN_S at each end, epoch ms [start, end). */
  readonly interior: readonly { readonly start: number; readonly end: number }[];
  /** Distance at v ≥ 5.5 m/s (19.8 km/h), m. */
  readonly hsr: number;
  /** Runs at v ≥ 5.5 m/s, and at v ≥ 7 m/s (25.2 km/h), held ≥ 1 s. */
  readonly hir: number;
  readonly sprints: number;
  /** Runs at a ≥ 3 m/s² (a ≤ −3 m/s²) held ≥ 0.5 s. */
  readonly accelerations3: number;
  readonly decelerations3: number;
  /** Extremes of a(t), m/s². */
  readonly maxAcceleration: number;
  readonly minAcceleration: number;
  /** The same extremes away from the stretches' ends (in `interior`). */
  readonly inside: Readonly<Record<'maxSpeed' | 'maxAcceleration' | 'minAcceleration', number>>;
  /**
   * Every count is clear-cut: each excursion to within the margin (0.6 m/s² of ±3 m/s², 0.3 m/s
   * of 5.5 and 7 m/s) goes as far past the threshold and is one run past it lasting ≥ 1.3 × its
   * minimum duration, and no value within the margin is less than 1 s from a stretch's end.
   */
  readonly countsClear: boolean;
}

export const INTERIOR_MARGIN_S = 2;
const KHZ = 1000;
const HSR = 5.5;
const SPRINT = 7;
const GAP_LIMIT_S = 1;

/** [from, to] in 1 kHz steps. */
type Stretch = [number, number];
/** Threshold, margin for a clear-cut count (see Truth), minimum duration in s. */
type Threshold = readonly [number, number, number];

/** 1 kHz columns of the continuous path: position, speed, acceleration. */
type Path = Readonly<Record<'x' | 'y' | 'v' | 'a', Float64Array> & { closedFormDistance: number | null }>;

/** Speed from `from` to `to` over [t0, t0 + T] (a hold when equal); `dir` reverses along a line. */
type Piece = { t0: number; T: number; from: number; to: number; dir: number };

/** A plan and its `add`, which appends a piece at the plan's end. */
function planner() {
  const plan: Piece[] = [];
  const add = (T: number, from: number, to: number, dir = 1) => {
    const last = plan[plan.length - 1];
    plan.push({ t0: last === undefined ? 0 : last.t0 + last.T, T, from, to, dir });
  };
  return { plan, add };
}

/** Lays a plan out at 1 kHz; `turnRate(t, v)`, rad/s, or null: along a line (x), `dir` its way. */
function layOut(plan: readonly Piece[], turnRate: ((t: number, v: number) => number) | null, heading = 0) {
  const end = plan[plan.length - 1]!;
  const n = Math.round((end.t0 + end.T) * KHZ) + 1;
  const column = () => new Float64Array(n);
  const [x, y, v, a] = [column(), column(), column(), column()];
  let p = 0;
  let w0 = turnRate === null ? 0 : turnRate(0, plan[0]!.from);
  for (let i = 0; i < n; i++) {
    const t = i / KHZ;
    while (p < plan.length - 1 && t > plan[p]!.t0 + plan[p]!.T) p++;
    const { t0, T, from, to, dir } = plan[p]!;
    const u = Math.min(1, Math.max(0, (t - t0) / T));
    v[i] = from + (to - from) * (u - Math.sin(2 * Math.PI * u) / (2 * Math.PI));
    a[i] = ((to - from) / T) * (1 - Math.cos(2 * Math.PI * u));
    if (i === 0) continue;
    if (turnRate === null) x[i] = x[i - 1]! + (dir * (v[i - 1]! + v[i]!)) / 2 / KHZ;
    else {
      const w1 = turnRate(t, v[i]!);
      const h1 = heading + (w0 + w1) / 2 / KHZ;
      x[i] = x[i - 1]! + (v[i - 1]! * Math.cos(heading) + v[i]! * Math.cos(h1)) / 2 / KHZ;
      y[i] = y[i - 1]! + (v[i - 1]! * Math.sin(heading) + v[i]! * Math.sin(h1)) / 2 / KHZ;
      [heading, w0] = [h1, w1];
    }
  }
  // A smooth step's mean speed is (from + to) / 2.
  return { x, y, v, a, closedFormDistance: plan.reduce((s, q) => s + ((q.from + q.to) / 2) * q.T, 0) };
}

function circle(rand: () => number): Path {
  const radius = 5 + 25 * rand();
  let speed = 2 + 4.3 * rand();
  if (speed > HSR - 0.5) speed += 1;
  if (speed > SPRINT - 0.5) speed += 1;
  const w = (rand() < 0.5 ? -1 : 1) * (speed / radius);
  return layOut([{ t0: 0, T: 60, from: speed, to: speed, dir: 1 }], () => w, 2 * Math.PI * rand());
}

function shuttle(rand: () => number): Path {
  const { plan, add } = planner();
  add(2, 0, 0);
  const legs = 2 + Math.floor(rand() * 5);
  for (let leg = 0, dir = 1; leg < legs; leg++, dir = -dir) {
    let top = 6 + 1.5 * rand();
    if (top > SPRINT - 0.5) top += 1;
    add((2 * top) / (3.8 + 1.2 * rand()), 0, top, dir);
    add(1 + 2 * rand(), top, top, dir);
    add((2 * top) / (3.8 + 1.7 * rand()), top, 0, dir);
    add(1 + rand(), 0, 0, dir);
  }
  return layOut(plan, null);
}

function football(rand: () => number): Path {
  const { plan, add } = planner();
  let speed = 2 * rand();
  add(2, speed, speed);
  while (plan[plan.length - 1]!.t0 < 90) {
    const p = rand();
    const [lo, hi] =
      p < 0.3 ? [0, 2] : p < 0.55 ? [2, 4] : p < 0.7 ? [4, 5] : p < 0.85 ? [6, 6.5] : [7.5, 8.5];
    const target = lo + (hi - lo) * rand();
    const change = Math.abs(target - speed);
    const peak = change >= 4.5 && rand() < 0.7 ? 3.6 + 0.4 * rand() : 0.8 + 1.6 * rand();
    add(Math.max(0.2, (2 * change) / peak), speed, target);
    add(1.5 + 3.5 * rand(), target, target);
    speed = target;
  }
  // Turn rate c(t)·5 / max(v, 5/3) with |c| ≤ 1 (four slow waves): lateral acceleration ≤ 5 m/s².
  const waves = [0, 1, 2, 3].map(() => ({ f: 0.02 + 0.23 * rand(), phase: 2 * Math.PI * rand(), w: rand() }));
  const total = waves.reduce((s, k) => s + k.w, 0);
  const c = (t: number) =>
    waves.reduce((s, k) => s + k.w * Math.sin(2 * Math.PI * k.f * t + k.phase), 0) / total;
  return { ...layOut(plan, (t, v) => (c(t) * 5) / Math.max(v, 5 / 3)), closedFormDistance: null };
}

const SHAPES: Record<TruthShape, (rand: () => number) => Path> = { circle, shuttle, football };

/** Standard normal deviate (Box–Muller). */
function gaussian(rand: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
}

/** The bias on one axis at each sample (stationary from the start), period dt. */
function biasTrack(rand: () => number, noise: Noise, count: number, dt: number): Float64Array {
  const out = new Float64Array(count);
  const { bias: sigma, biasSeconds: tau } = noise;
  if (sigma === 0) return out;
  let b = sigma * gaussian(rand);
  let rate = (sigma / tau) * gaussian(rand);
  const phi = Math.exp(-dt / tau);
  const kick = Math.sqrt(((4 * sigma * sigma) / tau ** 3) * dt);
  for (let i = 0; i < count; i++) {
    out[i] = b;
    if (noise.biasOrder === 1) b = phi * b + sigma * Math.sqrt(1 - phi * phi) * gaussian(rand);
    else {
      rate += ((-2 * rate) / tau - b / (tau * tau)) * dt + kick * gaussian(rand);
      b += rate * dt;
    }
  }
  return out;
}

/** A sampled trajectory with GNSS-like noise and dropouts, and its truth over the tracked time. */
export function truthTrace(options: TruthOptions): { batch: SampleBatch; truth: Truth } {
  const noise: Noise = { ...NO_NOISE, ...options.noise };
  const rateHz = options.rateHz ?? 10;
  const step = KHZ / rateHz;
  if (!Number.isInteger(step)) throw new RangeError('truthTrace: 1000 / rateHz must be whole');
  const path = SHAPES[options.shape](random(options.seed));
  const count = Math.floor((path.v.length - 1) / step) + 1;

  const noiseRand = random(options.seed ^ 0x5bd1e995);
  const bias = [0, 1].map(() => biasTrack(noiseRand, noise, count, 1 / rateHz));
  const dropRand = random(options.seed ^ 0x27d4eb2f);
  const keep = new Uint8Array(count).fill(1);
  for (let i = 1; i < count - 1; i++) if (dropRand() < noise.dropRate) keep[i] = 0;
  if (noise.gapSeconds > 0) {
    const at = Math.floor((0.2 + 0.6 * dropRand()) * count);
    keep.fill(0, at, Math.min(count - 1, at + Math.round(noise.gapSeconds * rateHz)));
  }

  const kept = [...keep.keys()].filter((i) => keep[i] === 1);
  const geo = options.positions === 'geo';
  const batch = allocateBatch(kept.length, geo ? ['lat', 'lon'] : ['x', 'y']);
  const start = options.start ?? Date.UTC(2024, 2, 2, 15);
  kept.forEach((i, out) => {
    const px = path.x[i * step]! + bias[0]![i]! + noise.white * gaussian(noiseRand);
    const py = path.y[i * step]! + bias[1]![i]! + noise.white * gaussian(noiseRand);
    batch.t[out] = start + i * step;
    setPosition(batch, out, px, py);
  });

  // Tracked stretches [from, to], 1 kHz indices: kept samples at most Δ + 1 s apart.
  const stretches: Stretch[] = [];
  for (let q = 1; q < kept.length; q++) {
    const [from, to] = [kept[q - 1]! * step, kept[q]! * step];
    const last = stretches[stretches.length - 1];
    if (to - from > step + GAP_LIMIT_S * KHZ) continue;
    if (last?.[1] === from) last[1] = to;
    else stretches.push([from, to]);
  }
  return { batch, truth: measure(path, stretches, start, kept.length === count) };
}

/** Truth at 1 kHz over the stretches; `whole`: no sample missing. */
function measure(path: Path, stretches: readonly Stretch[], start: number, whole: boolean): Truth {
  const { v, a } = path;
  const margin = INTERIOR_MARGIN_S * KHZ;
  let [time, distance, hsr, maxSpeed, maxAcceleration, minAcceleration] = [0, 0, 0, 0, -Infinity, Infinity];
  const inside = { maxSpeed: 0, maxAcceleration: -Infinity, minAcceleration: Infinity };
  for (const [from, to] of stretches) {
    time += (to - from) / KHZ;
    for (let i = from; i <= to; i++) {
      maxSpeed = Math.max(maxSpeed, v[i]!);
      if (i >= from + margin && i <= to - margin) {
        inside.maxSpeed = Math.max(inside.maxSpeed, v[i]!);
        inside.maxAcceleration = Math.max(inside.maxAcceleration, a[i]!);
        inside.minAcceleration = Math.min(inside.minAcceleration, a[i]!);
      }
      maxAcceleration = Math.max(maxAcceleration, a[i]!);
      minAcceleration = Math.min(minAcceleration, a[i]!);
      const mean = i < to ? (v[i]! + v[i + 1]!) / 2 : 0;
      distance += mean / KHZ;
      if (mean >= HSR) hsr += mean / KHZ;
    }
  }
  const efforts = [
    runs(v, stretches, [HSR, 0.3, 1]),
    runs(v, stretches, [SPRINT, 0.3, 1]),
    runs(a, stretches, [3, 0.6, 0.5]),
    runs(
      a.map((x) => -x),
      stretches,
      [3, 0.6, 0.5],
    ),
  ] as const;
  return {
    time,
    distance,
    closedFormDistance: whole ? path.closedFormDistance : null,
    maxSpeed,
    interior: stretches
      .filter(([from, to]) => to - from > 2 * margin)
      .map(([from, to]) => ({ start: start + from + margin, end: start + to - margin })),
    hsr,
    hir: efforts[0].count,
    sprints: efforts[1].count,
    accelerations3: efforts[2].count,
    decelerations3: efforts[3].count,
    maxAcceleration,
    minAcceleration,
    inside,
    countsClear: efforts.every((e) => e.clear),
  };
}

/** Runs of x ≥ thr lasting ≥ minSeconds in each stretch, and whether that count is clear-cut (Truth). */
function runs(x: Float64Array, stretches: readonly Stretch[], [thr, margin, minSeconds]: Threshold) {
  let count = 0;
  let clear = true;
  for (const [from, to] of stretches) {
    let [near, above, found, longest, peak] = [false, -1, 0, 0, -Infinity];
    const min = minSeconds * KHZ;
    for (let i = from; i <= to + 1; i++) {
      const value = i <= to ? x[i]! : -Infinity;
      if ((i - from < KHZ || to - i < KHZ) && Math.abs(value - thr) < margin) clear = false;
      if (value >= thr && above < 0) above = i;
      if (value < thr && above >= 0) {
        if (i - above >= min) count++;
        [found, longest, above] = [found + 1, Math.max(longest, i - above), -1];
      }
      if (value >= thr - margin) [near, peak] = [true, Math.max(peak, value)];
      else if (near) {
        if (peak < thr + margin || found !== 1 || longest < 1.3 * min) clear = false;
        [near, found, longest, peak] = [false, 0, 0, -Infinity];
      }
    }
  }
  return { count, clear };
}
