/**
 * Replay (issue 20): a selection's record as columns of 1-second steps, and the figures it gives
 * as of an instant. The API serves the columns (`eventReplay`), the web app's replay screen reads
 * them at its clock's time, and `eventPlayerAnalyses(to:)` applies the same rule to the same
 * series: a step counts once it has ended (its start + 1 s) by the instant.
 */

/** One selection's replay: the record's speed series and heart-rate series as columns. */
export interface ReplayColumns {
  /** Epoch ms of step 0 (the series' t0): step n covers [start + n s, start + (n + 1) s). */
  readonly start: number;
  /** Step numbers with tracked time, ascending (no steps inside breaks). */
  readonly steps: readonly number[];
  /** Mean speed of each step, m/s. */
  readonly speeds: readonly number[];
  /** Cumulative metres at the end of each step. */
  readonly distances: readonly number[];
  /** Cumulative high-intensity metres at the end of each step. */
  readonly hids: readonly number[];
  /** High-intensity runs counted by the end of each step. */
  readonly hirs: readonly number[];
  /** Sprints counted by the end of each step. */
  readonly sprints: readonly number[];
  /** Heart-rate steps (same grid as `steps`), ascending. */
  readonly hrSteps: readonly number[];
  /** Mean heart rate of each heart-rate step, bpm. */
  readonly heartRates: readonly number[];
  /** End of each acceleration effort from 2 m/s² (epoch ms), ascending. */
  readonly accelerationEnds: readonly number[];
}

/** A selection's figures as of an instant (what `eventPlayerAnalyses(to:)` gives, and more). */
export interface ReplayFigures {
  /** Seconds of series up to the instant (steps with data). */
  readonly time: number;
  readonly distance: number;
  readonly hid: number;
  readonly hir: number;
  readonly sprint: number;
  /** The last ended step's mean speed (m/s); null before the first or inside a break. */
  readonly speed: number | null;
  /** The last ended heart-rate step's mean (bpm), when it ended within 5 s of the instant. */
  readonly heartRate: number | null;
  /** Acceleration efforts from 2 m/s² ended by the instant. */
  readonly accelerations: number;
}

const STEP_MS = 1000;
/** A heart rate older than this is no longer shown (the live screen's "no data" threshold). */
const HR_HOLD_MS = 5000;

/** How many of the ascending `values` are ≤ `limit` (binary search). */
export function countAtMost(values: readonly number[], limit: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (values[mid]! <= limit) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The figures as of `at` (epoch ms): the steps whose end (start + n s + 1 s) is at or before
 * `at`, the last of them carrying the cumulative values, as `eventPlayerAnalyses(to: at)`.
 */
export function replayFiguresAt(columns: ReplayColumns, at: number): ReplayFigures {
  // Step n has ended by `at` when start + (n + 1)·1000 ≤ at, i.e. n ≤ (at − start)/1000 − 1.
  const lastStep = Math.floor((at - columns.start) / STEP_MS) - 1;
  const ended = countAtMost(columns.steps, lastStep);
  const i = ended - 1;
  const hrEnded = countAtMost(columns.hrSteps, lastStep) - 1;
  const hrAt = hrEnded < 0 ? null : columns.start + (columns.hrSteps[hrEnded]! + 1) * STEP_MS;
  return {
    time: ended,
    distance: i < 0 ? 0 : columns.distances[i]!,
    hid: i < 0 ? 0 : columns.hids[i]!,
    hir: i < 0 ? 0 : columns.hirs[i]!,
    sprint: i < 0 ? 0 : columns.sprints[i]!,
    speed: i >= 0 && columns.steps[i] === lastStep ? columns.speeds[i]! : null,
    heartRate: hrAt !== null && at - hrAt < HR_HOLD_MS ? columns.heartRates[hrEnded]! : null,
    accelerations: countAtMost(columns.accelerationEnds, at),
  };
}

/** The replay's span: from the first step's start to the last step's end (epoch ms); null without steps. */
export function replaySpan(all: readonly ReplayColumns[]): { from: number; to: number } | null {
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  for (const columns of all) {
    const first = columns.steps[0];
    const last = columns.steps[columns.steps.length - 1];
    if (first === undefined || last === undefined) continue;
    from = Math.min(from, columns.start + first * STEP_MS);
    to = Math.max(to, columns.start + (last + 1) * STEP_MS);
  }
  return Number.isFinite(from) ? { from, to } : null;
}

/*
 * The columns on the wire (`SelectionReplay.columns`): one little-endian buffer (in base64), a
 * tenth of the same numbers as GraphQL lists to serialise (graphql-js completes a list item by
 * item). Exact: the cumulative figures stay doubles, so the figures read from it are the API's.
 *
 *   f64 start | u32 steps, hr steps, efforts, 0
 *   i32 steps[] hirs[] sprints[] hrSteps[] (padded to 8 bytes)
 *   f64 speeds[] distances[] hids[] heartRates[] accelerationEnds[]
 */

export function encodeReplayColumns(c: ReplayColumns): Uint8Array {
  const n = c.steps.length;
  const h = c.hrSteps.length;
  const a = c.accelerationEnds.length;
  const ints = 3 * n + h;
  const intBytes = Math.ceil((ints * 4) / 8) * 8;
  const buffer = new ArrayBuffer(24 + intBytes + (3 * n + h + a) * 8);
  const view = new DataView(buffer);
  view.setFloat64(0, c.start, true);
  view.setUint32(8, n, true);
  view.setUint32(12, h, true);
  view.setUint32(16, a, true);
  let offset = 24;
  for (const column of [c.steps, c.hirs, c.sprints, c.hrSteps]) {
    for (const value of column) {
      view.setInt32(offset, value, true);
      offset += 4;
    }
  }
  offset = 24 + intBytes;
  for (const column of [c.speeds, c.distances, c.hids, c.heartRates, c.accelerationEnds]) {
    for (const value of column) {
      view.setFloat64(offset, value, true);
      offset += 8;
    }
  }
  return new Uint8Array(buffer);
}

export function decodeReplayColumns(bytes: Uint8Array): ReplayColumns {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const n = view.getUint32(8, true);
  const h = view.getUint32(12, true);
  const a = view.getUint32(16, true);
  let offset = 24;
  const ints = (count: number) => {
    const out: number[] = new Array<number>(count);
    for (let i = 0; i < count; i++, offset += 4) out[i] = view.getInt32(offset, true);
    return out;
  };
  const floats = (count: number) => {
    const out: number[] = new Array<number>(count);
    for (let i = 0; i < count; i++, offset += 8) out[i] = view.getFloat64(offset, true);
    return out;
  };
  const steps = ints(n);
  const hirs = ints(n);
  const sprints = ints(n);
  const hrSteps = ints(h);
  offset = 24 + Math.ceil(((3 * n + h) * 4) / 8) * 8;
  return {
    start: view.getFloat64(0, true),
    steps,
    hirs,
    sprints,
    hrSteps,
    speeds: floats(n),
    distances: floats(n),
    hids: floats(n),
    heartRates: floats(h),
    accelerationEnds: floats(a),
  };
}
