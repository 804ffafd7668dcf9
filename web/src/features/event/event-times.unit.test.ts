import { describe, expect, it } from 'vitest';
import type { Period, Selection } from './api/fragments.ts';
import {
  canTakeThePitch,
  eventElapsedMs,
  periodElapsedMs,
  runningPeriod,
  timeOnPitchMs,
} from './event-times.ts';
import { anEvent } from './testing.ts';

const T0 = Date.parse('2026-05-01T15:00:00.000Z');
const iso = (offsetMs: number) => new Date(T0 + offsetMs).toISOString();

const base = anEvent({ updatedAt: iso(0) });

const period = (patch: Partial<Period>): Period => ({
  id: 'p1',
  name: '1st half',
  tags: [],
  startDate: null,
  endDate: null,
  status: 'CREATED',
  ...patch,
});

const selection = (patch: Partial<Selection>): Selection => ({
  id: 's1',
  eventId: 'e1',
  player: { id: 'pl1', firstName: 'Kylian', lastName: 'Stride', number: 10 },
  number: 10,
  position: null,
  profile: null,
  device: null,
  selected: true,
  active: false,
  time: 0,
  sessions: [],
  ...patch,
});

describe('elapsed times', () => {
  it('a running event counts from its start; otherwise its length', () => {
    expect(eventElapsedMs({ ...base, status: 'STARTED', startDate: iso(0) }, T0 + 65_000)).toBe(65_000);
    expect(
      eventElapsedMs(
        { ...base, status: 'FINISHED', startDate: iso(0), endDate: iso(5_400_000), duration: 5400 },
        T0,
      ),
    ).toBe(5_400_000);
    expect(eventElapsedMs({ ...base, startDate: iso(0), endDate: iso(60_000) }, T0)).toBe(60_000);
    expect(eventElapsedMs(base, T0)).toBeNull();
  });

  it('a running period counts from its start; a stopped one has its length; one without dates none', () => {
    expect(periodElapsedMs(period({ status: 'STARTED', startDate: iso(0) }), T0 + 1000)).toBe(1000);
    expect(
      periodElapsedMs(period({ status: 'STOPPED', startDate: iso(0), endDate: iso(2_700_000) }), T0),
    ).toBe(2_700_000);
    expect(periodElapsedMs(period({}), T0)).toBeNull();
    // A clock slightly behind the server never shows a negative time.
    expect(periodElapsedMs(period({ status: 'STARTED', startDate: iso(5000) }), T0)).toBe(0);
  });

  it('time on the pitch adds the running session to the finished ones', () => {
    const running = { id: 'x', periodId: 'p1', startDate: iso(0), endDate: null };
    expect(timeOnPitchMs(selection({ time: 600 }), T0)).toBe(600_000);
    expect(timeOnPitchMs(selection({ time: 600, active: true, sessions: [running] }), T0 + 30_000)).toBe(
      630_000,
    );
  });
});

describe('who may go on the pitch', () => {
  it('a selected player off the pitch, while the event runs and, when it has periods, one of them runs', () => {
    const started = { ...base, status: 'STARTED' as const, startDate: iso(0) };
    expect(canTakeThePitch(started, selection({}))).toBe(true);
    expect(canTakeThePitch(base, selection({}))).toBe(false);
    expect(canTakeThePitch(started, selection({ selected: false }))).toBe(false);
    expect(canTakeThePitch(started, selection({ active: true }))).toBe(false);
    const waiting = { ...started, periods: [period({})] };
    expect(runningPeriod(waiting)).toBeNull();
    expect(canTakeThePitch(waiting, selection({}))).toBe(false);
    const playing = { ...started, periods: [period({ status: 'STARTED', startDate: iso(0) })] };
    expect(runningPeriod(playing)?.id).toBe('p1');
    expect(canTakeThePitch(playing, selection({}))).toBe(true);
  });
});
