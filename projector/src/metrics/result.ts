/** Turns a fold state into a `MetricsResult`, reading the state only. */
import {
  SPEED_ZONE_IDS,
  type CleaningReport,
  type BandFigures,
  type EffortFigures,
  type HeartRateFigures,
  type HeatmapCell,
  type HrSeriePoint,
  type Metrics,
  type RangeFigures,
  type MetricsResult,
  type SpeedSeriePoint,
  type SpeedZoneId,
  type ZoneFigures,
} from '@stride/contracts/metrics';
import {
  EFF_COUNT,
  EFF_DIST,
  ENERGY,
  HID,
  HML,
  HR_BANISTER,
  HR_MAX,
  HR_MIN,
  HR_SAMPLES,
  HR_SUM,
  HR_TIME,
  HR_ZONE,
  MAX_ACC,
  MAX_SPEED,
  MIN_ACC,
  SPRINT_MAX,
  STRIDE,
  UNTRACKED,
  Z_COUNT,
  Z_DIST,
  Z_ENTRIES,
} from './layout.ts';
import {
  CELL_OFFSET,
  CELL_ROW,
  cellIx,
  cellIy,
  heatCells,
  mergeOpenGridRun,
  mergeOpenHrRun,
  openEffortCounts,
  recordEffort,
  type EffortHistories,
} from './record.ts';
import {
  BREAKS,
  CELL_SIZE,
  COORD,
  COORD_GEO,
  DT_MS,
  DUPLICATES,
  HR_BANISTER_ON,
  HR_OUT_OF_RANGE,
  HR_SERIE_COLUMNS,
  HR_SERIE_N,
  HR_ZONED,
  INVALID,
  KX,
  KY,
  NO_FIX,
  ORIGIN_LAT,
  ORIGIN_LON,
  OUT_OF_ORDER,
  PERIOD_COUNT,
  SAMPLES,
  SERIE_COLUMNS,
  serieRow,
  SERIE_N,
  SPEED_OUT_OF_RANGE,
  SPIKES,
  WIN_COUNT,
  individualRanges,
  type MetricsState,
} from './state.ts';

/** How much of the extended figures a result holds: all (records), or a live screen's tail. */
export interface ResultView {
  /** The series' last steps only; null: all of them. */
  readonly seriesTail: number | null;
  /** Whether the heat map is built (a live screen shows none). */
  readonly heatmap: boolean;
}

export const FULL_VIEW: ResultView = { seriesTail: null, heatmap: true };

export function buildResult(st: MetricsState, view: ResultView = FULL_VIEW): MetricsResult {
  // Open runs go to the windows they are being summed for; open efforts that already count are
  // counted as they stand: all on copies.
  const acc = st.acc.slice();
  const rangeAcc = st.rangeAcc.slice();
  mergeOpenGridRun(st, acc, rangeAcc);
  mergeOpenHrRun(st, acc);
  const histories: EffortHistories = {
    sprintHistory: [...st.sprintHistory],
    a2History: [...st.a2History],
    d2History: [...st.d2History],
  };
  for (let j = 0; j < 8; j++) if (openEffortCounts(st, j)) recordEffort(st, j, acc, histories);

  const periods: Record<string, Metrics> = {};
  const sessions: Record<string, Metrics> = {};
  for (let w = 1; w < st.f[WIN_COUNT]!; w++) {
    (w <= st.f[PERIOD_COUNT]! ? periods : sessions)[st.windowIds[w]!] = windowMetrics(st, acc, rangeAcc, w);
  }
  return {
    global: windowMetrics(st, acc, rangeAcc, 0),
    periods,
    sessions,
    extended: {
      heatmap: view.heatmap
        ? heatmap(st)
        : { origin: null, cellSize: st.config.heatmapCellSize, sampleSeconds: null, cells: [] },
      speedSerie: speedSerie(st, view.seriesTail),
      hrSerie: hrSerie(st, view.seriesTail),
      sprintHistory: histories.sprintHistory,
      a2History: histories.a2History,
      d2History: histories.d2History,
    },
    cleaning: cleaningReport(st),
  };
}

function windowMetrics(st: MetricsState, acc: Float64Array, rangeAcc: Float64Array, w: number): Metrics {
  const base = w * STRIDE;
  const dtMs = st.f[DT_MS] === st.f[DT_MS] ? st.f[DT_MS]! : 0;
  const seconds = (steps: number) => (steps * dtMs) / 1000;
  const rangeBase = w * st.rangeRun.length;
  const teamSport = st.config.activity === 'TEAM_SPORT';
  // The tracked ranges are the event's, then the individual bands (state.ts `trackedRanges`).
  const eventRanges = teamSport ? (st.config.ranges ?? []) : [];
  const ranges: RangeFigures[] = eventRanges.map((range, i) => ({
    rangeId: range.id,
    time: seconds(rangeAcc[rangeBase + 2 * i]!),
    distance: rangeAcc[rangeBase + 2 * i + 1]!,
  }));
  const percents = st.config.individualSpeed.percents;
  const bands = individualRanges(st.config);
  const individualSpeedBands: BandFigures[] | null =
    teamSport && bands.length > 0
      ? bands.map((band, j) => {
          const i = eventRanges.length + j;
          return {
            minPercent: percents[j]!,
            maxPercent: percents[j + 1] ?? null,
            minKmh: band.min!,
            maxKmh: band.max,
            time: seconds(rangeAcc[rangeBase + 2 * i]!),
            distance: rangeAcc[rangeBase + 2 * i + 1]!,
          };
        })
      : null;
  const zones = {} as Record<SpeedZoneId, ZoneFigures>;
  let count = 0;
  let distance = 0;
  SPEED_ZONE_IDS.forEach((id, z) => {
    const c = acc[base + Z_COUNT + z]!;
    const d = acc[base + Z_DIST + z]!;
    count += c;
    distance += d;
    zones[id] = { time: seconds(c), distance: d, entries: acc[base + Z_ENTRIES + z]! };
  });
  const time = seconds(count);
  const untrackedTime = seconds(acc[base + UNTRACKED]!);
  const effort = (j: number): EffortFigures => ({
    count: acc[base + EFF_COUNT + j]!,
    distance: acc[base + EFF_DIST + j]!,
  });
  const sprint = effort(1);
  const hid = acc[base + HID]!;
  const hml = acc[base + HML]!;
  const share = (x: number, of: number) => (of > 0 ? x / of : null);
  const tracked = count > 0;
  return {
    activity: st.config.activity,
    time,
    untrackedTime,
    distance,
    distancePerMinute: tracked ? distance / (time / 60) : null,
    avgSpeed: tracked ? distance / time : null,
    maxSpeed: tracked ? acc[base + MAX_SPEED]! : null,
    maxAcceleration: tracked ? acc[base + MAX_ACC]! : null,
    minAcceleration: tracked ? acc[base + MIN_ACC]! : null,
    heartRate: heartRate(st, acc, base),
    ranges,
    individualSpeedBands,
    // Off team sports the thresholds below do not apply (contracts' `Activity`).
    ...(teamSport
      ? {
          zones,
          hid,
          hir: effort(0),
          sprint: { ...sprint, maxSpeed: sprint.count > 0 ? acc[base + SPRINT_MAX]! : null },
          accelerations: { a1: effort(2), a2: effort(3), a3: effort(4) },
          decelerations: { d1: effort(5), d2: effort(6), d3: effort(7) },
          metabolic: {
            avgPower: tracked ? acc[base + ENERGY]! / time : null,
            highMetabolicLoadDistance: hml,
            energy: acc[base + ENERGY]!,
          },
          ratios: {
            hidShare: share(hid, distance),
            sprintShare: share(sprint.distance, distance),
            highMetabolicLoadShare: share(hml, distance),
            trackedShare: share(time, time + untrackedTime),
          },
        }
      : {
          zones: null,
          hid: null,
          hir: null,
          sprint: null,
          accelerations: null,
          decelerations: null,
          metabolic: null,
          ratios: {
            hidShare: null,
            sprintShare: null,
            highMetabolicLoadShare: null,
            trackedShare: share(time, time + untrackedTime),
          },
        }),
  };
}

function heartRate(st: MetricsState, acc: Float64Array, base: number): HeartRateFigures | null {
  if (acc[base + HR_SAMPLES] === 0) return null;
  const ms = acc[base + HR_TIME]!;
  const zoneMs = [0, 1, 2, 3, 4].map((z) => acc[base + HR_ZONE + z]!);
  return {
    min: acc[base + HR_MIN]!,
    max: acc[base + HR_MAX]!,
    avg: ms > 0 ? acc[base + HR_SUM]! / ms : null,
    time: ms / 1000,
    zones:
      st.f[HR_ZONED] === 1
        ? [zoneMs[0]! / 1000, zoneMs[1]! / 1000, zoneMs[2]! / 1000, zoneMs[3]! / 1000, zoneMs[4]! / 1000]
        : null,
    edwardsTrimp: st.f[HR_ZONED] === 1 ? zoneMs.reduce((sum, m, z) => sum + (m / 60_000) * (z + 1), 0) : null,
    banisterTrimp: st.f[HR_BANISTER_ON] === 1 ? acc[base + HR_BANISTER]! / 60_000 : null,
  };
}

function heatmap(st: MetricsState): MetricsResult['extended']['heatmap'] {
  const f = st.f;
  const counts = heatCells(st);
  const geo = f[COORD] === COORD_GEO;
  const size = f[CELL_SIZE]!;
  // Sorted as numbers: each cell's row-major code (iy, then ix), unique and below 2^30.
  const codes = new Float64Array(counts.size);
  let c = 0;
  for (const key of counts.keys())
    codes[c++] = (cellIy(key) + CELL_OFFSET) * CELL_ROW + (cellIx(key) + CELL_OFFSET);
  codes.sort();
  const cells = new Array<HeatmapCell>(codes.length);
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i]!;
    const row = Math.floor(code / CELL_ROW);
    const ix = code - row * CELL_ROW - CELL_OFFSET;
    const iy = row - CELL_OFFSET;
    cells[i] = {
      ix,
      iy,
      count: counts.get((ix + CELL_OFFSET) * CELL_ROW + (iy + CELL_OFFSET))!,
      lat: geo ? f[ORIGIN_LAT]! + ((iy + 0.5) * size) / f[KY]! : null,
      lng: geo ? f[ORIGIN_LON]! + ((ix + 0.5) * size) / f[KX]! : null,
    };
  }
  return {
    origin: geo ? { lat: f[ORIGIN_LAT]!, lon: f[ORIGIN_LON]! } : null,
    cellSize: size,
    sampleSeconds: f[DT_MS] === f[DT_MS] ? f[DT_MS]! / 1000 : null,
    cells,
  };
}

function speedSerie(st: MetricsState, tail: number | null): SpeedSeriePoint[] {
  const rows = st.f[SERIE_N]!;
  const from = tail === null ? 0 : Math.max(0, rows - tail);
  const points = new Array<SpeedSeriePoint>(rows - from);
  for (let i = from; i < rows; i++) {
    const { chunk: s, offset: o } = serieRow(st.serie, i, SERIE_COLUMNS);
    points[i - from] = {
      n: s[o]!,
      ts: s[o + 1]!,
      value: s[o + 2]!,
      distance: s[o + 3]!,
      hid: s[o + 4]!,
      hir: s[o + 5]!,
      sprint: s[o + 6]!,
    };
  }
  return points;
}

function hrSerie(st: MetricsState, tail: number | null): HrSeriePoint[] {
  const rows = st.f[HR_SERIE_N]!;
  const from = tail === null ? 0 : Math.max(0, rows - tail);
  const points = new Array<HrSeriePoint>(rows - from);
  for (let i = from; i < rows; i++) {
    const { chunk, offset } = serieRow(st.hrSerie, i, HR_SERIE_COLUMNS);
    points[i - from] = { ts: chunk[offset]!, value: chunk[offset + 1]! };
  }
  return points;
}

export function cleaningReport(st: MetricsState): CleaningReport {
  const f = st.f;
  return {
    samples: f[SAMPLES]!,
    duplicates: f[DUPLICATES]!,
    outOfOrder: f[OUT_OF_ORDER]!,
    invalid: f[INVALID]!,
    noFix: f[NO_FIX]!,
    hrOutOfRange: f[HR_OUT_OF_RANGE]!,
    speedOutOfRange: f[SPEED_OUT_OF_RANGE]!,
    spikes: f[SPIKES]!,
    breaks: f[BREAKS]!,
    sampleIntervalMs: f[DT_MS] === f[DT_MS] ? f[DT_MS]! : null,
  };
}
