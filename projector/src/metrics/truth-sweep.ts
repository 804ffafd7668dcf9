/**
 * How close the engine comes to the analytic truth of `truth.ts`, per shape and noise level, with
 * the low-pass cutoff swept (raw: no filter; 0.5, 1, 1.5, 2 Hz: the same 3rd order and ±0.8 s
 * reach; and 0.5 Hz reaching ±1.6 s, to tell its truncation from its cutoff), so the default
 * (1 Hz) can be judged against the alternatives. Errors are engine − truth: median (signed: a
 * bias shows), 95th percentile and worst of the magnitude (the worst signed as found). Figures
 * only, never pass/fail; the tolerances are in `truth.prop.test.ts`.
 *
 *   npx tsx projector/src/metrics/truth-sweep.ts
 */
import { pathToFileURL } from 'node:url';
import { defaultMetricsConfig, type Metrics, type MetricsConfig } from '@stride/contracts/metrics';
import type { SampleBatch } from '@stride/contracts/samples';
import { finish, init, push } from './engine.ts';
import { GNSS_NOISE, NO_NOISE, truthTrace, type Noise, type Truth, type TruthShape } from './truth.ts';

export const NOISE_LEVELS = {
  none: NO_NOISE,
  low: { ...NO_NOISE, white: 0.02, bias: 0.3, dropRate: 0.12 },
  typical: GNSS_NOISE,
  high: { ...NO_NOISE, white: 0.1, bias: 1, biasSeconds: 10, dropRate: 0.15, gapSeconds: 2 },
} as const satisfies Record<string, Noise>;
export type NoiseLevel = keyof typeof NOISE_LEVELS;

export interface Variant {
  readonly label: string;
  /** null: unfiltered. */
  readonly cutoffHz: number | null;
  readonly reachSeconds: number;
}

export const VARIANTS: readonly Variant[] = [
  { label: 'raw', cutoffHz: null, reachSeconds: 0.8 },
  { label: '0.5 Hz', cutoffHz: 0.5, reachSeconds: 0.8 },
  { label: '0.5 Hz ±1.6 s', cutoffHz: 0.5, reachSeconds: 1.6 },
  { label: '1 Hz', cutoffHz: 1, reachSeconds: 0.8 },
  { label: '1.5 Hz', cutoffHz: 1.5, reachSeconds: 0.8 },
  { label: '2 Hz', cutoffHz: 2, reachSeconds: 0.8 },
];

/** The default configuration with another cutoff (null: unfiltered) and reach. */
export function withCutoff(cutoffHz: number | null, reachSeconds = 0.8): MetricsConfig {
  const config = defaultMetricsConfig();
  const cleaning = {
    ...config.cleaning,
    lowPassCutoffHz: cutoffHz,
    smoothingHalfWindowSeconds: reachSeconds,
  };
  return { ...config, cleaning };
}

/** The whole selection's figures, and the extremes within the truth's interior windows. */
export function engineFigures(
  batch: SampleBatch,
  config: MetricsConfig,
  truth?: Truth,
): { global: Metrics; inside: { maxSpeed: number; maxAcceleration: number; minAcceleration: number } } {
  const periods = (truth?.interior ?? []).map((w, i) => ({ id: `interior-${i}`, ...w }));
  const state = init({ ...config, windows: { periods, sessions: [] } });
  push(state, batch);
  const result = finish(state);
  const inside = { maxSpeed: 0, maxAcceleration: -Infinity, minAcceleration: Infinity };
  for (const m of Object.values(result.periods)) {
    inside.maxSpeed = Math.max(inside.maxSpeed, m.maxSpeed ?? 0);
    inside.maxAcceleration = Math.max(inside.maxAcceleration, m.maxAcceleration ?? -Infinity);
    inside.minAcceleration = Math.min(inside.minAcceleration, m.minAcceleration ?? Infinity);
  }
  return { global: result.global, inside };
}

export interface Spread {
  readonly median: number;
  readonly p95: number;
  readonly worst: number;
}

/** Median (signed), 95th percentile of the magnitude, and the largest magnitude (signed). */
export function spread(errors: readonly number[]): Spread {
  if (errors.length === 0) return { median: Number.NaN, p95: Number.NaN, worst: Number.NaN };
  const sorted = [...errors].sort((a, b) => a - b);
  const abs = [...errors].sort((a, b) => Math.abs(a) - Math.abs(b));
  const p95 = Math.abs(abs[Math.max(0, Math.ceil(0.95 * abs.length) - 1)]!);
  return { median: sorted[(sorted.length - 1) >> 1]!, p95, worst: abs[abs.length - 1]! };
}

/** Engine − truth per trace (clear-cut counts only for the counts). */
export interface Errors {
  /** % of truth: distance; max speed over the whole trace and away from the stretches' ends. */
  readonly distance: number[];
  readonly maxSpeed: number[];
  readonly maxSpeedInside: number[];
  /** % of truth, traces with ≥ 20 m of it. */
  readonly hsr: number[];
  /** Peak acceleration and deceleration away from the ends, and over the whole trace, m/s². */
  readonly peakAcceleration: number[];
  readonly peakAccelerationWhole: number[];
  /** a3 + d3, and hir + sprint, over traces whose truth counts are clear-cut. */
  readonly accCounts: number[];
  readonly speedCounts: number[];
}

export interface SweepRow {
  readonly shape: TruthShape | 'all';
  readonly noise: NoiseLevel;
  readonly rateHz: number;
  readonly variant: string;
  readonly errors: Errors;
}

const percent = (engine: number, truth: number) => (100 * (engine - truth)) / truth;

/** `seeds` traces of one case, through each variant. */
export function sweepCase(shape: TruthShape, noise: NoiseLevel, rateHz: number, seeds: number): SweepRow[] {
  const traces = Array.from({ length: seeds }, (_, s) =>
    truthTrace({ shape, seed: 7919 * s + 17, rateHz, noise: NOISE_LEVELS[noise] }),
  );
  return VARIANTS.map((variant) => {
    const config = withCutoff(variant.cutoffHz, variant.reachSeconds);
    const e: Errors = {
      ...{ distance: [], maxSpeed: [], maxSpeedInside: [], hsr: [] },
      ...{ peakAcceleration: [], peakAccelerationWhole: [], accCounts: [], speedCounts: [] },
    };
    for (const { batch, truth } of traces) {
      const { global: m, inside } = engineFigures(batch, config, truth);
      e.distance.push(percent(m.distance, truth.distance));
      e.maxSpeed.push(percent(m.maxSpeed!, truth.maxSpeed));
      e.maxSpeedInside.push(percent(inside.maxSpeed, truth.inside.maxSpeed));
      if (truth.hsr >= 20) e.hsr.push(percent(m.hid!, truth.hsr));
      const { maxAcceleration: up, minAcceleration: down } = truth.inside;
      if (up > 0.5) e.peakAcceleration.push(inside.maxAcceleration - up);
      if (down < -0.5) e.peakAcceleration.push(inside.minAcceleration - down);
      e.peakAccelerationWhole.push(m.maxAcceleration! - truth.maxAcceleration);
      e.peakAccelerationWhole.push(m.minAcceleration! - truth.minAcceleration);
      if (!truth.countsClear) continue;
      const { accelerations: a, decelerations: d } = m;
      e.accCounts.push(a!.a3.count + d!.d3.count - truth.accelerations3 - truth.decelerations3);
      e.speedCounts.push(m.hir!.count + m.sprint!.count - truth.hir - truth.sprints);
    }
    return { shape, noise, rateHz, variant: variant.label, errors: e };
  });
}

const f = (x: number, digits = 2) => (Number.isNaN(x) ? '–' : x.toFixed(digits));
const cell = (errors: readonly number[], digits = 2) => {
  const s = spread(errors);
  return errors.length === 0 ? '–' : `${f(s.median, digits)} / ${f(s.p95, digits)} / ${f(s.worst, digits)}`;
};
const exact = (errors: readonly number[]) =>
  errors.length === 0
    ? '–'
    : `${f((100 * errors.filter((e) => e === 0).length) / errors.length, 0)} % of ${errors.length}`;

function table(rows: readonly SweepRow[], withShape: boolean): string[] {
  const head = withShape ? '| shape | noise | Hz | filter |' : '| noise | Hz | filter |';
  const columns =
    'distance % | max speed % | inside % | hsr % | peak acc m/s² | inside | a3+d3 | exact | hir+sprint | exact |';
  return [
    `${head} ${columns}`,
    `${head.replace(/[^|]+/g, ' --- ')}${' --- |'.repeat(10)}`,
    ...rows.map(({ shape, noise, rateHz, variant, errors: e }) =>
      [
        ...(withShape ? [shape] : []),
        ...[noise, String(rateHz), variant, cell(e.distance), cell(e.maxSpeed, 1), cell(e.maxSpeedInside, 1)],
        ...[cell(e.hsr, 1), cell(e.peakAccelerationWhole, 1), cell(e.peakAcceleration)],
        ...[cell(e.accCounts, 0), exact(e.accCounts)],
        ...[cell(e.speedCounts, 0), exact(e.speedCounts)],
      ].reduce((line, c) => `${line} ${c} |`, '|'),
    ),
  ];
}

/**
 * Each shape × noise level at 10 Hz, and typical noise at 20 Hz, × each variant (`seeds` traces
 * each): `rows` per shape and, in the markdown, a summary over the three shapes first.
 */
export function truthSweep(seeds = 30): { rows: SweepRow[]; markdown: string } {
  const cases = [
    ...(Object.keys(NOISE_LEVELS) as NoiseLevel[]).map((n) => [n, 10] as const),
    ['typical', 20] as const,
  ];
  const rows: SweepRow[] = [];
  for (const shape of ['circle', 'shuttle', 'football'] as const)
    for (const [noise, rateHz] of cases) rows.push(...sweepCase(shape, noise, rateHz, seeds));
  const pooled = cases.flatMap(([noise, rateHz]) =>
    VARIANTS.map(({ label }) => {
      const same = rows.filter((r) => r.noise === noise && r.rateHz === rateHz && r.variant === label);
      const all = (k: keyof Errors) => same.flatMap((r) => r.errors[k]);
      const keys = Object.keys(rows[0]!.errors) as (keyof Errors)[];
      const errors = Object.fromEntries(keys.map((k) => [k, all(k)])) as unknown as Errors;
      return { shape: 'all' as const, noise, rateHz, variant: label, errors };
    }),
  );
  const noiseText = (Object.entries(NOISE_LEVELS) as [string, Noise][]).map(
    ([name, n]) =>
      `${name}: white ${n.white} m, bias ${n.bias} m / ${n.biasSeconds} s, ${100 * n.dropRate} % dropped` +
      (n.gapSeconds > 0 ? `, a ${n.gapSeconds} s gap` : ''),
  );
  const lines = [
    `Engine − truth, ${seeds} seeds per shape and case: median / 95th percentile / worst. Distance, max`,
    'speed (whole trace; "inside": 2 s away from the ends of tracked stretches) and hsr (traces with',
    '≥ 20 m of it) in % of truth; peak acceleration and deceleration (whole trace; inside), m/s²; effort',
    'counts (a3 + d3, hir + sprint; traces whose truth counts are clear-cut), with the share exactly right.',
    `Noise (per axis): ${noiseText.join('; ')}. Shapes: circle, shuttle, football (truth.ts).`,
    '',
    'All three shapes together:',
    '',
    ...table(pooled, false),
    '',
    'Per shape:',
    '',
    ...table(rows, true),
  ];
  return { rows, markdown: `${lines.join('\n')}\n` };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = process.cpuUsage();
  console.log(truthSweep().markdown);
  const cpu = process.cpuUsage(started);
  console.log(`CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`);
}
