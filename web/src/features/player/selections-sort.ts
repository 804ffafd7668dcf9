/**
 * How the selections table sorts its events: by date (the default, latest first), by name, or by a
 * figure; events without a value last whatever the direction, then latest first.
 */
import type { MetricColumn } from '../../metrics/columns.ts';
import type { PlayerEventSelection } from './api/player-selections.ts';

export interface Sort {
  /** A column id, `date` or `name`. */
  readonly by: string;
  readonly descending: boolean;
}

export const DEFAULT_SORT: Sort = { by: 'date', descending: true };

const byDate = (a: PlayerEventSelection, b: PlayerEventSelection) =>
  (a.event.startDate ?? '').localeCompare(b.event.startDate ?? '');

export function sortSelections(
  rows: readonly PlayerEventSelection[],
  sort: Sort,
  columns: readonly MetricColumn[],
): PlayerEventSelection[] {
  const sign = sort.descending ? -1 : 1;
  const column = columns.find((c) => c.id === sort.by);
  return [...rows].sort((a, b) => {
    if (sort.by === 'name') return sign * a.event.name.localeCompare(b.event.name) || -byDate(a, b);
    if (column === undefined) return sign * byDate(a, b);
    const va = a.selection.record === null ? null : column.value(a.selection.record.globalMetrics);
    const vb = b.selection.record === null ? null : column.value(b.selection.record.globalMetrics);
    if (va === null && vb === null) return -byDate(a, b);
    if (va === null) return 1;
    if (vb === null) return -1;
    return va === vb ? -byDate(a, b) : sign * (va - vb);
  });
}

/** A new sort after a click on a header: the same column turns; a figure starts high, a name low. */
export function nextSort(current: Sort, by: string): Sort {
  if (current.by === by) return { by, descending: !current.descending };
  return { by, descending: by !== 'name' };
}
