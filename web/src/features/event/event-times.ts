/** Elapsed times and durations on the event pages, from the API's dates and the current time. */
import type { EventView, Period, Selection } from './api/fragments.ts';

const since = (start: string, now: number) => Math.max(0, now - Date.parse(start));
const between = (start: string, end: string) => Math.max(0, Date.parse(end) - Date.parse(start));

/** A started event's elapsed time, otherwise its length when known (planned or actual). */
export function eventElapsedMs(event: EventView, now: number): number | null {
  if (event.status === 'STARTED' && event.startDate !== null) return since(event.startDate, now);
  if (event.duration !== null) return event.duration * 1000;
  if (event.startDate !== null && event.endDate !== null) return between(event.startDate, event.endDate);
  return null;
}

/** A running period's elapsed time, otherwise its length when it has both dates. */
export function periodElapsedMs(period: Period, now: number): number | null {
  if (period.startDate === null) return null;
  if (period.status === 'STARTED') return since(period.startDate, now);
  return period.endDate === null ? null : between(period.startDate, period.endDate);
}

/** The period running now, if any (at most one runs at a time). */
export function runningPeriod(event: EventView): Period | null {
  return event.periods.find((period) => period.status === 'STARTED') ?? null;
}

/** Time on the pitch: the finished sessions (`time`) and the running one so far. */
export function timeOnPitchMs(selection: Selection, now: number): number {
  const running = selection.sessions.find((session) => session.endDate === null);
  return (
    selection.time * 1000 + (selection.active && running !== undefined ? since(running.startDate, now) : 0)
  );
}

/**
 * Whether a selected player may go on the pitch now: the event runs, and when it has periods,
 * one of them runs (a session belongs to the running period).
 */
export function canTakeThePitch(event: EventView, selection: Selection): boolean {
  if (event.status !== 'STARTED' || !selection.selected || selection.active) return false;
  return event.periods.length === 0 || runningPeriod(event) !== null;
}
