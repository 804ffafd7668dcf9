/**
 * The validation reference filter: floodlight's `butterworth_lowpass`, which is
 *
 *   b, a = scipy.signal.butter(order, cutoffHz, btype='lowpass', output='ba', fs=fs)
 *   y = scipy.signal.filtfilt(b, a, x)        # padtype='odd', padlen=3*max(len(a), len(b)), method='pad'
 *
 * reproduced here in plain TypeScript (no dependency, and nothing shared with the metric engine in
 * projector/), so that the validation pipeline compares the engine against an independent
 * implementation of the published method. It follows scipy 1.17's code step by step: buttap →
 * lp2lp_zpk → bilinear_zpk → zpk2tf for the design, lfilter_zi for the initial state and a direct
 * form II transposed lfilter for both passes. butterworth.unit.test.ts checks it against scipy's own
 * output (butterworth-golden.json, printed by butterworth-golden.py).
 *
 * Like scipy, the filter does not skip NaN: floodlight filters each NaN-free run separately (and
 * keeps runs too short to filter unfiltered by default); that splitting is the caller's business.
 */

/** A complex number as [re, im]. */
type Complex = readonly [number, number];

const mul = ([a, b]: Complex, [c, d]: Complex): Complex => [a * c - b * d, a * d + b * c];

/** Complex division as numpy's loop does it (Smith's algorithm, scaled by a reciprocal). */
function div([a, b]: Complex, [c, d]: Complex): Complex {
  if (Math.abs(c) >= Math.abs(d)) {
    const r = d / c;
    const scale = 1 / (c + d * r);
    return [(a + b * r) * scale, (b - a * r) * scale];
  }
  const r = c / d;
  const scale = 1 / (d + c * r);
  return [(a * r + b) * scale, (b * r - a) * scale];
}

/** numpy.poly: the coefficients of prod(1 - root·z⁻¹), by repeated convolution with [1, -root]. */
function poly(roots: readonly Complex[]): Complex[] {
  let c: Complex[] = [[1, 0]];
  for (const [re, im] of roots) {
    c = [...c, [0, 0]].map(([cr, ci], i): Complex => {
      if (i === 0) return [cr, ci];
      const [tr, ti] = mul(c[i - 1]!, [-re, -im]);
      return [cr + tr, ci + ti];
    });
  }
  return c;
}

/**
 * scipy.signal.butter(order, cutoffHz, 'lowpass', output='ba', fs=fs): the digital Butterworth
 * low-pass whose single-pass gain at `cutoffHz` is 1/√2 (-3 dB). a[0] is 1; len(b) = len(a) = order + 1.
 */
export function butter(order: number, cutoffHz: number, fs: number): { b: Float64Array; a: Float64Array } {
  if (!Number.isInteger(order) || order < 1)
    throw new RangeError(`butter: order must be an integer ≥ 1, not ${order}`);
  if (!(fs > 0)) throw new RangeError(`butter: fs must be positive, not ${fs}`);
  // iirfilter: normalise to the Nyquist frequency, then pre-warp (with fs = 2 from here on).
  const wn = cutoffHz / (fs / 2);
  if (!(wn > 0 && wn < 1))
    throw new RangeError(`butter: need 0 < cutoffHz < fs/2, got ${cutoffHz} Hz at fs ${fs}`);
  const warped = 2 * 2 * Math.tan((Math.PI * wn) / 2);
  // buttap: poles -exp(iπm/2N) for m = -N+1, -N+3, ..., N-1, no zeros, gain 1. lp2lp_zpk: poles
  // times `warped`, gain times warped^N.
  const analog: Complex[] = [];
  for (let m = -order + 1; m < order; m += 2) {
    const theta = (Math.PI * m) / (2 * order);
    analog.push([warped * -Math.cos(theta), warped * -Math.sin(theta)]);
  }
  // bilinear_zpk (fs = 2, so 2·fs = 4): p → (4 + p)/(4 - p), the N zeros at infinity → -1, gain
  // times real(1/prod(4 - p)).
  const poles = analog.map(([re, im]) => div([4 + re, im], [4 - re, -im]));
  const product = analog.reduce<Complex>((acc, [re, im]) => mul(acc, [4 - re, -im]), [1, 0]);
  const gain = warped ** order * div([1, 0], product)[0];
  // zpk2tf: b = gain·poly(zeros), a = poly(poles), real since the poles come in conjugate pairs.
  const zeros = Array.from({ length: order }, (): Complex => [-1, 0]);
  return {
    b: Float64Array.from(poly(zeros), ([re]) => gain * re),
    a: Float64Array.from(poly(poles), ([re]) => re),
  };
}

/** b and a divided by a[0] and zero-padded to the same length, as lfilter and lfilter_zi do. */
function normalised(b: ArrayLike<number>, a: ArrayLike<number>): { b: Float64Array; a: Float64Array } {
  const a0 = a[0];
  if (a0 === undefined || a0 === 0 || b.length === 0)
    throw new RangeError('filter: need b and a with a[0] ≠ 0');
  const n = Math.max(a.length, b.length);
  const pad = (c: ArrayLike<number>): Float64Array =>
    Float64Array.from({ length: n }, (_, i) => (i < c.length ? c[i]! / a0 : 0));
  return { b: pad(b), a: pad(a) };
}

/**
 * scipy.signal.lfilter_zi: the state of the direct form II transposed filter in the steady state of
 * a unit step, i.e. the solution of (I - companion(a)ᵀ)·zi = b[1:] - a[1:]·b[0].
 */
export function lfilterZi(b: ArrayLike<number>, a: ArrayLike<number>): Float64Array {
  const { b: bn, a: an } = normalised(b, a);
  const n = bn.length - 1;
  // The augmented rows [I - companion(a)ᵀ | B]: the identity, plus a[1:] in column 0, and -1 on the
  // superdiagonal.
  const m = Array.from({ length: n }, (_, i) => {
    const row = new Array<number>(n + 1).fill(0);
    row[i] = 1;
    row[0] = row[0]! + an[i + 1]!;
    if (i + 1 < n) row[i + 1] = -1;
    row[n] = bn[i + 1]! - an[i + 1]! * bn[0]!;
    return row;
  });
  // Gaussian elimination with partial pivoting, as LAPACK's gesv (numpy.linalg.solve) does.
  for (let k = 0; k < n; k++) {
    let p = k;
    for (let i = k + 1; i < n; i++) if (Math.abs(m[i]![k]!) > Math.abs(m[p]![k]!)) p = i;
    [m[k], m[p]] = [m[p]!, m[k]!];
    const pivot = m[k]!;
    for (const row of m.slice(k + 1)) {
      const f = row[k]! / pivot[k]!;
      for (let j = k; j <= n; j++) row[j] = row[j]! - f * pivot[j]!;
    }
  }
  const zi = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    const row = m[i]!;
    let s = row[n]!;
    for (let j = i + 1; j < n; j++) s -= row[j]! * zi[j]!;
    zi[i] = s / row[i]!;
  }
  return zi;
}

/** scipy.signal.lfilter(b, a, x, zi=zi)[0] for normalised b, a: direct form II transposed, as scipy's C loop. */
function lfilter(b: Float64Array, a: Float64Array, x: Float64Array, zi: Float64Array): Float64Array {
  const z = Float64Array.from(zi);
  const last = b.length - 1;
  return x.map((xn) => {
    const yn = (last > 0 ? z[0]! : 0) + b[0]! * xn;
    for (let i = 1; i < last; i++) z[i - 1] = z[i]! + xn * b[i]! - yn * a[i]!;
    if (last > 0) z[last - 1] = xn * b[last]! - yn * a[last]!;
    return yn;
  });
}

/**
 * scipy.signal.filtfilt(b, a, x) with its defaults: x is extended at both ends by padlen =
 * 3·max(len(a), len(b)) samples of odd reflection (2·x[0] - x[padlen..1], likewise at the end), run
 * forward from lfilter_zi·(first extended value), then backward from lfilter_zi·(last forward
 * output), and the extension is cut off. Zero phase; the magnitude response is |H|².
 */
export function filtfilt(b: ArrayLike<number>, a: ArrayLike<number>, x: ArrayLike<number>): Float64Array {
  const { b: bn, a: an } = normalised(b, a);
  const edge = 3 * Math.max(a.length, b.length);
  const n = x.length;
  if (n <= edge) {
    throw new RangeError(
      `filtfilt: the input has ${n} samples; it must be longer than padlen = 3·max(len(a), len(b)) = ${edge}` +
        ' (scipy.signal.filtfilt raises ValueError)',
    );
  }
  const ext = new Float64Array(n + 2 * edge);
  for (let i = 0; i < edge; i++) {
    ext[i] = 2 * x[0]! - x[edge - i]!;
    ext[edge + n + i] = 2 * x[n - 1]! - x[n - 2 - i]!;
  }
  for (let i = 0; i < n; i++) ext[edge + i] = x[i]!;
  const zi = lfilterZi(bn, an);
  const scaled = (by: number): Float64Array => zi.map((z) => z * by);
  const reversed = lfilter(bn, an, ext, scaled(ext[0]!)).reverse();
  const backward = lfilter(bn, an, reversed, scaled(reversed[0]!));
  return backward.reverse().slice(edge, edge + n);
}

/** floodlight's butterworth_lowpass on one NaN-free run: filtfilt(butter(order, cutoffHz, fs), x). */
export function butterworthLowpass(
  x: ArrayLike<number>,
  { order = 3, cutoffHz = 1, fs }: { order?: number; cutoffHz?: number; fs: number },
): Float64Array {
  const { b, a } = butter(order, cutoffHz, fs);
  return filtfilt(b, a, x);
}
