import { describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '../../i18n/i18n.ts';
import { metricGroups, type RecordMetrics } from '../../metrics/columns.ts';
import { recordMetrics } from '../../metrics/testing.ts';
import type { SelectionRecord } from './api/event-records.ts';
import { metricsOf, nextSort, sortRows, type Sort } from './metrics-table.ts';

const i18n = { locale: 'en-US' as const, t: (key: MessageKey) => translate('en-US', key) };
const ranges = [{ id: 'hsr', name: 'HSR', type: 'SPEED', min: 18, max: null }];
const columns = metricGroups(i18n, ranges).flatMap((g) => g.columns);

const metrics = (distance: number, maxSpeed: number | null) =>
  recordMetrics({ distance, maxSpeed, ranges: [{ rangeId: 'hsr', time: 60, distance: distance / 2 }] });

function row(
  name: string,
  global: RecordMetrics | null,
  periods: Record<string, RecordMetrics> = {},
): SelectionRecord {
  return {
    id: name,
    player: { id: name, firstName: name, lastName: 'X' },
    number: null,
    device: { id: `d-${name}`, name: 'T' },
    selected: true,
    recordSource: global === null ? null : 'FILE',
    liveDistanceDifference: null,
    record:
      global === null
        ? null
        : {
            samples: 10,
            globalMetrics: global,
            periodRecords: Object.entries(periods).map(([periodId, m]) => ({ periodId, metrics: m })),
          },
  };
}

describe('metrics table', () => {
  const rows = [
    row('Ann', metrics(5000, 8)),
    row('Bob', metrics(7000, 7.5)),
    row('Cid', null),
    row('Dan', metrics(6000, null)),
  ];

  /** The players in the order a sort puts them. */
  const order = (sort: Sort) => sortRows(rows, sort, null, columns).map((r) => r.id);

  it('sorts by a column, highest first, rows without a value last', () => {
    expect(order({ by: 'distance', descending: true })).toEqual(['Bob', 'Dan', 'Ann', 'Cid']);
    expect(order({ by: 'distance', descending: false })).toEqual(['Ann', 'Dan', 'Bob', 'Cid']);
    expect(order({ by: 'maxSpeed', descending: true })).toEqual(['Ann', 'Bob', 'Cid', 'Dan']);
    expect(order({ by: 'name', descending: false })).toEqual(['Ann', 'Bob', 'Cid', 'Dan']);
  });

  it('sorts by a team range’s column like the others', () => {
    expect(order({ by: 'range:hsr', descending: true })).toEqual(['Bob', 'Dan', 'Ann', 'Cid']);
  });

  it('reads a period’s figures, none when the player has none in it', () => {
    const withPeriod = row('Eve', metrics(100, 5), { p1: metrics(40, 4) });
    expect(metricsOf(withPeriod, 'p1')?.distance).toBe(40);
    expect(metricsOf(withPeriod, 'p2')).toBeNull();
    expect(metricsOf(withPeriod, null)?.distance).toBe(100);
  });

  it('turns the direction on the same column and starts high on another', () => {
    expect(nextSort({ by: 'distance', descending: true }, 'distance')).toEqual({
      by: 'distance',
      descending: false,
    });
    expect(nextSort({ by: 'distance', descending: false }, 'hid')).toEqual({ by: 'hid', descending: true });
    expect(nextSort({ by: 'hid', descending: true }, 'name')).toEqual({ by: 'name', descending: false });
  });
});
