/**
 * For tests of the data files: the API's figures of an event (every field the column set reads,
 * through `eventSelections`), and the rows a file must hold, keyed by scope, scope id and player.
 */
import { METRICS_COLUMNS } from '@stride/contracts/exports/columns';
import type { Metrics } from '@stride/contracts/metrics';

const EFFORT = 'count distance';
export const METRICS_FIELDS = `activity time untrackedTime distance distancePerMinute avgSpeed maxSpeed
  maxAcceleration minAcceleration
  zones { ${['z0', 'z1', 'z2', 'z3', 'z4', 'z5', 'z6'].map((z) => `${z} { time distance entries }`).join(' ')} }
  hid hir { ${EFFORT} } sprint { ${EFFORT} maxSpeed }
  accelerations { a1 { ${EFFORT} } a2 { ${EFFORT} } a3 { ${EFFORT} } }
  decelerations { d1 { ${EFFORT} } d2 { ${EFFORT} } d3 { ${EFFORT} } }
  heartRate { min max avg time zones edwardsTrimp banisterTrimp }
  metabolic { avgPower highMetabolicLoadDistance energy }
  ratios { hidShare sprintShare highMetabolicLoadShare trackedShare }
  ranges { rangeId time distance } individualSpeedBands { minPercent maxPercent minKmh maxKmh time distance }`;

export const EVENT_FIGURES = `query ($e: ID!) { eventSelections(eventId: $e) { selected player { id } record {
  globalMetrics { ${METRICS_FIELDS} }
  periodRecords { periodId metrics { ${METRICS_FIELDS} } }
  sessionRecords { sessionId metrics { ${METRICS_FIELDS} } } } } }`;

export interface ApiSelection {
  readonly selected: boolean;
  readonly player: { readonly id: string };
  readonly record: {
    readonly globalMetrics: Metrics;
    readonly periodRecords: readonly { readonly periodId: string; readonly metrics: Metrics }[];
    readonly sessionRecords: readonly { readonly sessionId: string; readonly metrics: Metrics }[];
  } | null;
}

/** `scope|scope id|player id` → the figure columns' values as the API gives them. */
export function expectedFigures(eventId: string, selections: readonly ApiSelection[]) {
  const expected = new Map<string, (number | null)[]>();
  const put = (scope: string, id: string, playerId: string, metrics: Metrics) =>
    expected.set(
      `${scope}|${id}|${playerId}`,
      METRICS_COLUMNS.map((c) => c.value(metrics)),
    );
  for (const { selected, player, record } of selections) {
    if (!selected || record === null) continue;
    const playerId = player.id;
    put('event', eventId, playerId, record.globalMetrics);
    for (const p of record.periodRecords) put('period', p.periodId, playerId, p.metrics);
    for (const s of record.sessionRecords) put('session', s.sessionId, playerId, s.metrics);
  }
  return expected;
}

/** A cell as read back: empty → null, else the number it holds (NaN for anything else). */
export const numberOf = (cell: unknown): number | null =>
  cell === '' || cell === null || cell === undefined ? null : Number(cell);
