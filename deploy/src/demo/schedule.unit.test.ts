import { describe, expect, it } from 'vitest';
import { dayIn, DEMO_ABSENCES, demoSeason, zonedInstant } from './schedule.ts';
import { DEMO_SQUAD } from './squad.ts';

describe('the demo season', () => {
  const now = Date.parse('2026-11-27T17:00:00Z');
  const season = demoSeason({ now, weeks: 10 });

  it('holds three events a week up to now, matches on Saturdays at 15:00 in the club’s zone', () => {
    expect(season.length).toBeGreaterThanOrEqual(29);
    expect(season.length).toBeLessThanOrEqual(30);
    expect(season.every((e) => e.end <= now)).toBe(true);
    expect(season[0]!.start).toBeGreaterThan(now - 70 * 86_400_000);
    const matches = season.filter((e) => e.type === 'MATCH');
    expect(matches).toHaveLength(10);
    for (const match of matches) {
      expect(new Date(match.periods[0]!.start).getUTCDay()).toBe(6);
      expect(
        new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', timeStyle: 'short' }).format(
          match.periods[0]!.start,
        ),
      ).toBe('15:00');
    }
  });

  it('selects each player once, plays every stint inside its event, and brings three substitutes on', () => {
    for (const event of season) {
      expect(new Set(event.selected).size).toBe(event.selected.length);
      for (const stint of event.stints) {
        expect(event.selected).toContain(stint.player);
        expect(stint.from).toBeGreaterThanOrEqual(event.start);
        expect(stint.to).toBeLessThanOrEqual(event.end);
        expect(stint.to).toBeGreaterThan(stint.from);
        const minutes = (stint.to - stint.from) / 60_000;
        expect(minutes).toBeLessThanOrEqual(95);
      }
      if (event.type === 'MATCH') expect(event.selected).toHaveLength(14);
      else expect(event.selected.length).toBeGreaterThanOrEqual(DEMO_SQUAD.length - 6);
    }
  });

  it('is the same for the same day', () => {
    expect(demoSeason({ now, weeks: 10 })).toEqual(season);
  });

  it('turns wall-clock times of a zone into instants, across summer time', () => {
    expect(new Date(zonedInstant('2026-07-04', '15:00', 'Europe/London')).toISOString()).toBe(
      '2026-07-04T14:00:00.000Z',
    );
    expect(new Date(zonedInstant('2026-11-21', '15:00', 'Europe/London')).toISOString()).toBe(
      '2026-11-21T15:00:00.000Z',
    );
    expect(new Date(zonedInstant('2026-11-21', '18:30', 'Europe/Paris')).toISOString()).toBe(
      '2026-11-21T17:30:00.000Z',
    );
    expect(dayIn(Date.parse('2026-11-21T23:30:00Z'), 'Europe/Paris')).toBe('2026-11-22');
  });
});

describe('the demo absences', () => {
  it('keep a player out of every event while injured, sick or away', () => {
    const now = Date.parse('2026-11-27T17:00:00Z');
    const season = demoSeason({ now, weeks: 10 });
    const today = dayIn(now, 'Europe/London');
    for (const absence of DEMO_ABSENCES) {
      const during = season.filter((event) => {
        const offset = Math.round(
          (Date.parse(dayIn(event.start, 'Europe/London')) - Date.parse(today)) / 86_400_000,
        );
        return absence.from <= offset && offset <= (absence.to ?? Infinity);
      });
      for (const event of during) expect(event.selected, event.name).not.toContain(absence.player);
    }
    // The hamstring kept player 6 out of events he plays otherwise.
    expect(
      season.filter((e) => e.type === 'TRAINING' && !e.selected.includes(6)).length,
    ).toBeGreaterThanOrEqual(6);
  });
});
