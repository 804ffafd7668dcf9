/**
 * How much of a movement at each frequency each pipeline keeps, at 10 Hz: the reference
 * (Butterworth 3rd order at 1 Hz run both ways, then central differences), the engine (that
 * filter's impulse response cut at ±0.8 s, then central differences) and the engine before
 * issue 17 (least-squares slopes over ±0.5 s for speed and ±0.3 s for acceleration). Computed
 * from the filters' coefficients, not measured.
 */
import { butterworthKernel, lowPassWeights } from '@stride/projector/metrics/lowpass';
import { butter } from './butterworth.ts';

const RATE = 10;
const FREQUENCIES = [0.25, 0.5, 0.75, 1, 1.5, 2, 3];

/** |B(e^{iω})|² / |A(e^{iω})|²: the zero-phase (filtfilt) gain. */
function zeroPhaseGain(b: Float64Array, a: Float64Array, w: number): number {
  const at = (c: Float64Array) => {
    let re = 0;
    let im = 0;
    c.forEach((v, k) => {
      re += v * Math.cos(w * k);
      im -= v * Math.sin(w * k);
    });
    return re * re + im * im;
  };
  return at(b) / at(a);
}

/** The engine's low-pass at full reach: w0 + 2 Σ w_j cos(jω). */
function engineGain(w: number): number {
  const half = 8;
  const weights = lowPassWeights(butterworthKernel(3, 1, RATE, half), half);
  let gain = 1;
  for (let j = 1; j <= half; j++) gain += 2 * weights[half * (half + 1) + j]! * (Math.cos(j * w) - 1);
  return gain;
}

/** A least-squares slope over ±h points, relative to the true derivative iω. */
function slopeGain(h: number, w: number): number {
  let num = 0;
  let den = 0;
  for (let j = 1; j <= h; j++) {
    num += 2 * j * Math.sin(j * w);
    den += 2 * j * j;
  }
  return num / (den * w);
}

export function responseTable(): string {
  const { b, a } = butter(3, 1, RATE);
  const rows = FREQUENCIES.map((f) => {
    const w = (2 * Math.PI * f) / RATE;
    const diff = Math.sin(w) / w;
    const reference = zeroPhaseGain(b, a, w);
    const ours = engineGain(w);
    const cells = [
      reference * diff,
      ours * diff,
      slopeGain(5, w),
      reference * diff * diff,
      ours * diff * diff,
      slopeGain(5, w) * slopeGain(3, w),
    ].map((g) => g.toFixed(2));
    return `| ${f} Hz | ${cells.join(' | ')} |`;
  });
  return [
    '| movement at | speed: reference | speed: engine | speed: before | acceleration: reference | acceleration: engine | acceleration: before |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
