import { describe, expect, it } from 'vitest';
import type { MetricColumn } from '../../metrics/columns.ts';
import { recordMetrics } from '../../metrics/testing.ts';
import { compareRows, playersOf, TEAM_ROW } from './compare.ts';

const distance: MetricColumn = {
  id: 'distance',
  label: 'Distance',
  hint: '',
  format: 'number',
  digits: 0,
  aggregate: 'sum',
  value: (m) => m.distance,
};
const player = (id: string, lastName: string) => ({ id, firstName: 'A', lastName });
const rec = (id: string, lastName: string, d: number | null) => ({
  player: player(id, lastName),
  record: d === null ? null : { globalMetrics: recordMetrics({ distance: d }) },
});

describe('compare rows', () => {
  const records = [
    rec('p1', 'Zed', 4000),
    rec('p1', 'Zed', 6000),
    rec('p2', 'Ash', 3000),
    rec('p3', 'Bo', null),
  ];
  it("gives each player's mean per event and the team's mean over every record", () => {
    const rows = compareRows(records, ['p1', 'p2'], { name: 'Team' }, [distance]);
    expect(rows.map((r) => [r.id, r.events, r.values['distance']])).toEqual([
      ['p1', 2, 5000],
      ['p2', 1, 3000],
      [TEAM_ROW, 3, 13000 / 3],
    ]);
  });
  it('leaves out players without a record and the team when not asked for', () => {
    expect(compareRows(records, ['p3'], null, [distance])).toEqual([]);
    expect(playersOf(records).map((p) => p.id)).toEqual(['p2', 'p1']);
  });
});
