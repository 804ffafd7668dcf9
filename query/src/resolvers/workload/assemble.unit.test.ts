/**
 * A workload from day rows, by hand: rest days are 0, a missing day is null and counted, days
 * before the history are outside it; the team's mean leaves out missing players and players
 * before their history; planned loads land on their days and weeks.
 */
import { describe, expect, it } from 'vitest';
import { playerWorkload, readWindow, seriesOf, teamAverage } from './assemble.ts';

const load = (date: string, value: number | null) => ({ date, load: value });

describe('a player', () => {
  it('gives rest days 0, missing days null (counted in the windows), and weeks from Monday', () => {
    const loads = [load('2026-03-02', 100), load('2026-03-04', null), load('2026-03-06', 300)];
    const w = playerWorkload(
      'p',
      loads,
      null,
      '2026-03-02',
      '2026-03-02',
      '2026-03-08',
      'DISTANCE',
      'ROLLING',
    );
    expect(w.points.map((p) => p.load)).toEqual([100, 0, null, 0, 300, 0, 0]);
    // Sunday: the history's first 7 days, one missing: (100 + 300) / 6.
    const sunday = w.points[6]!;
    expect(sunday.acute).toBeCloseTo(400 / 6, 9);
    expect(sunday.acuteMissingDays).toBe(1);
    expect(sunday.ratioStatus).toBe('NOT_ENOUGH_HISTORY');
    expect(w.weeks).toEqual([
      {
        start: '2026-03-02',
        load: 400,
        monotony: null,
        strain: null,
        change: null,
        missingDays: 1,
        planned: null,
      },
    ]);
    expect(w.days).toEqual([]);
  });

  it('puts the planned load on its day and sums it over the week', () => {
    const planned = new Map([
      ['2026-03-03', 5000],
      ['2026-03-05', 2000],
    ]);
    const w = playerWorkload('p', [], null, null, '2026-03-02', '2026-03-08', 'DISTANCE', 'ROLLING', planned);
    expect(w.points.map((p) => p.planned)).toEqual([null, 5000, null, 2000, null, null, null]);
    expect(w.weeks[0]!.planned).toBe(7000);
  });
});

describe('the team', () => {
  it("is the mean of the players with a value that day: rest counts 0, missing and before-history don't", () => {
    const { start, end } = readWindow('2026-03-02', '2026-03-04', 'ROLLING', null);
    const a = seriesOf([load('2026-03-02', 100), load('2026-03-03', null)], '2026-03-02', start, end);
    const b = seriesOf([load('2026-03-03', 300), load('2026-03-04', 600)], '2026-03-03', start, end);
    const mean = teamAverage([a, b], '2026-03-02', '2026-03-04', 'ROLLING');
    // 2 March: only a (b's history starts on the 3rd); 3 March: a missing, b 300; 4 March: a rest 0, b 600.
    expect(mean.map((p) => p.load)).toEqual([100, 300, 300]);
  });

  it('is missing on a day every player with history lacks data', () => {
    const { start, end } = readWindow('2026-03-02', '2026-03-02', 'ROLLING', null);
    const a = seriesOf([load('2026-03-02', null)], '2026-03-02', start, end);
    expect(teamAverage([a], '2026-03-02', '2026-03-02', 'ROLLING')[0]!.load).toBeNull();
  });
});
