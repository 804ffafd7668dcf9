import { describe, expect, it } from 'vitest';
import { addDays, calendarDay, dayFromToday, instantOn, mondayOf } from './calendar.ts';

describe('test calendar (Europe/Paris)', () => {
  it('counts the day in Paris, not in UTC, just after midnight', () => {
    const halfPastMidnight = Date.parse('2026-11-27T23:30:00Z'); // 00:30 on the 28th in Paris
    expect(calendarDay(halfPastMidnight)).toBe('2026-11-28');
    expect(dayFromToday(-1, halfPastMidnight)).toBe('2026-11-27');
    expect(dayFromToday(1, halfPastMidnight)).toBe('2026-11-29');
  });

  it('moves whole calendar days across the clock changes', () => {
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-03-30', -2)).toBe('2026-03-28');
    expect(dayFromToday(-3, Date.parse('2026-10-26T23:30:00Z'))).toBe('2026-10-24');
  });

  it('finds the Monday of a week', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  });

  it('gives the instant of a wall-clock time in Paris, summer and winter and on the change days', () => {
    expect(new Date(instantOn('2026-11-28', 16)).toISOString()).toBe('2026-11-28T15:00:00.000Z');
    expect(new Date(instantOn('2026-07-01', 10, 30)).toISOString()).toBe('2026-07-01T08:30:00.000Z');
    expect(new Date(instantOn('2026-03-29', 12)).toISOString()).toBe('2026-03-29T10:00:00.000Z');
    expect(new Date(instantOn('2026-10-25', 12)).toISOString()).toBe('2026-10-25T11:00:00.000Z');
    expect(new Date(instantOn('2026-10-25', 0, 30)).toISOString()).toBe('2026-10-24T22:30:00.000Z');
  });
});
