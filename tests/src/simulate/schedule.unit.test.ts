import { describe, expect, it } from 'vitest';
import { traceBatch } from '@stride/projector/metrics/synthetic';
import { anchoredSlice, assignTraces, dueCount, roundMs, traceElapsedMs, type Trace } from './schedule.ts';
import { toTrace } from './traces.ts';

const trace = (t: number[]): Trace => ({
  label: 't',
  batch: traceBatch({ t, x: t.map((v) => v / 100), y: t.map(() => 0) }),
});

describe('the simulator clock', () => {
  it('runs the trace at speed, at most the lead ahead of the wall clock', () => {
    expect(traceElapsedMs(2000, 1, 50_000)).toBe(2000);
    expect(traceElapsedMs(2000, 10, 50_000)).toBe(20_000);
    // 10 s into a ten-times run the samples would be 90 s ahead: they stay 50 s ahead.
    expect(traceElapsedMs(10_000, 10, 50_000)).toBe(60_000);
    expect(traceElapsedMs(-5, 2, 50_000)).toBe(0);
  });

  it('counts the samples due at a trace time (inclusive)', () => {
    const tr = trace([0, 100, 200, 300, 1000]);
    expect([-1, 0, 99, 100, 250, 999, 1000, 5000].map((e) => dueCount(tr, e))).toEqual([
      0, 1, 1, 2, 3, 4, 5, 5,
    ]);
  });

  it('moves a slice of the trace to the anchor, whole milliseconds, channels kept', () => {
    const tr = trace([0, 100, 200, 300]);
    const slice = anchoredSlice(tr, 1, 3, 1_777_000_000_000.4);
    expect([...slice.t]).toEqual([1_777_000_000_100, 1_777_000_000_200]);
    expect([...slice.x!]).toEqual([1, 2]);
    expect(slice.lat).toBeNull();
    // A copy: the trace is not changed.
    expect(tr.batch.t[1]).toBe(100);
  });

  it('sends a round per second of trace, slower when the devices would pass the request rate', () => {
    expect(roundMs(1, 25, 80)).toBe(1000);
    // 25 devices ten times faster: 250 requests a second, so rounds of 312.5 ms (3.1 s of play).
    expect(roundMs(10, 25, 80)).toBe(312.5);
    expect(roundMs(10, 3, 80)).toBe(100);
    expect(roundMs(1000, 1, 80)).toBe(50);
  });

  it('deals the traces to the devices in turn', () => {
    const [a, b] = [trace([0]), trace([0, 1])];
    expect(assignTraces(['d1', 'd2', 'd3'], [a, b]).map((x) => [x.device, x.trace])).toEqual([
      ['d1', a],
      ['d2', b],
      ['d3', a],
    ]);
    expect(assignTraces(['d1'], [])).toEqual([]);
  });
});

describe('toTrace', () => {
  it('starts at 0, thins to the rate, and leaves values the gateway refuses out', () => {
    const start = Date.UTC(2026, 4, 2, 18);
    const first = traceBatch({
      t: [start, start + 50, start + 100, start + 150],
      lat: [48.1, 48.1, 48.1, 95],
      lon: [11.5, 11.5, 11.5, 11.5],
      hr: [150, 151, 400, 153],
    });
    const second = traceBatch({ t: [start + 200], lat: [48.2], lon: [11.6], hr: [155] });
    const out = toTrace('file', [first, second], 10)!;
    expect([...out.batch.t]).toEqual([0, 100, 200]);
    expect([...out.batch.hr!]).toEqual([150, Number.NaN, 155]);
    expect([...out.batch.lat!]).toEqual([48.1, 48.1, 48.2]);
    expect(out.batch.x).toBeNull();
    expect(toTrace('empty', [], 10)).toBeNull();
  });
});
