import { describe, expect, it } from 'vitest';
import type { RecordMetrics, SelectionRecord } from './api/event-records.ts';
import {
  METRIC_COLUMNS,
  metricsOf,
  nextSort,
  rangeColumns,
  sortRows,
  type MetricColumn,
  type Sort,
} from './metrics-table.ts';

const zone = { distance: 0 };
function metrics(distance: number, maxSpeed: number | null): RecordMetrics {
  return {
    time: 600,
    distance,
    distancePerMinute: distance / 10,
    maxSpeed,
    maxAcceleration: 3,
    minAcceleration: -4,
    hid: 100,
    hir: { count: 3 },
    sprint: { count: 1, distance: 20 },
    accelerations: { a2: { count: 4 }, a3: { count: 1 } },
    decelerations: { d2: { count: 5 }, d3: { count: 2 } },
    heartRate: null,
    zones: { z0: zone, z1: zone, z2: zone, z3: zone, z4: zone, z5: zone, z6: zone },
    ranges: [{ rangeId: 'r1', time: 60, distance: distance / 2 }],
  };
}
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
  const order = (sort: Sort, columns?: readonly MetricColumn[]) =>
    sortRows(rows, sort, null, columns).map((r) => r.id);

  it('sorts by a column, highest first, rows without a value last', () => {
    expect(order({ by: 'distance', descending: true })).toEqual(['Bob', 'Dan', 'Ann', 'Cid']);
    expect(order({ by: 'distance', descending: false })).toEqual(['Ann', 'Dan', 'Bob', 'Cid']);
    expect(order({ by: 'maxSpeed', descending: true })).toEqual(['Ann', 'Bob', 'Cid', 'Dan']);
    expect(order({ by: 'name', descending: false })).toEqual(['Ann', 'Bob', 'Cid', 'Dan']);
  });

  it('shows speeds in km/h and time in minutes', () => {
    const speed = METRIC_COLUMNS.find((c) => c.id === 'maxSpeed')!;
    const time = METRIC_COLUMNS.find((c) => c.id === 'time')!;
    expect(speed.value(metrics(1, 10))).toBeCloseTo(36);
    expect(time.value(metrics(1, 10))).toBe(10);
  });

  it('reads a period’s figures, none when the player has none in it', () => {
    const withPeriod = row('Eve', metrics(100, 5), { p1: metrics(40, 4) });
    expect(metricsOf(withPeriod, 'p1')?.distance).toBe(40);
    expect(metricsOf(withPeriod, 'p2')).toBeNull();
    expect(metricsOf(withPeriod, null)?.distance).toBe(100);
  });

  it('adds a column per data range, sortable like the others', () => {
    const columns = rangeColumns([{ id: 'r1', name: 'Running' }]);
    expect(columns[0]!.label).toEqual({ text: 'Running (m)' });
    expect(columns[0]!.value(metrics(800, 5))).toBe(400);
    expect(order({ by: 'range:r1', descending: true }, [...METRIC_COLUMNS, ...columns])).toEqual([
      'Bob',
      'Dan',
      'Ann',
      'Cid',
    ]);
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
