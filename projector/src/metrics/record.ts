/** What the engine and the result builder share: recording efforts, the heat map's cells. */
import type { EffortRecord } from '@stride/contracts/metrics';
import {
  D_A2,
  D_D1,
  D_D2,
  D_SPRINT,
  E_ACTIVE,
  E_CONFIRMED,
  E_DIST,
  E_END_K,
  E_MAX,
  E_MIN,
  E_START_K,
  E_STRIDE,
  EFF_COUNT,
  EFF_DIST,
  mergeGridRun,
  mergeHrRun,
  mergeRangeRun,
  SPRINT_MAX,
  STRIDE,
} from './layout.ts';
import { DT_MS, GRID_ACTIVE_N, HEAT_SIZE, HR_ACTIVE_N, T0, WIN_COUNT, type MetricsState } from './state.ts';

/**
 * The open run of grid figures (and of data ranges) added to each window it is being summed for,
 * in `acc` and `rangeAcc`: the state's own blocks when the run closes, copies for a snapshot.
 */
export function mergeOpenGridRun(st: MetricsState, acc: Float64Array, rangeAcc: Float64Array): void {
  for (let j = 0; j < st.f[GRID_ACTIVE_N]!; j++) {
    mergeGridRun(acc, st.gridActive[j]! * STRIDE, st.gridRun);
    mergeRangeRun(rangeAcc, st.gridActive[j]!, st.rangeRun);
  }
}

/** The open run of heart-rate figures added to each window it is being summed for, in `acc`. */
export function mergeOpenHrRun(st: MetricsState, acc: Float64Array): void {
  for (let j = 0; j < st.f[HR_ACTIVE_N]!; j++) mergeHrRun(acc, st.hrActive[j]! * STRIDE, st.hrRun);
}

/**
 * Heat-map cells are keyed by one small integer: (ix + 2^14)·2^15 + (iy + 2^14) < 2^29. Indices are
 * clamped to [−2^14, 2^14 − 1]: at 2 m cells, ±32 km around the origin.
 */
export const CELL_OFFSET = 2 ** 14;
export const CELL_ROW = 2 ** 15;
export const EMPTY_CELL = -1;
const EMPTY = EMPTY_CELL;

export interface EffortHistories {
  sprintHistory: EffortRecord[];
  a2History: EffortRecord[];
  d2History: EffortRecord[];
}

/** Adds detector j's current effort to `acc` (windows containing its start) and to the histories. */
export function recordEffort(
  st: MetricsState,
  j: number,
  acc: Float64Array,
  histories: EffortHistories,
): void {
  const o = j * E_STRIDE;
  const eff = st.eff;
  const startK = eff[o + E_START_K]!;
  const endK = eff[o + E_END_K]!;
  const dist = eff[o + E_DIST]!;
  const dtMs = st.f[DT_MS]!;
  const rStart = startK * dtMs;
  for (let w = 0; w < st.f[WIN_COUNT]!; w++) {
    if (!(st.winStart[w]! <= rStart && rStart < st.winEnd[w]!)) continue;
    const base = w * STRIDE;
    acc[base + EFF_COUNT + j] = acc[base + EFF_COUNT + j]! + 1;
    acc[base + EFF_DIST + j] = acc[base + EFF_DIST + j]! + dist;
    if (j === D_SPRINT) acc[base + SPRINT_MAX] = Math.max(acc[base + SPRINT_MAX]!, eff[o + E_MAX]!);
  }
  const history =
    j === D_SPRINT
      ? histories.sprintHistory
      : j === D_A2
        ? histories.a2History
        : j === D_D2
          ? histories.d2History
          : null;
  if (history === null) return;
  const decel = j >= D_D1;
  history.push({
    start: st.f[T0]! + startK * dtMs,
    end: st.f[T0]! + endK * dtMs,
    max: decel ? -eff[o + E_MIN]! : eff[o + E_MAX]!,
    min: decel ? -eff[o + E_MAX]! : eff[o + E_MIN]!,
    distance: dist,
  });
}

/** Whether detector j has an open effort that already counts. */
export function openEffortCounts(st: MetricsState, j: number): boolean {
  const o = j * E_STRIDE;
  return st.eff[o + E_ACTIVE] === 1 && st.eff[o + E_CONFIRMED] === 1;
}

export function cellIx(key: number): number {
  return Math.floor(key / CELL_ROW) - CELL_OFFSET;
}

export function cellIy(key: number): number {
  return (key % CELL_ROW) - CELL_OFFSET;
}

/**
 * Adds `count` to a cell of the heat map: an open-addressing hash table in two typed arrays
 * (st.heatKeys, EMPTY where free; st.heatCounts), at most half full.
 */
export function addToHeat(st: MetricsState, key: number, count: number): void {
  let keys = st.heatKeys;
  let mask = keys.length - 1;
  let i = heatSlot(key, mask);
  for (;;) {
    const k = keys[i]!;
    if (k === key) {
      st.heatCounts[i] = st.heatCounts[i]! + count;
      return;
    }
    if (k === EMPTY) break;
    i = (i + 1) & mask;
  }
  keys[i] = key;
  st.heatCounts[i] = count;
  const size = st.f[HEAT_SIZE]! + 1;
  st.f[HEAT_SIZE] = size;
  if (size * 2 <= keys.length) return;
  const oldKeys = keys;
  const oldCounts = st.heatCounts;
  keys = emptyHeatKeys(oldKeys.length * 2);
  const counts = new Float64Array(keys.length);
  mask = keys.length - 1;
  for (let j = 0; j < oldKeys.length; j++) {
    const key2 = oldKeys[j]!;
    if (key2 === EMPTY) continue;
    let n = heatSlot(key2, mask);
    while (keys[n] !== EMPTY) n = (n + 1) & mask;
    keys[n] = key2;
    counts[n] = oldCounts[j]!;
  }
  st.heatKeys = keys;
  st.heatCounts = counts;
}

/** First probe of a key in a table of mask + 1 slots. */
export function heatSlot(key: number, mask: number): number {
  const h = Math.imul(key ^ (key >>> 15), 0x45d9f3b);
  return (h ^ (h >>> 16)) & mask;
}

export function emptyHeatKeys(capacity: number): Int32Array<ArrayBuffer> {
  return new Int32Array(capacity).fill(EMPTY);
}

/** The heat map's cells as (key, count) pairs, in no particular order. */
export function heatCells(st: MetricsState): Map<number, number> {
  const cells = new Map<number, number>();
  const add = (keys: Int32Array, counts: Float64Array) => {
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      if (key !== EMPTY) cells.set(key, (cells.get(key) ?? 0) + counts[i]!);
    }
  };
  add(st.heatKeys, st.heatCounts);
  add(st.heatCacheKeys, st.heatCacheCounts);
  return cells;
}
