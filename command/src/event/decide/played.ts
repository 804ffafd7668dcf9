/**
 * Decide, an event that was played before it reached the platform: one made from device files
 * (a quick import, `createEvent` with `recorded`) is created finished; a not-started event whose
 * planned window is over (one quick-imported before events were made finished, or one entered by
 * hand after the match) may be marked as played (`finishEvent`). Both are recorded as the live
 * path records an event (`EventStarted` at the window's start, `EventStopped` at its end), so
 * every reader of the stream sees an ordinary finished event. Rules: ../README.md.
 */
import { DomainError } from '@stride/contracts/errors';
import type { EventStreamEvent } from '@stride/contracts/events/event';
import type { FinishEvent } from '../commands.ts';
import { iso, known } from '../rules.ts';
import type { EventState } from '../state.ts';

/** The events that make a not-started event finished over `start..end`. */
export function playedOver(eventId: string, start: number, end: number): EventStreamEvent[] {
  return [
    { type: 'EventStarted', data: { eventId, startedAt: iso(start) } },
    { type: 'EventStopped', data: { eventId, stoppedAt: iso(end) } },
  ];
}

/**
 * A recorded event's window: both ends given (`MISSING_START_DATE`, `INVALID_DATE_RANGE`; the
 * length is checked with every window) and not starting after now (`INVALID_DATE_RANGE`, reason
 * `future`): a file cannot hold what has not happened yet.
 */
export function checkRecordedWindow(start: number | null, end: number | null, now: number): void {
  if (start === null) throw new DomainError('MISSING_START_DATE', { reason: 'recorded' });
  if (end === null) throw new DomainError('INVALID_DATE_RANGE', { field: 'endDate', reason: 'required' });
  if (start > now) throw new DomainError('INVALID_DATE_RANGE', { reason: 'future' });
}

/**
 * Mark as played: only a not-started event (`EVENT_STARTED`, `EVENT_FINISHED`) with a planned
 * window (`MISSING_START_DATE`) that is over (`INVALID_DATE_RANGE`, reason `notOver`: an event
 * still to come is started live). Its periods and sessions lie inside that window already.
 */
export function finishEvent(command: FinishEvent, state: EventState): EventStreamEvent[] {
  const event = known(state);
  if (event.status === 'started') throw new DomainError('EVENT_STARTED');
  if (event.status === 'finished') throw new DomainError('EVENT_FINISHED');
  const { plannedStart: start, plannedEnd: end } = event;
  if (start === null || end === null) throw new DomainError('MISSING_START_DATE', { reason: 'noWindow' });
  if (end > command.now.getTime()) throw new DomainError('INVALID_DATE_RANGE', { reason: 'notOver' });
  return playedOver(event.eventId, start, end);
}
