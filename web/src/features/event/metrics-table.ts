/**
 * The columns of the event's metrics table and how rows sort: pure, so the screen only draws.
 * Speeds are shown in km/h and accelerations in m/s², as staff read them; the API gives m/s.
 */
import type { MessageKey } from '../../i18n/i18n.ts';
import type { RecordMetrics, SelectionRecord } from './api/event-records.ts';

export interface MetricColumn {
  readonly id: string;
  /** A translated header, or (data ranges) the range's own name. */
  readonly label: MessageKey | { readonly text: string };
  /** Digits after the decimal separator. */
  readonly digits: number;
  value(metrics: RecordMetrics): number | null;
}

export const METRIC_COLUMNS: readonly MetricColumn[] = [
  { id: 'time', label: 'metrics.columns.time', digits: 0, value: (m) => m.time / 60 },
  { id: 'distance', label: 'metrics.columns.distance', digits: 0, value: (m) => m.distance },
  {
    id: 'distancePerMinute',
    label: 'metrics.columns.distancePerMinute',
    digits: 0,
    value: (m) => m.distancePerMinute,
  },
  {
    id: 'maxSpeed',
    label: 'metrics.columns.maxSpeed',
    digits: 1,
    value: (m) => (m.maxSpeed === null ? null : m.maxSpeed * 3.6),
  },
  { id: 'hid', label: 'metrics.columns.hid', digits: 0, value: (m) => m.hid },
  { id: 'hir', label: 'metrics.columns.hir', digits: 0, value: (m) => m.hir.count },
  { id: 'sprints', label: 'metrics.columns.sprints', digits: 0, value: (m) => m.sprint.count },
  {
    id: 'sprintDistance',
    label: 'metrics.columns.sprintDistance',
    digits: 0,
    value: (m) => m.sprint.distance,
  },
  {
    id: 'accelerations',
    label: 'metrics.columns.accelerations',
    digits: 0,
    value: (m) => m.accelerations.a2.count,
  },
  {
    id: 'decelerations',
    label: 'metrics.columns.decelerations',
    digits: 0,
    value: (m) => m.decelerations.d2.count,
  },
  { id: 'hrAvg', label: 'metrics.columns.hrAvg', digits: 0, value: (m) => m.heartRate?.avg ?? null },
  { id: 'hrMax', label: 'metrics.columns.hrMax', digits: 0, value: (m) => m.heartRate?.max ?? null },
];

/** A column per data range of the event: the distance covered in it. */
export function rangeColumns(
  ranges: readonly { readonly id: string; readonly name: string }[],
): MetricColumn[] {
  return ranges.map((range) => ({
    id: `range:${range.id}`,
    label: { text: `${range.name} (m)` },
    digits: 0,
    value: (m) => m.ranges.find((r) => r.rangeId === range.id)?.distance ?? null,
  }));
}

/** Whole event (null) or one period. */
export function metricsOf(selection: SelectionRecord, periodId: string | null): RecordMetrics | null {
  const record = selection.record;
  if (record === null) return null;
  if (periodId === null) return record.globalMetrics;
  return record.periodRecords.find((p) => p.periodId === periodId)?.metrics ?? null;
}

export interface Sort {
  /** A column id, or `name`. */
  readonly by: string;
  readonly descending: boolean;
}

const byName = (a: SelectionRecord, b: SelectionRecord) =>
  `${a.player.lastName} ${a.player.firstName}`.localeCompare(`${b.player.lastName} ${b.player.firstName}`);

/** Rows sorted by a column; rows without a value last whatever the direction, then by name. */
export function sortRows(
  rows: readonly SelectionRecord[],
  sort: Sort,
  periodId: string | null,
  columns: readonly MetricColumn[] = METRIC_COLUMNS,
): SelectionRecord[] {
  const column = columns.find((c) => c.id === sort.by);
  const sign = sort.descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    if (column === undefined) return sign * byName(a, b);
    const ma = metricsOf(a, periodId);
    const mb = metricsOf(b, periodId);
    const va = ma === null ? null : column.value(ma);
    const vb = mb === null ? null : column.value(mb);
    if (va === null && vb === null) return byName(a, b);
    if (va === null) return 1;
    if (vb === null) return -1;
    return va === vb ? byName(a, b) : sign * (va - vb);
  });
}

/** A new sort after a click on a column's header: the same column turns, another starts high. */
export function nextSort(current: Sort, by: string): Sort {
  if (current.by === by) return { by, descending: !current.descending };
  return { by, descending: by !== 'name' };
}
