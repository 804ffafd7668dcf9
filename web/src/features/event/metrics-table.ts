/**
 * How the event's metrics table picks a window's figures and sorts its rows: pure, so the screen
 * only draws. The columns themselves are shared with the player's page (`src/metrics/columns.ts`).
 */
import type { MetricColumn, RecordMetrics } from '../../metrics/columns.ts';
import type { SelectionRecord } from './api/event-records.ts';

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
  columns: readonly MetricColumn[],
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
