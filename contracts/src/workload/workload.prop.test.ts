/**
 * Workload figures against straightforward reference implementations (fast-check): a day's load is
 * the sum of its events; rolling, uncoupled and EWMA acute and chronic loads on random histories
 * with gaps (missing days) and rest days; weeks start on Monday in the club's time zone across
 * daylight-saving changes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, calendarDay, dayNumber, dayOfNumber, mondayOf } from './calendar.ts';
import { dayLoads, deviceFields, type EventLoads } from './loads.ts';
import { CHRONIC_DAYS, LAMBDA_ACUTE, LAMBDA_CHRONIC, loadPoints, type WorkloadModel } from './series.ts';
import { loadWeeks } from './weeks.ts';

const close = (a: number | null, b: number | null) => {
  if (a === null || b === null) return expect(a).toBe(b);
  expect(a).toBeCloseTo(b, 6);
};

const optional = fc.option(fc.double({ min: 0, max: 5000, noNaN: true }), { nil: null });
const eventArb: fc.Arbitrary<EventLoads> = fc
  .record({
    hasDevice: fc.boolean(),
    rpe: fc.option(
      fc.record({ rating: fc.integer({ min: 0, max: 10 }), minutes: fc.integer({ min: 1, max: 600 }) }),
      {
        nil: null,
      },
    ),
    values: fc.array(optional, { minLength: 8, maxLength: 8 }),
    ranges: fc.array(fc.double({ min: 0, max: 3000, noNaN: true }), { maxLength: 3 }),
  })
  .map(({ hasDevice, rpe, values, ranges }) => {
    const loads = Object.fromEntries(deviceFields.map((field, i) => [field, hasDevice ? values[i]! : null]));
    return {
      ...(loads as Record<(typeof deviceFields)[number], number | null>),
      srpe: rpe === null ? null : rpe.rating * rpe.minutes,
      ranges: hasDevice ? ranges.map((distance, i) => ({ rangeId: `r${i}`, name: `R${i}`, distance })) : [],
      hasDevice,
      hasRpe: rpe !== null,
    };
  });

describe('a day', () => {
  it("a day's load is the sum of its events' loads; missing only when every event is", () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 5 }), (events) => {
        const day = dayLoads(events);
        expect(day.events).toBe(events.length);
        expect(day.missingDevice).toBe(events.filter((e) => !e.hasDevice).length);
        for (const field of [...deviceFields, 'srpe'] as const) {
          const known = events.map((e) => e[field]).filter((v): v is number => v !== null);
          if (events.length === 0) expect(day[field]).toBe(0);
          else if (known.length === 0) expect(day[field]).toBeNull();
          else
            close(
              day[field],
              known.reduce((s, v) => s + v, 0),
            );
        }
        for (const range of day.ranges) {
          const sum = events.flatMap((e) => e.ranges).filter((r) => r.rangeId === range.rangeId);
          close(
            range.distance,
            sum.reduce((s, r) => s + r.distance, 0),
          );
        }
      }),
    );
  });
});

/* ---------- reference: a map of days, walked by calendar ---------- */

const START = '2025-01-01';
const dateAt = (i: number) => new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10);

/** History: index → load (null missing), from `first` on; before it nothing. */
function reference(history: readonly (number | null)[], first: number, t: number, model: WorkloadModel) {
  const at = (i: number): number | null | undefined => (i < first || i < 0 ? undefined : history[i]);
  const mean = (lo: number, hi: number) => {
    const known: number[] = [];
    let missing = 0;
    for (let i = lo; i <= hi; i++) {
      const v = at(i);
      if (v === null) missing++;
      else if (v !== undefined) known.push(v);
    }
    return { mean: known.length === 0 ? null : known.reduce((s, v) => s + v, 0) / known.length, missing };
  };
  if (model === 'EWMA') {
    let a: number | null = null;
    let c: number | null = null;
    for (let i = 0; i <= t; i++) {
      const v = at(i);
      if (v === null || v === undefined) continue;
      a = a === null ? v : LAMBDA_ACUTE * v + (1 - LAMBDA_ACUTE) * a;
      c = c === null ? v : LAMBDA_CHRONIC * v + (1 - LAMBDA_CHRONIC) * c;
    }
    return {
      acute: a,
      chronic: c,
      acuteMissing: mean(t - 6, t).missing,
      chronicMissing: mean(t - 27, t).missing,
    };
  }
  const acute = mean(t - 6, t);
  const chronic = model === 'ROLLING' ? mean(t - 27, t) : mean(t - 27, t - 7);
  return {
    acute: acute.mean,
    chronic: chronic.mean,
    acuteMissing: acute.missing,
    chronicMissing: chronic.missing,
  };
}

const historyArb = fc.array(
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(0) },
    { weight: 5, arbitrary: fc.double({ min: 0.5, max: 12_000, noNaN: true }) },
    { weight: 2, arbitrary: fc.constant(null) },
  ),
  { minLength: 1, maxLength: 120 },
);

describe('acute and chronic', () => {
  for (const model of ['ROLLING', 'UNCOUPLED', 'EWMA'] as const)
    it(`${model} equals its reference on random histories with gaps`, () => {
      fc.assert(
        fc.property(historyArb, fc.nat(40), fc.nat(60), (history, first, fromOffset) => {
          const values = history.map((v, i) => (i < first ? undefined : v));
          const series = { start: START, values };
          const fromIndex = Math.min(Math.max(fromOffset, 27), history.length + 27);
          const toIndex = Math.max(fromIndex, history.length - 1);
          const points = loadPoints(series, dateAt(fromIndex), dateAt(toIndex), model);
          expect(points).toHaveLength(toIndex - fromIndex + 1);
          points.forEach((point, k) => {
            const t = fromIndex + k;
            const ref = reference(history, first, t, model);
            expect(point.date).toBe(dateAt(t));
            close(point.acute, ref.acute);
            close(point.chronic, ref.chronic);
            expect(point.acuteMissingDays).toBe(ref.acuteMissing);
            expect(point.chronicMissingDays).toBe(ref.chronicMissing);
            const historyDays = first >= history.length ? 0 : t - first + 1;
            if (historyDays < CHRONIC_DAYS) expect(point.ratioStatus).toBe('NOT_ENOUGH_HISTORY');
            else if (ref.chronic === null || ref.chronic === 0)
              expect(point.ratioStatus).toBe('NO_CHRONIC_LOAD');
            else if (ref.acute === null) expect(point.ratioStatus).toBe('MISSING_DATA');
            if (point.ratioStatus === 'OK') close(point.ratio, ref.acute! / ref.chronic!);
            else expect(point.ratio).toBeNull();
            // Never 0 or infinity for want of a chronic load.
            if (point.ratio !== null) expect(Number.isFinite(point.ratio)).toBe(true);
          });
        }),
      );
    });
});

describe('weeks', () => {
  it('monotony, strain and change equal their reference; a missing day is counted, never 0', () => {
    fc.assert(
      fc.property(historyArb, (history) => {
        // 2025-01-06 is a Monday: the series starts a week before it.
        const series = { start: '2024-12-30', values: history };
        const weeks = loadWeeks(series, '2025-01-06', '2025-03-30');
        const day = (i: number) => (i < history.length ? history[i]! : 0);
        let previous: number | null = null;
        for (let w = 0; w <= 12; w++) {
          const days = [0, 1, 2, 3, 4, 5, 6].map((d) => day(7 * w + d));
          const known = days.filter((d): d is number => d !== null);
          const missing = days.length - known.length;
          const load = missing > 0 && known.every((d) => d === 0) ? null : known.reduce((s, d) => s + d, 0);
          if (w === 0) {
            previous = load;
            continue;
          }
          const week = weeks[w - 1]!;
          expect(week.start).toBe(dateAt(-2 + 7 * w));
          expect(week.missingDays).toBe(missing);
          close(week.load, load);
          let monotony: number | null = null;
          if (missing === 0) {
            const mean = load! / 7;
            const sd = Math.sqrt(days.reduce((s: number, d) => s + (d - mean) ** 2, 0) / 6);
            monotony = sd === 0 ? null : mean / sd;
          }
          close(week.monotony, monotony);
          close(week.strain, monotony === null ? null : load! * monotony);
          close(
            week.change,
            load === null || previous === null || previous === 0 ? null : load / previous - 1,
          );
          previous = load;
        }
      }),
    );
  });
});

describe('calendar', () => {
  const zones = ['Europe/Paris', 'America/New_York', 'Australia/Sydney', 'UTC'];
  it("an instant's day in the club's zone, and weeks from Monday, across daylight-saving changes", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        // 2020…2030, dense around the changes (late March, late October, early November).
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }),
        (zone, instant) => {
          const day = calendarDay(instant, zone);
          // The day as the zone's own wall clock writes it.
          const wall = new Date(instant).toLocaleDateString('sv-SE', { timeZone: zone });
          expect(day).toBe(wall);
          const monday = mondayOf(day);
          const weekday = new Date(`${monday}T12:00:00Z`).getUTCDay();
          expect(weekday).toBe(1);
          const gap = (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${monday}T00:00:00Z`)) / 86_400_000;
          expect(gap).toBeGreaterThanOrEqual(0);
          expect(gap).toBeLessThan(7);
        },
      ),
    );
  });

  it('day arithmetic equals the calendar of Date', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -200_000, max: 200_000 }),
        fc.integer({ min: -1000, max: 1000 }),
        (n, k) => {
          const day = new Date(n * 86_400_000).toISOString().slice(0, 10);
          expect(dayOfNumber(n)).toBe(day);
          expect(dayNumber(day)).toBe(n);
          expect(addDays(day, k)).toBe(new Date((n + k) * 86_400_000).toISOString().slice(0, 10));
        },
      ),
    );
  });

  it('events just after midnight on a daylight-saving Sunday belong to that Sunday, not to Monday', () => {
    // Paris, 2026-03-29 (clocks go forward at 02:00): 00:30 local is 23:30 UTC the day before.
    expect(calendarDay(Date.parse('2026-03-28T23:30:00Z'), 'Europe/Paris')).toBe('2026-03-29');
    expect(mondayOf('2026-03-29')).toBe('2026-03-23');
    expect(mondayOf('2026-03-30')).toBe('2026-03-30');
    // New York, 2026-11-01 (clocks go back at 02:00): 23:30 local is 04:30 UTC the next day.
    expect(calendarDay(Date.parse('2026-11-02T04:30:00Z'), 'America/New_York')).toBe('2026-11-01');
    expect(mondayOf('2026-11-01')).toBe('2026-10-26');
    // The same instant is Monday already in Paris.
    expect(calendarDay(Date.parse('2026-11-02T04:30:00Z'), 'Europe/Paris')).toBe('2026-11-02');
  });
});
