import { describe, expect, it } from 'vitest';
import { recordMetrics } from '../../metrics/testing.ts';
import { bandCount, eventHistory, eventLabels, meanOf, sumOf } from './player-figures.ts';

describe('player figures', () => {
  const metrics = (distance: number) => recordMetrics({ distance });
  it('lists the events with a record, oldest first', () => {
    const history = eventHistory([
      {
        event: { id: 'b', name: 'B', startDate: '2026-05-02T10:00:00Z' },
        selection: { record: { globalMetrics: metrics(2) } },
      },
      { event: { id: 'x', name: 'X', startDate: '2026-05-03T10:00:00Z' }, selection: { record: null } },
      {
        event: { id: 'a', name: 'A', startDate: '2026-05-01T10:00:00Z' },
        selection: { record: { globalMetrics: metrics(1) } },
      },
    ]);
    expect(history.map((row) => row.eventId)).toEqual(['a', 'b']);
  });
  it('averages and sums only the records with a value', () => {
    const records = [metrics(100), metrics(300), recordMetrics({ distance: 0, hid: null })];
    expect(meanOf(records, (m) => m.hid)).toBe(400);
    expect(sumOf(records, (m) => m.distance)).toBe(400);
    expect(meanOf([], (m) => m.distance)).toBeNull();
  });
  it('reads a band of accelerations or decelerations', () => {
    const m = recordMetrics({});
    expect(bandCount(m, 'a2')).toBe(m.accelerations?.a2.count ?? null);
    expect(bandCount(m, 'd3')).toBe(m.decelerations?.d3.count ?? null);
  });
});

describe('event labels', () => {
  const row = (id: string, date: string | null) => ({
    eventId: id,
    name: `E${id}`,
    date,
    metrics: recordMetrics(),
  });
  it('names each event by its day, numbering the events of one day', () => {
    expect(
      eventLabels(
        [
          row('1', '2026-05-01T10:00:00Z'),
          row('2', '2026-05-02T09:00:00Z'),
          row('3', '2026-05-02T17:00:00Z'),
          row('4', null),
        ],
        'en-US',
      ),
    ).toEqual(['May 1', 'May 2 (1)', 'May 2 (2)', 'E4']);
  });
});
