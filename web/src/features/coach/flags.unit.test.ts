import { describe, expect, it } from 'vitest';
import { flaggedPlayers, isoDate, mondayOf, reasonsOf } from './flags.ts';

// Friday 27 November 2026: this week starts on Monday the 23rd, the last complete one on the 16th.
const today = new Date(2026, 10, 27, 9);
const player = (id: string, status: string | null = null) => ({
  id,
  teamId: 't1',
  firstName: 'Ann',
  lastName: id,
  availability: status === null ? null : { status },
});
const workload = (
  playerId: string,
  weeks: Record<string, number | null>,
  ratio: number | null,
  date = '2026-11-27',
  variable = 'DISTANCE',
) => ({
  playerId,
  variable,
  weeks: Object.entries(weeks).map(([start, change]) => ({ start, change })),
  points: [
    { date: '2026-11-26', ratio: 9 },
    { date, ratio },
  ],
});

describe('flags', () => {
  it('finds the Monday of a week, Sunday included', () => {
    expect(isoDate(mondayOf(today))).toBe('2026-11-23');
    expect(isoDate(mondayOf(new Date(2026, 10, 29)))).toBe('2026-11-23');
    expect(isoDate(mondayOf(new Date(2026, 10, 23)))).toBe('2026-11-23');
  });

  it('flags any availability but AVAILABLE', () => {
    expect(reasonsOf(player('a', 'INJURED'), [], today)).toEqual([
      { kind: 'availability', status: 'INJURED' },
    ]);
    expect(reasonsOf(player('a', 'AVAILABLE'), [], today)).toEqual([]);
    expect(reasonsOf(player('a'), [], today)).toEqual([]);
  });

  it("flags the last complete week's change above 30 %, not this week's", () => {
    const w = (changes: Record<string, number | null>) =>
      reasonsOf(player('a'), [workload('a', changes, 1)], today);
    expect(w({ '2026-11-09': 0.9, '2026-11-16': 0.31, '2026-11-23': 2 })).toEqual([
      { kind: 'weekChange', variable: 'DISTANCE', change: 0.31, weekStart: '2026-11-16' },
    ]);
    expect(w({ '2026-11-16': 0.3, '2026-11-23': 2 })).toEqual([]);
    expect(w({ '2026-11-16': null })).toEqual([]);
  });

  it("flags today's ratio above 1.5, and no ratio the API withholds", () => {
    const r = (ratio: number | null, date?: string) =>
      reasonsOf(player('a'), [workload('a', {}, ratio, date)], today);
    expect(r(1.51)).toEqual([{ kind: 'acwr', variable: 'DISTANCE', ratio: 1.51 }]);
    expect(r(1.5)).toEqual([]);
    expect(r(null)).toEqual([]);
    // A point after today does not count: yesterday's 9 does.
    expect(r(1, '2026-11-28')).toEqual([{ kind: 'acwr', variable: 'DISTANCE', ratio: 9 }]);
  });

  it('flags each variable on its own, naming it', () => {
    const reasons = reasonsOf(
      player('a'),
      [
        workload('a', { '2026-11-16': 0.1 }, 1),
        workload('a', { '2026-11-16': 0.8 }, 1.6, '2026-11-27', 'SRPE'),
      ],
      today,
    );
    expect(reasons).toEqual([
      { kind: 'weekChange', variable: 'SRPE', change: 0.8, weekStart: '2026-11-16' },
      { kind: 'acwr', variable: 'SRPE', ratio: 1.6 },
    ]);
  });

  it('keeps the order given and leaves out players with no reason', () => {
    const players = [player('b', 'SICK'), player('c'), player('d')];
    const flagged = flaggedPlayers(players, [workload('d', { '2026-11-16': 0.5 }, 2)], today);
    expect(flagged.map((f) => [f.player.id, f.reasons.map((r) => r.kind)])).toEqual([
      ['b', ['availability']],
      ['d', ['weekChange', 'acwr']],
    ]);
  });
});
