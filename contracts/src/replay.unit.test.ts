import { describe, expect, it } from 'vitest';
import {
  countAtMost,
  decodeReplayColumns,
  encodeReplayColumns,
  replayFiguresAt,
  replaySpan,
  type ReplayColumns,
} from './replay.ts';

const T0 = 1_000_000;
/** Steps 0, 1, 2 and, after a break, 5 (3 and 4 untracked); heart rate on steps 0 and 5. */
const columns: ReplayColumns = {
  start: T0,
  steps: [0, 1, 2, 5],
  speeds: [1, 2, 3, 4],
  distances: [1, 3, 6, 10],
  hids: [0, 0, 2, 5],
  hirs: [0, 0, 1, 1],
  sprints: [0, 0, 0, 1],
  hrSteps: [0, 5],
  heartRates: [120, 150],
  accelerationEnds: [T0 + 1_500, T0 + 5_200],
};

describe('replayFiguresAt', () => {
  it('counts a step once it has ended, as eventPlayerAnalyses(to:)', () => {
    expect(replayFiguresAt(columns, T0 - 1)).toMatchObject({ time: 0, distance: 0, speed: null });
    expect(replayFiguresAt(columns, T0 + 999)).toMatchObject({ time: 0, distance: 0 });
    expect(replayFiguresAt(columns, T0 + 1_000)).toMatchObject({ time: 1, distance: 1, speed: 1 });
    expect(replayFiguresAt(columns, T0 + 3_000)).toMatchObject({ time: 3, distance: 6, hid: 2, hir: 1 });
  });

  it('holds the totals through a break, with no speed there', () => {
    expect(replayFiguresAt(columns, T0 + 4_500)).toMatchObject({ time: 3, distance: 6, speed: null });
    expect(replayFiguresAt(columns, T0 + 6_000)).toMatchObject({
      time: 4,
      distance: 10,
      sprint: 1,
      speed: 4,
    });
  });

  it('shows a heart rate for 5 s after its step, and the efforts ended so far', () => {
    expect(replayFiguresAt(columns, T0 + 1_000)).toMatchObject({ heartRate: 120, accelerations: 0 });
    expect(replayFiguresAt(columns, T0 + 5_000)).toMatchObject({ heartRate: 120, accelerations: 1 });
    expect(replayFiguresAt(columns, T0 + 6_000)).toMatchObject({ heartRate: 150, accelerations: 2 });
    const strapLost = { ...columns, hrSteps: [0], heartRates: [120] };
    expect(replayFiguresAt(strapLost, T0 + 6_000)).toMatchObject({ heartRate: null });
  });
});

describe('countAtMost and replaySpan', () => {
  it('count the values up to a limit, and span the first step to the last step’s end', () => {
    expect([0, 1, 5, 6, 99].map((n) => countAtMost([1, 1, 5], n))).toEqual([0, 2, 3, 3, 3]);
    expect(replaySpan([columns, { ...columns, start: T0 - 2_000, steps: [1] }])).toEqual({
      from: T0 - 1_000,
      to: T0 + 6_000,
    });
    expect(replaySpan([{ ...columns, steps: [] }])).toBeNull();
  });
});

describe('encodeReplayColumns', () => {
  it('gives back exactly the same columns (doubles stay doubles)', () => {
    const precise = { ...columns, distances: [0.1 + 0.2, Math.PI, 1e-300, 12345.678901234567], hrSteps: [0] };
    const odd = { ...precise, heartRates: [120.25] };
    expect(decodeReplayColumns(encodeReplayColumns(odd))).toEqual(odd);
    const empty = { ...columns, steps: [], speeds: [], distances: [], hids: [], hirs: [], sprints: [] };
    expect(decodeReplayColumns(encodeReplayColumns(empty))).toEqual(empty);
  });
});
