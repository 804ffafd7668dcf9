/**
 * The engine on hand-computed traces. Most traces carry the device speed with smoothing off (a
 * Savitzky–Golay window of ±1 point is the identity), so every interval's speed is the mean of two
 * sample speeds and the expected figures can be worked out on paper: they are, in the comments.
 */
import { defaultMetricsConfig, type MetricsConfig, type MetricsResult } from '@stride/contracts/metrics';
import type { SampleBatch } from '@stride/contracts/samples';
import { describe, expect, it } from 'vitest';
import { finish, init, push, snapshot } from './engine.ts';
import { metresPerDegree } from './geo.ts';
import { energyCost, tabulatedEnergyCost } from './metabolic.ts';
import { traceBatch } from './synthetic.ts';

const T0 = Date.UTC(2024, 2, 2, 15);

type ConfigPatch = Partial<Omit<MetricsConfig, 'cleaning' | 'heartRate'>> & {
  cleaning?: Partial<MetricsConfig['cleaning']>;
  heartRate?: Partial<MetricsConfig['heartRate']>;
};

function config(patch: ConfigPatch = {}): MetricsConfig {
  const base = defaultMetricsConfig();
  return {
    ...base,
    ...patch,
    cleaning: { ...base.cleaning, ...patch.cleaning },
    heartRate: { ...base.heartRate, ...patch.heartRate },
  };
}

/** Device speed used as is: no smoothing, central-difference acceleration. */
const RAW = config({ cleaning: { smoothingHalfWindowSeconds: 0, accelerationHalfWindowSeconds: 0.1 } });

function run(cfg: MetricsConfig, ...batches: SampleBatch[]): MetricsResult {
  const state = init(cfg);
  for (const batch of batches) push(state, batch);
  return finish(state);
}

/** 10 Hz samples with these device speeds (m/s), positions integrated along x. */
function speedTrace(speeds: readonly number[], start = T0): SampleBatch {
  const x = [0];
  for (let i = 1; i < speeds.length; i++) x.push(x[i - 1]! + ((speeds[i - 1]! + speeds[i]!) / 2) * 0.1);
  return traceBatch({ t: speeds.map((_, i) => start + i * 100), x, y: speeds.map(() => 0), speed: speeds });
}

/** 10 Hz samples moving along x at `speed` m/s from `from` ms to `to` ms after T0, inclusive. */
function straight(
  speed: number,
  from: number,
  to: number,
  x0 = 0,
): { t: number[]; x: number[]; y: number[] } {
  const t: number[] = [];
  const x: number[] = [];
  for (let ms = from; ms <= to; ms += 100) {
    t.push(T0 + ms);
    x.push(x0 + (speed * (ms - from)) / 1000);
  }
  return { t, x, y: t.map(() => 0) };
}

const repeat = (value: number, times: number) => Array.from({ length: times }, () => value);

describe('distance, time and zones', () => {
  it('a straight line at 5 m/s for 10 s: 50 m, 10 s, all in z3 (14.4–19.8 km/h), no acceleration', () => {
    const r = run(config(), traceBatch(straight(5, 0, 10_000)));
    expect(r.global.distance).toBe(50);
    expect(r.global.time).toBe(10);
    expect(r.global.avgSpeed).toBe(5);
    expect(r.global.maxSpeed).toBe(5);
    expect(r.global.distancePerMinute).toBe(300);
    expect(r.global.maxAcceleration).toBe(0);
    expect(r.global.minAcceleration).toBe(0);
    expect(r.global.zones!.z3).toEqual({ time: 10, distance: 50, entries: 1 });
    expect(r.global.zones!.z2).toEqual({ time: 0, distance: 0, entries: 0 });
    expect(r.global.hid).toBe(0);
    expect(r.cleaning.sampleIntervalMs).toBe(100);
  });

  it('zone edges are inclusive below: exactly 19.8 km/h (5.5 m/s) is z4 and counts as hid', () => {
    const r = run(RAW, speedTrace(repeat(5.5, 21)));
    expect(r.global.zones!.z4.time).toBe(2);
    expect(r.global.hid).toBeCloseTo(11, 12);
  });

  it('zone entries count changes of zone, the first interval included', () => {
    // Intervals: 2 × z1 (1.5 m/s), then (1.5+3)/2 = 2.25 m/s (z2) and 3 m/s (z2), then back to z1.
    const r = run(RAW, speedTrace([1.5, 1.5, 1.5, 3, 3, 1.5, 1.5]));
    expect(r.global.zones!.z1.entries).toBe(2);
    expect(r.global.zones!.z2.entries).toBe(1);
  });
});

describe('sprints and high-intensity runs', () => {
  // 8 m/s is 28.8 km/h; the intervals into and out of a run at 8 from 5 m/s are at 6.5 m/s
  // (23.4 km/h): above the hir threshold (19.8), below the sprint one less hysteresis (24.7).
  const sprint = (points: number) => [...repeat(5, 20), ...repeat(8, points), ...repeat(5, 20)];

  it('1.0 s at ≥ 25.2 km/h is a sprint: 11 samples at 8 m/s make 10 intervals', () => {
    const r = run(RAW, speedTrace(sprint(11)));
    expect(r.global.sprint!.count).toBe(1);
    expect(r.global.sprint!.distance).toBeCloseTo(8, 12); // 10 intervals × 0.8 m
    expect(r.global.sprint!.maxSpeed).toBe(8);
    expect(r.extended.sprintHistory).toHaveLength(1);
    const [one] = r.extended.sprintHistory;
    expect(one!.start).toBe(T0 + 2000); // the interval from sample 20
    expect(one!.end).toBe(T0 + 3000);
    expect(one!.max).toBe(8);
    expect(one!.min).toBe(8);
  });

  it('0.9 s is not a sprint, but the same run is a high-intensity run (1.1 s at ≥ 19.8 km/h)', () => {
    const r = run(RAW, speedTrace(sprint(10)));
    expect(r.global.sprint!.count).toBe(0);
    expect(r.global.sprint!.maxSpeed).toBeNull();
    expect(r.global.hir!.count).toBe(1);
    // 9 intervals at 8 m/s and the two at 6.5 m/s.
    expect(r.global.hir!.distance).toBeCloseTo(0.65 + 9 * 0.8 + 0.65, 12);
    // hid is distance at ≥ 19.8 km/h whatever the duration.
    expect(r.global.hid).toBeCloseTo(0.65 + 9 * 0.8 + 0.65, 12);
  });

  it('a dip of 0.4 s below (threshold − hysteresis) does not end a sprint; 0.5 s does', () => {
    // Three samples at 5 m/s between two runs: intervals 6.5, 5, 5, 6.5 (4 below = 0.4 s).
    const dip = (points: number) => [
      ...repeat(5, 20),
      ...repeat(8, 11),
      ...repeat(5, points),
      ...repeat(8, 11),
      ...repeat(5, 20),
    ];
    const one = run(RAW, speedTrace(dip(3)));
    expect(one.global.sprint!.count).toBe(1);
    expect(one.global.sprint!.distance).toBeCloseTo(8 + 0.65 + 0.5 + 0.5 + 0.65 + 8, 12);
    expect(one.extended.sprintHistory[0]!.min).toBe(5);
    const two = run(RAW, speedTrace(dip(4)));
    expect(two.global.sprint!.count).toBe(2);
    expect(two.global.sprint!.distance).toBeCloseTo(16, 12);
    expect(two.extended.sprintHistory.map((s) => s.distance)).toEqual([
      expect.closeTo(8, 12),
      expect.closeTo(8, 12),
    ]);
  });

  it('a sprint still running counts in a snapshot and is closed by finish', () => {
    const state = init(RAW);
    push(state, speedTrace([...repeat(5, 20), ...repeat(8, 30)]));
    const live = snapshot(state);
    expect(live.global.sprint!.count).toBe(1);
    expect(finish(state).global.sprint!.count).toBe(1);
    expect(finish(state).extended.sprintHistory[0]!.end).toBe(T0 + 4900);
  });
});

describe('accelerations and decelerations', () => {
  // Samples 0–20 at 2 m/s, a ramp of 0.25 m/s per sample (2.5 m/s²) to 4 m/s at sample 28,
  // 20 samples at 4, a ramp back. Central differences: 1.25 m/s² at samples 20 and 28, 2.5 in
  // between; an interval takes the mean of its ends: 0.625, 1.875, 6 × 2.5 (samples 21 to 27),
  // 1.875, 0.625.
  const ramp = (from: number, to: number) => {
    const out: number[] = [];
    for (let i = 1; i <= Math.abs(to - from) / 0.25; i++) out.push(from + Math.sign(to - from) * 0.25 * i);
    return out;
  };
  const speeds = [...repeat(2, 21), ...ramp(2, 4), ...repeat(4, 20), ...ramp(4, 2), ...repeat(2, 20)];

  it('counts each band once: ≥ 1 m/s² for 0.8 s (a1), ≥ 2 m/s² for 0.6 s (a2), never 3 (a3)', () => {
    const r = run(RAW, speedTrace(speeds));
    expect(r.global.maxAcceleration).toBe(2.5);
    expect(r.global.minAcceleration).toBe(-2.5);
    // a1: 8 intervals from 2 to 4 m/s, mean speed 3 m/s → 2.4 m; a2: 6 intervals, 2.25 → 3.75 m/s.
    expect(r.global.accelerations!.a1.count).toBe(1);
    expect(r.global.accelerations!.a1.distance).toBeCloseTo(2.4, 12);
    expect(r.global.accelerations!.a2.count).toBe(1);
    expect(r.global.accelerations!.a2.distance).toBeCloseTo(1.8, 12);
    expect(r.global.accelerations!.a3).toEqual({ count: 0, distance: 0 });
    expect(r.global.decelerations!.d1.count).toBe(1);
    expect(r.global.decelerations!.d1.distance).toBeCloseTo(2.4, 12);
    expect(r.global.decelerations!.d2.count).toBe(1);
    expect(r.global.decelerations!.d3.count).toBe(0);
    expect(r.extended.a2History).toHaveLength(1);
    const { distance, ...a2 } = r.extended.a2History[0]!;
    expect(a2).toEqual({ start: T0 + 2100, end: T0 + 2700, max: 2.5, min: 2.5 });
    expect(distance).toBeCloseTo(1.8, 12);
    expect(r.extended.d2History).toHaveLength(1);
    expect(r.extended.d2History[0]!.max).toBe(-2.5);
  });

  it('an acceleration held less than 0.5 s does not count', () => {
    // A ramp of 4 samples: 4 intervals ≥ 1 m/s² (0.4 s), 2 intervals ≥ 2 m/s².
    const r = run(RAW, speedTrace([...repeat(2, 21), ...ramp(2, 3), ...repeat(3, 20)]));
    expect(r.global.maxAcceleration).toBe(2.5);
    expect(r.global.accelerations!.a1.count).toBe(0);
    expect(r.global.accelerations!.a2.count).toBe(0);
  });

  // A burst a(t) = 4·sin²(πt/T) m/s² for 0 ≤ t ≤ T: at or above 3 m/s² while sin² ≥ 3/4, that is
  // for T/3. The speed is its integral: 2 + 4·(t/2 − T/(4π)·sin(2πt/T)) m/s during the burst.
  const burst = (T: number, phase: number): number[] => {
    const speed = (t: number) =>
      t <= 0
        ? 2
        : t >= T
          ? 2 + 2 * T
          : 2 + 4 * (t / 2 - (T / (4 * Math.PI)) * Math.sin((2 * Math.PI * t) / T));
    return Array.from({ length: 60 }, (_, i) => speed((i - 20) * 0.1 + phase));
  };
  const phases = Array.from({ length: 10 }, (_, i) => i * 0.01);

  it('times an effort from crossing to crossing: the same burst counts the same wherever the samples fall', () => {
    // T = 1.65 s: 0.55 s at ≥ 3 m/s² (a central difference of the speed reads a little less).
    // T = 1.35 s: 0.45 s. Whole intervals would give 4 or 5 of them for the second burst
    // depending on where the samples fall, and count it for some of these sample times.
    const counts = (T: number) =>
      phases.map((phase) => run(RAW, speedTrace(burst(T, phase))).global.accelerations!.a3.count);
    expect(counts(1.65)).toEqual(phases.map(() => 1));
    expect(counts(1.35)).toEqual(phases.map(() => 0));
    // Both bursts are a2 efforts (≥ 2 m/s² for T/2: 0.83 s and 0.68 s) at every phase.
    expect(
      phases.map((phase) => run(RAW, speedTrace(burst(1.35, phase))).global.accelerations!.a2.count),
    ).toEqual(phases.map(() => 1));
  });
});

describe('heart rate', () => {
  // 60 s at 150 bpm, then 60 s at 170 bpm (1 Hz, the last sample closes the last interval).
  const hrTrace = () => {
    const t: number[] = [];
    const hr: number[] = [];
    for (let s = 0; s <= 120; s++) {
      t.push(T0 + s * 1000);
      hr.push(s < 60 ? 150 : 170);
    }
    return traceBatch({ t, hr });
  };
  const player = { max: 190, rest: 50 };

  it('min, max, time-weighted mean and zones by % of max HR', () => {
    const r = run(config({ heartRate: player }), hrTrace());
    const hr = r.global.heartRate!;
    expect([hr.min, hr.max, hr.avg, hr.time]).toEqual([150, 170, 160, 120]);
    // 150 / 190 = 79 % (zone 70–80), 170 / 190 = 89 % (zone 80–90).
    expect(hr.zones).toEqual([0, 0, 60, 60, 0]);
    // Edwards: 1 min × 3 + 1 min × 4.
    expect(hr.edwardsTrimp).toBeCloseTo(7, 12);
    // Banister: HRr = 100/140 and 120/140; 1 min × HRr × 0.64·e^(1.92·HRr) each:
    // 0.714286 × 0.64 × e^1.371429 = 1.801589, 0.857143 × 0.64 × e^1.645714 = 2.844185.
    expect(hr.banisterTrimp).toBeCloseTo(4.645774, 6);
    expect(r.global.time).toBe(0);
    expect(r.extended.hrSerie).toHaveLength(120);
    expect(r.extended.hrSerie[59]).toEqual({ ts: T0 + 59_000, value: 150 });
  });

  it("Banister uses women's coefficients: 0.86·e^(1.67·HRr)", () => {
    const r = run(config({ heartRate: { ...player, sex: 'female' } }), hrTrace());
    // 0.714286 × 0.86 × e^1.192857 = 2.024984, 0.857143 × 0.86 × e^1.431429 = 3.084702.
    expect(r.global.heartRate!.banisterTrimp).toBeCloseTo(5.109686, 6);
  });

  it('without max HR there are no zones and no TRIMP; out-of-range values are dropped', () => {
    const batch = traceBatch({ t: [T0, T0 + 1000, T0 + 2000], hr: [120, 300, 124] });
    const r = run(config(), batch);
    expect(r.global.heartRate).toMatchObject({
      min: 120,
      max: 124,
      zones: null,
      edwardsTrimp: null,
      banisterTrimp: null,
    });
    expect(r.global.heartRate!.avg).toBe(120);
    expect(r.cleaning.hrOutOfRange).toBe(1);
  });

  it('no heart-rate sample: heartRate is null', () => {
    expect(run(config(), traceBatch(straight(5, 0, 1000))).global.heartRate).toBeNull();
  });
});

describe('gaps', () => {
  it('a gap longer than 1 s breaks the series: no distance across it, untracked time instead', () => {
    const a = straight(5, 0, 5000);
    const b = straight(5, 8000, 13_000, 40); // 15 m further than the end of a
    const r = run(config(), traceBatch({ t: [...a.t, ...b.t], x: [...a.x, ...b.x], y: [...a.y, ...b.y] }));
    expect(r.global.time).toBe(10);
    expect(r.global.untrackedTime).toBe(3);
    expect(r.global.distance).toBe(50);
    expect(r.global.ratios.trackedShare).toBeCloseTo(10 / 13, 12);
    expect(r.cleaning.breaks).toBe(1);
  });

  it('1 s without samples (1.1 s between two at 10 Hz) is interpolated; 1.1 s without is not', () => {
    const line = (gapTo: number) => {
      const a = straight(5, 0, 5000);
      const b = straight(5, gapTo, 10_000, (5 * gapTo) / 1000);
      return traceBatch({ t: [...a.t, ...b.t], x: [...a.x, ...b.x], y: [...a.y, ...b.y] });
    };
    const bridged = run(config(), line(6100));
    expect(bridged.global.time).toBe(10);
    expect(bridged.global.untrackedTime).toBe(0);
    expect(bridged.global.distance).toBeCloseTo(50, 9);
    const broken = run(config(), line(6200));
    expect(broken.global.time).toBeCloseTo(8.8, 12);
    expect(broken.global.untrackedTime).toBeCloseTo(1.2, 12);
    expect(broken.global.distance).toBeCloseTo(44, 9);
  });
});

describe('cleaning', () => {
  it('drops a single position spike: the same figures as without it', () => {
    const clean = straight(5, 0, 10_000);
    const spiked = { ...clean, y: clean.y.map((y, i) => (i === 40 ? 30 : y)) };
    const r = run(config(), traceBatch(spiked));
    expect(r.cleaning.spikes).toBe(1);
    const { cleaning: _a, ...withSpike } = r;
    const { cleaning: _b, ...without } = run(config(), traceBatch(clean));
    expect(withSpike).toStrictEqual(without);
  });

  it('drops repeated and older samples and counts them', () => {
    const r = run(
      config(),
      traceBatch({
        t: [T0, T0 + 100, T0 + 100, T0 + 50, T0 + 200],
        x: [0, 0.5, 9, 9, 1],
        y: [0, 0, 0, 0, 0],
      }),
    );
    expect(r.cleaning).toMatchObject({ samples: 5, duplicates: 1, outOfOrder: 1 });
    expect(r.global.distance).toBeCloseTo(1, 12);
  });

  it('detects the sample rate: the median interval of the first fixes', () => {
    const at = (ms: number) => {
      const t: number[] = [];
      for (let i = 0; i * ms <= 10_000; i++) t.push(T0 + i * ms);
      return traceBatch({ t, x: t.map((ti) => ((ti - T0) * 5) / 1000), y: t.map(() => 0) });
    };
    expect(run(config(), at(50)).cleaning.sampleIntervalMs).toBe(50);
    expect(run(config(), at(1000)).cleaning.sampleIntervalMs).toBe(1000);
    expect(run(config(), at(1000)).global.distance).toBe(50);
  });

  it('projects WGS84 with the ellipsoid radii at the origin: degree lengths as in the WGS84 tables', () => {
    // Metres per degree of latitude / longitude: 110 574 / 111 320 at 0°, 111 132 / 78 847 at 45°,
    // 111 412 / 55 800 at 60°.
    for (const [lat, ky, kx] of [
      [0, 110_574, 111_320],
      [45, 111_132, 78_847],
      [60, 111_412, 55_800],
    ] as const) {
      expect(Math.abs(metresPerDegree(lat).ky - ky)).toBeLessThan(2);
      expect(Math.abs(metresPerDegree(lat).kx - kx)).toBeLessThan(2);
    }
  });

  it('measures a 100 m run north in WGS84 (0.1 % from a spherical haversine, the sphere is off)', () => {
    const lat0 = 41.726;
    const lon0 = -9.1237;
    const { ky } = metresPerDegree(lat0);
    const t: number[] = [];
    const lat: number[] = [];
    for (let i = 0; i <= 200; i++) {
      t.push(T0 + i * 100);
      lat.push(lat0 + (i * 0.5) / ky);
    }
    const r = run(config(), traceBatch({ t, lat, lon: t.map(() => lon0) }));
    expect(r.global.distance).toBeCloseTo(100, 6);
    // The mean-radius sphere overstates a meridian degree at 41.7° by 0.11 %.
    const haversine = 6_371_008.8 * (Math.PI / 180) * (lat.at(-1)! - lat0);
    expect(Math.abs(r.global.distance - haversine) / haversine).toBeLessThan(2e-3);
    expect(r.extended.heatmap.origin).toEqual({ lat: lat0, lon: lon0 });
    expect(r.extended.heatmap.cells[0]!.lat).toBeCloseTo(lat0 + 1 / ky, 9);
  });
});

describe('windows', () => {
  const cfg = config({
    windows: {
      periods: [
        { id: 'p1', start: T0, end: T0 + 4000 },
        { id: 'p2', start: T0 + 4000, end: T0 + 10_000 },
      ],
      sessions: [{ id: 's1', start: T0 + 2000, end: T0 + 6000 }],
    },
  });

  it('each interval counts in the windows containing its start', () => {
    const r = run(cfg, traceBatch(straight(5, 0, 10_000)));
    expect([r.periods.p1!.time, r.periods.p1!.distance]).toEqual([4, 20]);
    expect([r.periods.p2!.time, r.periods.p2!.distance]).toEqual([6, 30]);
    expect([r.sessions.s1!.time, r.sessions.s1!.distance]).toEqual([4, 20]);
    expect(r.global.distance).toBe(50);
  });

  it('an effort counts in the windows containing its start, untracked time where it falls', () => {
    const speeds = [...repeat(5, 50), ...repeat(8, 15), ...repeat(5, 36)];
    const r = run({ ...RAW, windows: cfg.windows }, speedTrace(speeds));
    expect(r.periods.p1!.sprint!.count).toBe(0);
    expect(r.periods.p2!.sprint!.count).toBe(1);
    expect(r.sessions.s1!.sprint!.count).toBe(1);
    const a = straight(5, 0, 3000);
    const b = straight(5, 5000, 10_000, 25);
    const gap = run(cfg, traceBatch({ t: [...a.t, ...b.t], x: [...a.x, ...b.x], y: [...a.y, ...b.y] }));
    expect(gap.periods.p1!.untrackedTime).toBe(1);
    expect(gap.periods.p2!.untrackedTime).toBe(1);
    expect(gap.sessions.s1!.untrackedTime).toBe(2);
  });
});

describe('metabolic power', () => {
  it('at a constant 5.5 m/s: 3.6 J/kg/m × 1.29 (grass) × 5.5 m/s = 25.54 W/kg, above 25.5', () => {
    const r = run(RAW, speedTrace(repeat(5.5, 101)));
    expect(r.global.metabolic!.avgPower).toBeCloseTo(3.6 * 1.29 * 5.5, 5);
    expect(r.global.metabolic!.energy).toBeCloseTo(3.6 * 1.29 * 55, 4);
    expect(r.global.metabolic!.highMetabolicLoadDistance).toBeCloseTo(55, 9);
    expect(r.global.ratios.highMetabolicLoadShare).toBeCloseTo(1, 12);
  });

  it('the tabulated energy cost is within 1e-6 of the formula', () => {
    for (let a = -6; a <= 6; a += 0.001) {
      const exact = energyCost(a / 9.81);
      expect(Math.abs(tabulatedEnergyCost(a) - exact) / exact).toBeLessThan(1e-6);
    }
  });
});

describe('series and heat map', () => {
  it('one speed point per second: mean speed, cumulative distance; the last partial step at finish', () => {
    const r = run(config(), traceBatch(straight(5, 0, 3500)));
    expect(r.extended.speedSerie.map((p) => [p.n, p.ts - T0, p.value, p.distance])).toEqual([
      [0, 0, 5, 5],
      [1, 1000, 5, 10],
      [2, 2000, 5, 15],
      [3, 3000, 5, 17.5],
    ]);
  });

  it('counts every resampled position in its cell', () => {
    const r = run(config(), traceBatch(straight(1, 0, 5000)));
    // 51 positions from x = 0 to 5 m: cells of 2 m hold 20, 20 and 11.
    expect(r.extended.heatmap.cells.map((c) => [c.ix, c.iy, c.count, c.lat])).toEqual([
      [0, 0, 20, null],
      [1, 0, 20, null],
      [2, 0, 11, null],
    ]);
    expect(r.extended.heatmap.sampleSeconds).toBe(0.1);
  });

  it('keeps every cell when there are more than its cache and first table hold', () => {
    // 10 cm cells, one position every 50 cm over 300 m: 601 cells, many sharing a cache slot.
    const r = run(config({ heatmapCellSize: 0.1 }), traceBatch(straight(5, 0, 60_000)));
    expect(r.extended.heatmap.cells).toHaveLength(601);
    expect(r.extended.heatmap.cells.every((c, i) => c.ix === 5 * i && c.iy === 0 && c.count === 1)).toBe(
      true,
    );
  });
});

describe('snapshot and finish', () => {
  it('leave the state as it was', () => {
    const whole = traceBatch(straight(5, 0, 10_000));
    const state = init(config());
    push(
      state,
      traceBatch({ t: [...whole.t.subarray(0, 40)], x: [...whole.x!.subarray(0, 40)], y: repeat(0, 40) }),
    );
    const live = snapshot(state);
    finish(state);
    expect(snapshot(state)).toStrictEqual(live);
    push(
      state,
      traceBatch({ t: [...whole.t.subarray(40)], x: [...whole.x!.subarray(40)], y: repeat(0, 61) }),
    );
    expect(finish(state)).toStrictEqual(run(config(), whole));
  });

  it('a snapshot holds back the last points, whose smoothing window is not complete yet', () => {
    const state = push(init(config()), traceBatch(straight(5, 0, 10_000)));
    // ±8 points of low-pass, ±1 for the speed, ±1 for the acceleration: 10 points (1 s) are not final yet.
    expect(snapshot(state).global.time).toBeCloseTo(9, 12);
    expect(finish(state).global.time).toBe(10);
  });

  it('rejects an unusable configuration', () => {
    expect(() => init(config({ speedZoneEdgesKmh: [3.6, 7.2] }))).toThrow(RangeError);
  });
});
