import { MAX_EVENT_DURATION_MS, MIN_EVENT_DURATION_MS } from '@stride/contracts/rules';
import { describe, expect, it } from 'vitest';
import {
  checkWindow,
  dayRange,
  EVENT_WINDOW,
  parseTime,
  PERIOD_WINDOW,
  timeField,
  windowFields,
  windowFrom,
  windowProblem,
} from './date-window.ts';

/** A local instant, as the browser's time zone sees it (the tests run in any zone). */
const local = (y: number, mo: number, d: number, h: number, mi: number, s = 0) =>
  new Date(y, mo - 1, d, h, mi, s).toISOString();
const keys = (errors: Record<string, readonly { key: string }[] | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages?.map((m) => m.key)]));

describe('parseTime: 24-hour times', () => {
  it('reads HH:MM and HH:MM:SS, with a dot or an h as separator', () => {
    expect(parseTime('18:30')).toBe(18 * 3600 + 30 * 60);
    expect(parseTime('8:05')).toBe(8 * 3600 + 5 * 60);
    expect(parseTime(' 00:00:59 ')).toBe(59);
    expect(parseTime('23.59')).toBe(23 * 3600 + 59 * 60);
    expect(parseTime('20h45')).toBe(20 * 3600 + 45 * 60);
  });

  it('is null for blank and NaN for anything that is not a time of day', () => {
    expect(parseTime('  ')).toBeNull();
    for (const text of ['24:00', '12:60', '7', '7pm', '07:30 PM', '12:3', 'noon'])
      expect(parseTime(text), text).toBeNaN();
  });
});

describe('windowFrom / windowFields', () => {
  it('builds local instants on the date', () => {
    expect(windowFrom({ date: '2026-05-01', start: '15:00', end: '16:45' })).toEqual({
      startDate: local(2026, 5, 1, 15, 0),
      endDate: local(2026, 5, 1, 16, 45),
    });
  });

  it('puts an end earlier than the start on the next day', () => {
    expect(windowFrom({ date: '2026-12-31', start: '23:30', end: '01:00' })).toEqual({
      startDate: local(2026, 12, 31, 23, 30),
      endDate: local(2027, 1, 1, 1, 0),
    });
  });

  it('gives nulls for an empty window, and no end for a start alone', () => {
    expect(windowFrom({ date: '', start: '', end: '' })).toEqual({ startDate: null, endDate: null });
    expect(windowFrom({ date: '2026-05-01', start: '15:00', end: '' })).toEqual({
      startDate: local(2026, 5, 1, 15, 0),
      endDate: null,
    });
  });

  it('shows an instant with seconds only when it has some, and round-trips', () => {
    expect(timeField(new Date(2026, 0, 1, 9, 5))).toBe('09:05');
    expect(timeField(new Date(2026, 0, 1, 9, 5, 7))).toBe('09:05:07');
    const start = local(2026, 3, 8, 20, 45, 12);
    const end = local(2026, 3, 8, 22, 31);
    const fields = windowFields(start, end);
    expect(fields).toEqual({ date: '2026-03-08', start: '20:45:12', end: '22:31' });
    expect(windowFrom(fields)).toEqual({ startDate: start, endDate: end });
    expect(windowFields(null, null)).toEqual({ date: '', start: '', end: '' });
  });
});

describe('windowProblem: the API rule', () => {
  const at = (ms: number) => new Date(Date.UTC(2026, 4, 1) + ms);

  it('both or neither: a missing start is MISSING_START_DATE, a missing end INVALID_DATE_RANGE', () => {
    expect(windowProblem(null, null)).toBeNull();
    expect(windowProblem(null, at(0))).toBe('missingStart');
    expect(windowProblem(at(0), null)).toBe('missingEnd');
  });

  it('1 minute to 3 hours, both inclusive (any length: date-window.prop.test.ts)', () => {
    expect(windowProblem(at(0), at(MIN_EVENT_DURATION_MS))).toBeNull();
    expect(windowProblem(at(0), at(MAX_EVENT_DURATION_MS))).toBeNull();
    expect(windowProblem(at(0), at(MIN_EVENT_DURATION_MS - 1))).toBe('length');
    expect(windowProblem(at(0), at(MAX_EVENT_DURATION_MS + 1))).toBe('length');
  });
});

describe('checkWindow: the messages of the three fields', () => {
  it('optional: empty is fine, anything entered needs the rest', () => {
    expect(checkWindow({ date: '', start: '', end: '' }, 'optional')).toEqual({});
    expect(keys(checkWindow({ date: '2026-05-01', start: '', end: '' }, 'optional'))).toEqual({
      start: ['validation.missingStart'],
      end: ['validation.missingEnd'],
    });
    expect(keys(checkWindow({ date: '', start: '', end: '17:00' }, 'optional'))).toEqual({
      date: ['validation.required'],
      start: ['validation.missingStart'],
    });
    expect(keys(checkWindow({ date: '2026-05-01', start: '15:00', end: '' }, 'optional'))).toEqual({
      end: ['validation.missingEnd'],
    });
  });

  it('says which time is not a time', () => {
    expect(keys(checkWindow({ date: '2026-05-01', start: '3pm', end: '25:00' }, 'optional'))).toEqual({
      start: ['validation.time'],
      end: ['validation.time'],
    });
  });

  it('checks the length with the same bounds as the API', () => {
    const window = (start: string, end: string) => ({ date: '2026-05-01', start, end });
    expect(checkWindow(window('15:00', '18:00'), 'optional')).toEqual({});
    expect(checkWindow(window('15:00', '15:01'), 'optional')).toEqual({});
    expect(keys(checkWindow(window('15:00', '18:00:01'), 'optional'))).toEqual({
      end: ['validation.windowLength'],
    });
    expect(keys(checkWindow(window('15:00', '15:00:30'), 'optional'))).toEqual({
      end: ['validation.windowLength'],
    });
    // Across midnight: 23:00 to 01:30 is 2.5 hours.
    expect(checkWindow(window('23:00', '01:30'), 'optional', EVENT_WINDOW)).toEqual({});
    expect(checkWindow(window('15:00', '15:00:30'), 'optional', PERIOD_WINDOW)).toEqual({});
    expect(checkWindow(window('15:00', '18:30'), 'optional', PERIOD_WINDOW).end).toEqual([
      { key: 'validation.periodLength', params: { hours: 3 } },
    ]);
  });

  it('startOnly needs a date and a start and ignores the end; required needs all three', () => {
    expect(checkWindow({ date: '2026-05-01', start: '15:00', end: 'whatever' }, 'startOnly')).toEqual({});
    expect(keys(checkWindow({ date: '', start: '', end: '' }, 'startOnly'))).toEqual({
      date: ['validation.required'],
      start: ['validation.required'],
    });
    expect(keys(checkWindow({ date: '', start: '', end: '' }, 'required'))).toEqual({
      date: ['validation.required'],
      start: ['validation.required'],
      end: ['validation.required'],
    });
  });
});

describe('dayRange: a filter on local days', () => {
  it('runs from the start of the first day to the start of the day after the last', () => {
    expect(dayRange('2026-05-01', '2026-05-03')).toEqual({
      from: local(2026, 5, 1, 0, 0),
      to: local(2026, 5, 4, 0, 0),
    });
    expect(dayRange('', '2026-12-31')).toEqual({ from: null, to: local(2027, 1, 1, 0, 0) });
    expect(dayRange('', '')).toEqual({ from: null, to: null });
  });
});
