import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { butter, butterworthLowpass, filtfilt, lfilterZi } from './butterworth.ts';

// butterworth.ts against scipy: the committed output of butterworth-golden.py, the script run live
// when python3 has scipy, and properties of the filter that no fixture could hard-code.

interface Design {
  readonly order: number;
  readonly cutoffHz: number;
  readonly fs: number;
  readonly b: number[];
  readonly a: number[];
  readonly zi: number[];
}
interface Golden {
  readonly scipy: string;
  readonly seed: number;
  readonly designs: Design[];
  readonly signals: (Design & { readonly x: number[]; readonly y: number[] })[];
}

const GENERATOR = fileURLToPath(new URL('./butterworth-golden.py', import.meta.url));
const committed = JSON.parse(
  readFileSync(new URL('./butterworth-golden.json', import.meta.url), 'utf8'),
) as Golden;

const name = ({ order, cutoffHz, fs }: Design): string => `order ${order}, ${cutoffHz} Hz at ${fs} Hz`;

/** The largest |ours - theirs|, divided by |theirs| when `relative`. */
function maxDiff(ours: ArrayLike<number>, theirs: readonly number[], relative = false): number {
  expect(ours.length).toBe(theirs.length);
  return Math.max(
    ...theirs.map(
      (t, i) => Math.abs(ours[i]! - t) / (relative ? Math.max(Math.abs(t), Number.MIN_VALUE) : 1),
    ),
  );
}

/**
 * Design to 1e-12 relative, filtfilt to 1e-9 absolute (inputs are around 50). lfilter_zi solves
 * (I - companion(a)ᵀ)·zi = B, whose condition number grows like 1/Σa, and Σa → 0 as the normalised
 * cutoff drops (1.4e-5 for order 4 at 0.25 Hz / 25 Hz): scipy's LAPACK solve and ours are both
 * accurate to about ε/Σa only, so zi is compared to max(1e-12, 1e-14/Σa) relative.
 */
function expectScipy(golden: Golden): void {
  for (const design of golden.designs.concat(golden.signals)) {
    const { b, a } = butter(design.order, design.cutoffHz, design.fs);
    expect(maxDiff(b, design.b, true), `${name(design)}: b`).toBeLessThan(1e-12);
    expect(maxDiff(a, design.a, true), `${name(design)}: a`).toBeLessThan(1e-12);
    const sumA = Math.abs(design.a.reduce((s, v) => s + v, 0));
    expect(maxDiff(lfilterZi(design.b, design.a), design.zi, true), `${name(design)}: zi`).toBeLessThan(
      Math.max(1e-12, 1e-14 / sumA),
    );
  }
  for (const signal of golden.signals) {
    const y = butterworthLowpass(signal.x, signal);
    expect(maxDiff(y, signal.y), `${name(signal)}, seed ${golden.seed}: filtfilt`).toBeLessThan(1e-9);
  }
}

describe('butterworth.ts against the committed scipy output', () => {
  it(`has every case (scipy ${committed.scipy})`, () => {
    expect(committed.designs).toHaveLength(12);
    expect(committed.signals.map((s) => s.x.length)).toEqual([150, 150, 150, 150, 50, 7]);
  });

  for (const signal of committed.signals) {
    it(`${name(signal)}: butter, lfilter_zi and filtfilt agree`, () => {
      expectScipy({ ...committed, designs: [], signals: [signal] });
    });
  }

  it('butter and lfilter_zi agree for every order 1 to 6', () => {
    expectScipy({ ...committed, signals: [] });
  });
});

const python = spawnSync('python3', ['-c', 'import scipy.signal'], { stdio: 'ignore' });
const hasScipy = python.status === 0;
if (!hasScipy) {
  console.warn(
    'butterworth: python3 with scipy is unavailable, so the live comparison with scipy is skipped' +
      ` (${python.error?.message ?? `exit ${python.status}`}); the committed golden output is still checked`,
  );
}

function generate(seed?: number): Golden {
  const run = spawnSync('python3', [GENERATOR, ...(seed === undefined ? [] : ['--seed', String(seed)])], {
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as Golden;
}

describe.skipIf(!hasScipy)('butterworth.ts against scipy, live', () => {
  it('agrees on fresh inputs', () => {
    const seed = Math.floor(Math.random() * 2 ** 31);
    expectScipy(generate(seed));
  });

  it('the committed golden file is what the generator prints', () => {
    const live = generate();
    expect(live.seed).toBe(committed.seed);
    for (const [i, signal] of live.signals.entries()) {
      const old = committed.signals[i]!;
      expect(old.x, name(signal)).toEqual(signal.x);
      expect(maxDiff(old.y, signal.y), name(signal)).toBeLessThan(1e-12);
    }
  });
});

describe('properties of the filter', () => {
  /** The largest |y - c|/c when filtering a constant c. */
  const constantError = (order: number, cutoffHz: number, fs: number): number => {
    const y = butterworthLowpass(new Array<number>(100).fill(57.3), { order, cutoffHz, fs });
    return maxDiff(y, new Array<number>(100).fill(57.3)) / 57.3;
  };

  it('keeps a constant (DC gain 1, started in the steady state)', () => {
    for (const order of [1, 2, 3, 4, 5, 6]) {
      expect(constantError(order, 1, 10), `order ${order}, 1 Hz at 10 Hz`).toBeLessThan(1e-12);
      expect(constantError(order, 2, 25), `order ${order}, 2 Hz at 25 Hz`).toBeLessThan(1e-12);
      expect(constantError(order, 1, 25), `order ${order}, 1 Hz at 25 Hz`).toBeLessThan(1e-9);
    }
    // In the 'ba' form the rounding grows as the poles near 1: scipy itself moves a constant by
    // ~4e-7 (relative) with order 6 at 0.2 Hz / 25 Hz. Reproducing scipy means reproducing that.
    expect(constantError(6, 0.2, 25)).toBeGreaterThan(1e-9);
    expect(constantError(6, 0.2, 25)).toBeLessThan(1e-5);
  });

  it('keeps a line away from the ends, not at them (the initial states are those of a constant)', () => {
    const n = 400;
    const line = Array.from({ length: n }, (_, i) => 3 + 0.7 * i);
    const y = butterworthLowpass(line, { order: 3, cutoffHz: 1, fs: 10 });
    const error = line.map((v, i) => Math.abs(y[i]! - v));
    expect(Math.max(...error.slice(100, n - 100))).toBeLessThan(1e-9);
    // The odd extension continues the line, but the forward pass starts from lfilter_zi·x0 (a
    // constant's steady state) and the backward one from the lagging forward output.
    expect(error[0]).toBeGreaterThan(1e-4);
    expect(error[n - 1]).toBeGreaterThan(1e-2);
  });

  it('halves a sine at the cutoff frequency, without shifting it (zero phase, |H|² = 1/2)', () => {
    // butter's cutoff is the -3 dB point of one pass; filtfilt applies it twice.
    const fs = 20;
    const y = butterworthLowpass(
      Array.from({ length: 2000 }, (_, i) => 10 * Math.sin((2 * Math.PI * i) / fs)),
      { order: 3, cutoffHz: 1, fs },
    );
    // Project 50 whole periods from the middle onto sin and cos.
    let sin = 0;
    let cos = 0;
    for (let i = 500; i < 1500; i++) {
      sin += (y[i]! * Math.sin((2 * Math.PI * i) / fs) * 2) / 1000;
      cos += (y[i]! * Math.cos((2 * Math.PI * i) / fs) * 2) / 1000;
    }
    expect(sin).toBeCloseTo(5, 9);
    expect(cos).toBeCloseTo(0, 9);
  });

  it('is linear, edges included (the initial states scale with the signal)', () => {
    const u = Array.from({ length: 50 }, (_, i) => Math.sin(i / 3) * 20 + i);
    const v = Array.from({ length: 50 }, (_, i) => ((i * 7919) % 13) - 6);
    const { b, a } = butter(4, 2, 25);
    const mixed = u.map((ui, i) => 2 * ui - 3 * v[i]!);
    const [fu, fv] = [filtfilt(b, a, u), filtfilt(b, a, v)];
    const expected = [...fu].map((f, i) => 2 * f - 3 * fv[i]!);
    expect(maxDiff(filtfilt(b, a, mixed), expected)).toBeLessThan(1e-10);
  });

  it('refuses an input no longer than padlen = 3·(order + 1), as scipy does', () => {
    for (const order of [1, 3, 6]) {
      const padlen = 3 * (order + 1);
      const x = Array.from({ length: padlen }, (_, i) => i);
      expect(() => butterworthLowpass(x, { order, fs: 10 })).toThrow(RangeError);
      expect(() => butterworthLowpass(x, { order, fs: 10 })).toThrow(
        `padlen = 3·max(len(a), len(b)) = ${padlen}`,
      );
      expect(butterworthLowpass([...x, padlen], { order, fs: 10 })).toHaveLength(padlen + 1);
    }
  });

  it('refuses designs scipy refuses', () => {
    expect(() => butter(0, 1, 10)).toThrow(RangeError);
    expect(() => butter(2.5, 1, 10)).toThrow(RangeError);
    expect(() => butter(3, 5, 10)).toThrow(RangeError); // the cutoff must be below fs/2
    expect(() => butter(3, 0, 10)).toThrow(RangeError);
  });
});
