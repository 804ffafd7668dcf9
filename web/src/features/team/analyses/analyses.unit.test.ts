import { describe, expect, it } from 'vitest';
import { bandOf, historyOf, ratioAxisTop, ratioSeries, type RatioPoint } from './acwr.ts';
import { addDays, lastWeeks, mondayOf, today, weekDays } from './dates.ts';
import { weekGrid, type DayLoads } from './week-grid.ts';

describe('analyses dates', () => {
  it('finds the Monday of any day, across a daylight-saving change', () => {
    expect(mondayOf('2026-03-29')).toBe('2026-03-23'); // a Sunday, the clocks go forward
    expect(mondayOf('2026-03-30')).toBe('2026-03-30');
    expect(mondayOf('2026-10-25')).toBe('2026-10-19');
    expect(weekDays('2026-10-19')).toEqual([
      '2026-10-19',
      '2026-10-20',
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
    ]);
  });

  it('defaults to the last 12 weeks, this one included', () => {
    expect(lastWeeks('2026-11-27')).toEqual({ from: '2026-09-07', to: '2026-11-29' });
    expect(addDays('2026-11-29', 1)).toBe('2026-11-30');
    expect(today(new Date(2026, 10, 27, 23, 59))).toBe('2026-11-27');
  });
});

describe('the week load table', () => {
  const week = weekDays('2026-11-23');
  const day = (date: string, loads: Partial<DayLoads>): DayLoads => ({
    date,
    events: 1,
    missingDevice: 0,
    distance: null,
    ...loads,
  });

  it('tells rest (0), missing, partial and upcoming days apart, with heat against the highest', () => {
    const [row, other] = weekGrid(
      [
        {
          playerId: 'p1',
          days: [
            day(week[0]!, { distance: 4000 }),
            day(week[1]!, { events: 0, distance: 0 }),
            day(week[2]!, { missingDevice: 1, distance: null }),
            day(week[3]!, { events: 2, missingDevice: 1, distance: 2000 }),
          ],
        },
        { playerId: 'p2', days: [day(week[2]!, { missingDevice: 1 })] },
      ],
      week,
      'DISTANCE',
      week[4]!,
    );
    expect(row!.cells.map((c) => c.kind)).toEqual([
      'load',
      'rest',
      'missing',
      'load',
      'rest',
      'upcoming',
      'upcoming',
    ]);
    expect(row!.cells[0]).toMatchObject({ value: 4000, heat: 1, partial: false });
    expect(row!.cells[3]).toMatchObject({ value: 2000, heat: 0.5, partial: true });
    expect([row!.total, row!.partial]).toEqual([6000, true]);
    // Rest days and a missing one: the rest days' 0.
    expect([other!.total, other!.partial]).toEqual([0, true]);
    expect(other!.cells[2]).toEqual({ kind: 'missing', date: week[2], events: 1 });
  });

  it('has no total when every day so far is missing, rather than 0', () => {
    const [row] = weekGrid(
      [{ playerId: 'p', days: [day(week[0]!, { missingDevice: 1 })] }],
      week,
      'DISTANCE',
      week[0]!,
    );
    expect(row!.total).toBeNull();
  });

  it('reads the chosen variable', () => {
    const [row] = weekGrid(
      [{ playerId: 'p', days: [day(week[0]!, { hsr: 300, distance: 5000 })] }],
      week,
      'HSR',
      week[6]!,
    );
    expect(row!.cells[0]).toMatchObject({ kind: 'load', value: 300 });
    expect(row!.partial).toBe(false);
  });
});

describe('the ACWR trend', () => {
  const point = (date: string, ratio: number | null): RatioPoint => ({
    date,
    ratio,
    ratioStatus: ratio === null ? 'NOT_ENOUGH_HISTORY' : 'OK',
  });

  it('puts ratios in their bands', () => {
    expect([0.5, 0.8, 1.3, 1.4, 1.5, 1.51].map(bandOf)).toEqual([
      'low',
      'sweetSpot',
      'sweetSpot',
      'caution',
      'caution',
      'high',
    ]);
  });

  it('says "not enough history" rather than drawing 0', () => {
    const points = [point('2026-01-01', null), point('2026-01-02', null), point('2026-01-03', 1.1)];
    expect(ratioSeries(points)).toEqual([null, null, 1.1]);
    expect(historyOf(points)).toEqual({ kind: 'until', date: '2026-01-03' });
    expect(historyOf(points.slice(0, 2))).toEqual({ kind: 'all' });
    expect(historyOf(points.slice(2))).toEqual({ kind: 'none' });
    // No chronic load: a gap, not a 0.
    expect(ratioSeries([{ date: '2026-01-04', ratio: null, ratioStatus: 'NO_CHRONIC_LOAD' }])).toEqual([
      null,
    ]);
  });

  it('tops the axis above the highest ratio, and at 2 at least', () => {
    expect(ratioAxisTop([[null, 0.9], [1.2]])).toBe(2);
    expect(ratioAxisTop([[3.9, null]])).toBe(4.3);
    expect(ratioAxisTop([])).toBe(2);
  });
});
