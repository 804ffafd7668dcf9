/**
 * The engine's low-pass filter: the impulse response of a zero-phase Butterworth low-pass (the
 * filter run forwards and backwards, as floodlight's `butterworth_lowpass` and scipy's `filtfilt`
 * do), truncated to ±`half` points and scaled to a gain of 1. A digital Butterworth of order N
 * designed with the bilinear transform has |H(ω)|² = 1 / (1 + (tan(ω/2) / tan(ωc/2))^(2N)); run
 * both ways its response is that, real and even, so its impulse response is the cosine transform
 * g[n] = (1/π) ∫₀^π |H(ω)|² cos(nω) dω, computed here by the trapezoid rule (exact to rounding for
 * this smooth periodic integrand). 3rd order at 1 Hz, 10 Hz: 99.8 % of the weight lies within
 * ±0.8 s, so the truncated filter has the reference's response within 0.03 at every frequency,
 * with a bounded look-ahead (see README.md, "Smoothing").
 */

/** Trapezoid steps over [0, π]. g decays like e^(−n·ωc/2): aliasing at 2·STEPS is far below rounding. */
const STEPS = 512;
const cache = new Map<string, Float64Array>();

/**
 * g[0…half] of the zero-phase Butterworth of `order` with its −6 dB point at `cutoffHz`, sampled
 * at `rateHz`, not yet normalised. Empty when the cutoff is at or above the Nyquist frequency
 * (nothing to remove) or `half` is 0.
 */
export function butterworthKernel(
  order: number,
  cutoffHz: number,
  rateHz: number,
  half: number,
): Float64Array {
  if (half <= 0 || cutoffHz >= rateHz / 2) return new Float64Array(0);
  const key = `${order}:${cutoffHz}:${rateHz}:${half}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const warped = Math.tan((Math.PI * cutoffHz) / rateHz);
  const power = new Float64Array(STEPS + 1);
  for (let m = 0; m < STEPS; m++) {
    const ratio = Math.tan((Math.PI * m) / (2 * STEPS)) / warped;
    power[m] = 1 / (1 + ratio ** (2 * order));
  }
  power[STEPS] = 0;
  const g = new Float64Array(half + 1);
  for (let n = 0; n <= half; n++) {
    let sum = (power[0]! + power[STEPS] * Math.cos(n * Math.PI)) / 2;
    for (let m = 1; m < STEPS; m++) sum += power[m]! * Math.cos((n * Math.PI * m) / STEPS);
    g[n] = sum / STEPS;
  }
  cache.set(key, g);
  return g;
}

/**
 * Weights for each half-width h = 0…half (row h of half + 1): w[h][j] = g[j] / Σ_{|i|≤h} g[i], so
 * that a window shrunk to fit a segment shorter than it still has a gain of 1. The centre weight
 * is implied: the engine adds Σ_j w[h][j]·(x[i+j] + x[i−j] − 2·x[i]) to x[i], which keeps a
 * straight line exactly straight (each bracket is 0 on a line of evenly spaced points).
 */
export function lowPassWeights(g: Float64Array, half: number): Float64Array {
  const w = new Float64Array((half + 1) * (half + 1));
  if (g.length === 0) return w;
  for (let h = 1; h <= half; h++) {
    let total = g[0]!;
    for (let j = 1; j <= h; j++) total += 2 * g[j]!;
    for (let j = 1; j <= h; j++) w[h * (half + 1) + j] = g[j]! / total;
  }
  return w;
}
