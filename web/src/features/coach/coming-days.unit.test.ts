import { describe, expect, it } from 'vitest';
import { addDays, comingWeek, eventsByDay, startOfDay } from './coming-days.ts';

const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);
const event = (id: string, start: Date | null, status = 'NOT_STARTED') => ({
  id,
  status,
  startDate: start === null ? null : start.toISOString(),
});

describe('the coming days', () => {
  it('asks from the start of today to the end of the 7th day after', () => {
    const { from, to } = comingWeek(at(2026, 11, 27, 17, 5));
    expect(from).toEqual(at(2026, 11, 27));
    expect(to).toEqual(at(2026, 12, 5));
  });

  it('moves by calendar days, whatever the length of a day', () => {
    expect(addDays(at(2026, 3, 28), 2)).toEqual(at(2026, 3, 30));
    expect(addDays(at(2026, 10, 24), 3)).toEqual(at(2026, 10, 27));
    expect(startOfDay(at(2026, 3, 29, 23, 59))).toEqual(at(2026, 3, 29));
  });

  it('groups events by day from today, by start, leaving out undated and later ones', () => {
    const today = at(2026, 11, 27, 9);
    const days = eventsByDay(
      [
        event('late', at(2026, 11, 27, 18)),
        event('early', at(2026, 11, 27, 8)),
        event('monday', at(2026, 11, 30, 10)),
        event('undated', null),
        event('too-far', at(2026, 12, 5, 10)),
        event('last-day', at(2026, 12, 4, 23, 30)),
        event('yesterday', at(2026, 11, 26, 10), 'FINISHED'),
      ],
      today,
    );
    expect(days.map((d) => [d.offset, d.events.map((e) => e.id)])).toEqual([
      [0, ['early', 'late']],
      [3, ['monday']],
      [7, ['last-day']],
    ]);
    expect(days[1]?.day).toEqual(at(2026, 11, 30));
  });

  it('lists today an event still running that started before', () => {
    const days = eventsByDay([event('live', at(2026, 11, 20, 10), 'STARTED')], at(2026, 11, 27, 9));
    expect(days.map((d) => [d.offset, d.events.map((e) => e.id)])).toEqual([[0, ['live']]]);
  });
});
