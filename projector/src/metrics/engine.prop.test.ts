/**
 * Properties of the engine (fast-check), over synthetic player traces of up to two minutes: 1–20 Hz,
 * WGS84 or local x/y, with and without device speed and heart rate, dropped samples, gaps, spikes,
 * repeated and late samples, periods and sessions.
 */
import {
  defaultMetricsConfig,
  SPEED_ZONE_IDS,
  type Metrics,
  type MetricsConfig,
  type MetricsResult,
} from '@stride/contracts/metrics';
import { allocateBatch, sliceBatch, type SampleBatch } from '@stride/contracts/samples';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { finish, init, push, snapshot } from './engine.ts';
import { syntheticPlayer, traceBatch } from './synthetic.ts';

const START = Date.UTC(2024, 2, 2, 15);

const traceOptions = fc.record({
  seed: fc.integer(),
  seconds: fc.integer({ min: 1, max: 120 }),
  rateHz: fc.constantFrom(1, 5, 10, 10, 10, 20),
  dropRate: fc.constantFrom(0, 0.02, 0.15),
  gaps: fc.integer({ min: 0, max: 2 }),
  spikes: fc.integer({ min: 0, max: 2 }),
  positions: fc.constantFrom('geo' as const, 'xy' as const),
  doppler: fc.boolean(),
  hr: fc.boolean(),
});

/** Repeats sample i at each `repeat` index and re-inserts an older one at each `late` index. */
function withStaleSamples(
  batch: SampleBatch,
  repeat: readonly number[],
  late: readonly number[],
): SampleBatch {
  const order: number[] = [];
  for (let i = 0; i < batch.t.length; i++) {
    order.push(i);
    if (repeat.includes(i)) order.push(i);
    if (late.includes(i) && i >= 3) order.push(i - 3);
  }
  const channels = (['lat', 'lon', 'x', 'y', 'speed', 'hr', 'hdop'] as const).filter(
    (c) => batch[c] !== null,
  );
  const out = allocateBatch(order.length, channels);
  order.forEach((from, to) => {
    out.t[to] = batch.t[from]!;
    for (const c of channels) out[c]![to] = batch[c]![from]!;
  });
  return out;
}

const traceArb = fc
  .tuple(traceOptions, fc.array(fc.nat(3000), { maxLength: 3 }), fc.array(fc.nat(3000), { maxLength: 3 }))
  .map(([options, repeat, late]) =>
    withStaleSamples(syntheticPlayer({ ...options, start: START }), repeat, late),
  );

/** A configuration with the player's HR, a few smoothing and cell settings, windows over the trace. */
const configArb = fc
  .record({
    smoothing: fc.constantFrom(0, 0.3, 0.8, 1),
    acceleration: fc.constantFrom(0.1, 0.3, 0.5),
    rate: fc.constantFrom<'detect' | number>('detect', 'detect', 10),
    cuts: fc.array(fc.integer({ min: 0, max: 125_000 }), { maxLength: 4 }),
    sex: fc.constantFrom(null, 'female' as const, 'male' as const),
    // Small cells overflow the heat map's direct-mapped cache and grow its hash table.
    cell: fc.constantFrom(2, 2, 0.1),
  })
  .map(({ smoothing, acceleration, rate, cuts, sex, cell }): MetricsConfig => {
    const base = defaultMetricsConfig();
    const bounds = [...new Set([0, ...cuts, 125_000])].sort((a, b) => a - b);
    return {
      ...base,
      cleaning: {
        ...base.cleaning,
        smoothingHalfWindowSeconds: smoothing,
        accelerationHalfWindowSeconds: acceleration,
        nominalRateHz: rate,
      },
      heartRate: { ...base.heartRate, max: 195, rest: 55, sex },
      heatmapCellSize: cell,
      // Individual bands from 15 km/h (50 % of 30): tracked after the data ranges.
      individualSpeed: { ...base.individualSpeed, maxSpeedKmh: 30 },
      // Speed ranges that split the speeds at 14 km/h, acceleration ranges at 0 and a band.
      ranges: [
        { id: 'slow', kind: 'speed', min: null, max: 14 },
        { id: 'fast', kind: 'speed', min: 14, max: null },
        { id: 'braking', kind: 'acceleration', min: null, max: 0 },
        { id: 'speeding-up', kind: 'acceleration', min: 0, max: null },
        { id: 'band', kind: 'acceleration', min: 1, max: 2.5 },
      ],
      windows: {
        periods: bounds
          .slice(1)
          .map((end, i) => ({ id: `p${i}`, start: START + bounds[i]!, end: START + end })),
        sessions: [{ id: 's', start: START + Math.min(cuts[0] ?? 20_000, 60_000), end: START + 60_000 }],
      },
    };
  });

/** Split points of a batch of length n, from fractions. */
const splitsArb = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 12 });
function split(batch: SampleBatch, fractions: readonly number[]): SampleBatch[] {
  const n = batch.t.length;
  const cuts = [...new Set([0, ...fractions.map((f) => Math.floor(f * n)), n])].sort((a, b) => a - b);
  return cuts.slice(1).map((end, i) => sliceBatch(batch, cuts[i]!, end));
}

function fold(config: MetricsConfig, batches: readonly SampleBatch[]): MetricsResult {
  const state = init(config);
  for (const batch of batches) push(state, batch);
  return finish(state);
}

function allWindows(r: MetricsResult): Metrics[] {
  return [r.global, ...Object.values(r.periods), ...Object.values(r.sessions)];
}

const close = (a: number, b: number, relative = 1e-9) =>
  Math.abs(a - b) <= relative * Math.max(1, Math.abs(b));

describe('metric engine properties', () => {
  it('any split into batches gives bit-identical results, extended metrics and snapshots included', () => {
    fc.assert(
      fc.property(traceArb, configArb, splitsArb, (trace, config, fractions) => {
        const whole = init(config);
        push(whole, trace);
        const parts = init(config);
        for (const part of split(trace, fractions)) {
          push(parts, part);
          snapshot(parts); // must not disturb anything
        }
        expect(snapshot(parts)).toStrictEqual(snapshot(whole));
        expect(finish(parts)).toStrictEqual(finish(whole));
      }),
      { numRuns: 150 },
    );
  });

  it('zone times and distances sum to the totals, in every window', () => {
    fc.assert(
      fc.property(traceArb, configArb, (trace, config) => {
        for (const m of allWindows(fold(config, [trace]))) {
          const time = SPEED_ZONE_IDS.reduce((sum, z) => sum + m.zones![z].time, 0);
          const distance = SPEED_ZONE_IDS.reduce((sum, z) => sum + m.zones![z].distance, 0);
          expect(close(time, m.time)).toBe(true);
          expect(close(distance, m.distance)).toBe(true);
          expect(m.hid).toBeLessThanOrEqual(m.distance * (1 + 1e-12));
          if (m.heartRate?.zones)
            expect(m.heartRate.zones.reduce((a, b) => a + b)).toBeLessThanOrEqual(m.heartRate.time + 1e-9);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('ranges that split the speeds, or the accelerations, sum to the totals, in every window', () => {
    fc.assert(
      fc.property(traceArb, configArb, (trace, config) => {
        for (const m of allWindows(fold(config, [trace]))) {
          const [slow, fast, braking, speedingUp, band] = m.ranges;
          expect(m.ranges.map((r) => r.rangeId)).toEqual(['slow', 'fast', 'braking', 'speeding-up', 'band']);
          expect(close(slow!.time + fast!.time, m.time)).toBe(true);
          expect(close(slow!.distance + fast!.distance, m.distance)).toBe(true);
          expect(close(braking!.time + speedingUp!.time, m.time)).toBe(true);
          expect(close(braking!.distance + speedingUp!.distance, m.distance)).toBe(true);
          expect(band!.time).toBeLessThanOrEqual(speedingUp!.time + 1e-9);
          // Fast is the speeds from 14 km/h: z3 (14.4) and above lie in it, z0–z1 outside.
          expect(fast!.distance).toBeGreaterThanOrEqual(
            m.zones!.z3.distance + m.zones!.z4.distance + m.zones!.z5.distance + m.zones!.z6.distance - 1e-9,
          );
        }
      }),
      { numRuns: 100 },
    );
  });

  it('appending samples never lowers cumulative totals (live snapshots, then the record)', () => {
    const totals = (m: Metrics): number[] => [
      m.time,
      m.untrackedTime,
      m.distance,
      m.hid!,
      m.hir!.count,
      m.hir!.distance,
      m.sprint!.count,
      m.sprint!.distance,
      ...Object.values(m.accelerations!).flatMap((e) => [e.count, e.distance]),
      ...Object.values(m.decelerations!).flatMap((e) => [e.count, e.distance]),
      ...SPEED_ZONE_IDS.flatMap((z) => [m.zones![z].time, m.zones![z].distance, m.zones![z].entries]),
      m.metabolic!.energy,
      m.metabolic!.highMetabolicLoadDistance,
      m.heartRate?.time ?? 0,
      m.heartRate?.edwardsTrimp ?? 0,
      m.heartRate?.banisterTrimp ?? 0,
    ];
    fc.assert(
      fc.property(traceArb, configArb, splitsArb, (trace, config, fractions) => {
        const state = init(config);
        let before = allWindows(snapshot(state)).map(totals);
        const check = (r: MetricsResult) => {
          const now = allWindows(r).map(totals);
          now.forEach((values, w) =>
            values.forEach((v, i) => expect(v).toBeGreaterThanOrEqual(before[w]![i]!)),
          );
          before = now;
        };
        for (const part of split(trace, fractions)) check(snapshot(push(state, part)));
        check(finish(state));
      }),
      { numRuns: 150 },
    );
  });

  it('a straight line at constant speed gives the exact distance and zone and no acceleration', () => {
    // Steps on a lattice (k/256 m times a Pythagorean direction) keep every sum exact.
    const direction = fc.constantFrom(
      [1, 0, 1],
      [0, 1, 1],
      [3, 4, 5],
      [5, 12, 13],
      [8, 15, 17],
      [-4, 3, 5],
      [12, -5, 13],
    );
    fc.assert(
      fc.property(
        direction,
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 11, max: 600 }),
        fc.integer({ min: -800, max: 800 }),
        fc.integer({ min: 0, max: 2 ** 40 }),
        ([a, b, c], k, n, origin, start) => {
          if (c * k > 300) return; // at most about 12 m/s
          const q = k / 256;
          const t = Array.from({ length: n }, (_, i) => start + i * 100);
          const x = t.map((_, i) => origin / 8 + a * q * i);
          const y = t.map((_, i) => -origin / 16 + b * q * i);
          const r = fold(defaultMetricsConfig(), [traceBatch({ t, x, y })]);
          const speed = c * q * 10;
          expect(r.global.distance).toBe((n - 1) * c * q);
          expect(r.global.time).toBe(((n - 1) * 100) / 1000);
          expect(r.global.maxSpeed).toBe(speed);
          expect(r.global.maxAcceleration).toBe(0);
          expect(r.global.minAcceleration).toBe(0);
          const zone = defaultMetricsConfig().speedZoneEdgesKmh.filter((edge) => speed >= edge / 3.6).length;
          expect(r.global.zones![SPEED_ZONE_IDS[zone]!].distance).toBe(r.global.distance);
          expect(r.global.zones![SPEED_ZONE_IDS[zone]!].time).toBe(r.global.time);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('translating time changes nothing but the instants', () => {
    fc.assert(
      fc.property(
        traceArb,
        configArb,
        fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
        (trace, config, shift) => {
          const moved = { ...trace, t: trace.t.map((t) => t + shift) };
          const movedConfig: MetricsConfig = {
            ...config,
            windows: {
              periods: config.windows.periods.map((w) => ({
                ...w,
                start: w.start + shift,
                end: w.end + shift,
              })),
              sessions: config.windows.sessions.map((w) => ({
                ...w,
                start: w.start + shift,
                end: w.end + shift,
              })),
            },
          };
          const a = fold(config, [trace]);
          const b = fold(movedConfig, [moved]);
          const back = (r: MetricsResult): MetricsResult => ({
            ...r,
            extended: {
              ...r.extended,
              speedSerie: r.extended.speedSerie.map((p) => ({ ...p, ts: p.ts - shift })),
              hrSerie: r.extended.hrSerie.map((p) => ({ ...p, ts: p.ts - shift })),
              sprintHistory: r.extended.sprintHistory.map((e) => ({
                ...e,
                start: e.start - shift,
                end: e.end - shift,
              })),
              a2History: r.extended.a2History.map((e) => ({
                ...e,
                start: e.start - shift,
                end: e.end - shift,
              })),
              d2History: r.extended.d2History.map((e) => ({
                ...e,
                start: e.start - shift,
                end: e.end - shift,
              })),
            },
          });
          expect(back(b)).toStrictEqual(a);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('translating positions changes nothing but the heat map', () => {
    // Local x/y on a 1/1024 m lattice, every sample on the grid: all differences are exact, so
    // the figures are bit-identical. Interpolated samples round differently once moved: there the
    // totals agree to 1e-9.
    const lattice = (v: number) => Math.round(v * 1024) / 1024;
    fc.assert(
      fc.property(
        traceOptions,
        configArb,
        fc.integer({ min: -(2 ** 20), max: 2 ** 20 }),
        fc.integer({ min: -(2 ** 20), max: 2 ** 20 }),
        (options, config, dx, dy) => {
          const onGrid = syntheticPlayer({
            ...options,
            positions: 'xy',
            dropRate: 0,
            gaps: 0,
            spikes: 0,
            start: START,
          });
          const x = onGrid.x!.map(lattice);
          const y = onGrid.y!.map(lattice);
          const detect = { ...config, cleaning: { ...config.cleaning, nominalRateHz: 'detect' as const } };
          const a = fold(detect, [{ ...onGrid, x, y }]);
          const b = fold(detect, [{ ...onGrid, x: x.map((v) => v + dx / 64), y: y.map((v) => v + dy / 64) }]);
          const { heatmap: _a, ...extendedA } = a.extended;
          const { heatmap: _b, ...extendedB } = b.extended;
          expect([b.global, b.periods, b.sessions, extendedB]).toStrictEqual([
            a.global,
            a.periods,
            a.sessions,
            extendedA,
          ]);
          expect(b.extended.heatmap.cells.reduce((s, c) => s + c.count, 0)).toBe(
            a.extended.heatmap.cells.reduce((s, c) => s + c.count, 0),
          );

          const gappy = syntheticPlayer({ ...options, positions: 'xy', start: START });
          const c = fold(config, [gappy]);
          const d = fold(config, [
            { ...gappy, x: gappy.x!.map((v) => v + dx / 64), y: gappy.y!.map((v) => v + dy / 64) },
          ]);
          expect(d.global.time).toBe(c.global.time);
          expect(close(d.global.distance, c.global.distance)).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('a single position spike changes the distance by less than 5 cm', () => {
    // The fix is dropped and its position interpolated from its neighbours: the error is the
    // sagitta of the path over 0.2 s, under 2.5 cm with a lateral acceleration under 5 m/s².
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 3, max: 60 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 20, max: 60, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (seed, seconds, where, jump, angle) => {
          const clean = syntheticPlayer({ seed, seconds, positions: 'xy', start: START });
          const i = 1 + Math.floor(where * (clean.t.length - 2.5)); // any sample but the first and last
          const x = clean.x!.slice();
          const y = clean.y!.slice();
          x[i] = x[i]! + jump * Math.cos(angle);
          y[i] = y[i]! + jump * Math.sin(angle);
          const spiked = fold(defaultMetricsConfig(), [{ ...clean, x, y }]);
          expect(spiked.cleaning.spikes).toBe(1);
          expect(
            Math.abs(spiked.global.distance - fold(defaultMetricsConfig(), [clean]).global.distance),
          ).toBeLessThan(0.05);
        },
      ),
      { numRuns: 200 },
    );
  });
});
