/**
 * Decide, the analyst's marks and cut intervals (issue 20). While replaying an event, an analyst
 * marks a moment or cuts a span with a label (a drill, a pressing phase); a span is one of the
 * event's intervals with its own figures (read side). Rules:
 * - the event is started or finished (`EVENT_NOT_STARTED`); a locked one takes them too: they
 *   change no record, as tags;
 * - instants are trimmed to the whole second (down), and lie inside the event: from its start to
 *   its end, or to now while it runs (`INVALID_DATE_RANGE`, reason `outsideEvent`);
 * - a span's start is before its end once trimmed (`INVALID_DATE_RANGE`, reason `order`);
 * - a label is trimmed, 1 to 40 characters (`BAD_USER_INPUT`, field `label`);
 * - at most 200 marks and 200 intervals per event (`BAD_USER_INPUT`, reason `tooMany`);
 * - an unknown id is `MARK_NOT_FOUND` / `INTERVAL_NOT_FOUND`; removing is an event of its own.
 */
import { DomainError } from '@stride/contracts/errors';
import type { EventStreamEvent } from '@stride/contracts/events/event';
import { eventWindow, type KnownEvent } from '@stride/contracts/events/event-state';
import { badInput } from '../../club/validation.ts';
import type {
  CutEventInterval,
  MarkEventMoment,
  RemoveEventInterval,
  RemoveEventMark,
  RenameEventInterval,
} from '../commands.ts';
import { instantOf, iso, known, newId, requiredName } from '../rules.ts';
import type { EventState } from '../state.ts';

export const LABEL_MAX_LENGTH = 40;
export const MAX_MARKS = 200;
export const MAX_INTERVALS = 200;

/** An instant trimmed down to its whole second. */
export const toSecond = (instant: number): number => Math.floor(instant / 1000) * 1000;

export function markEventMoment(command: MarkEventMoment, state: EventState): EventStreamEvent[] {
  const event = timeline(state);
  const at = toSecond(instantOf(command.data.at, 'at')!);
  checkInside(event, at, at, command.now.getTime());
  const label = requiredName(command.data.label, 'label', LABEL_MAX_LENGTH);
  if ((event.marks?.size ?? 0) >= MAX_MARKS) throw badInput('marks', 'tooMany', { max: MAX_MARKS });
  const markId = newId(command, 'mark');
  return [{ type: 'EventMomentMarked', data: { eventId: event.eventId, markId, at: iso(at), label } }];
}

export function removeEventMark(command: RemoveEventMark, state: EventState): EventStreamEvent[] {
  const event = known(state, true);
  if (event.marks?.get(command.data.markId) === undefined) throw new DomainError('MARK_NOT_FOUND');
  return [{ type: 'EventMarkRemoved', data: { eventId: event.eventId, markId: command.data.markId } }];
}

export function cutEventInterval(command: CutEventInterval, state: EventState): EventStreamEvent[] {
  const event = timeline(state);
  const start = toSecond(instantOf(command.data.startDate, 'startDate')!);
  const end = toSecond(instantOf(command.data.endDate, 'endDate')!);
  if (start >= end) throw new DomainError('INVALID_DATE_RANGE', { reason: 'order' });
  checkInside(event, start, end, command.now.getTime());
  const label = requiredName(command.data.label, 'label', LABEL_MAX_LENGTH);
  if ((event.intervals?.size ?? 0) >= MAX_INTERVALS)
    throw badInput('intervals', 'tooMany', { max: MAX_INTERVALS });
  const intervalId = newId(command, 'interval');
  return [
    {
      type: 'EventIntervalCut',
      data: { eventId: event.eventId, intervalId, startDate: iso(start), endDate: iso(end), label },
    },
  ];
}

export function renameEventInterval(command: RenameEventInterval, state: EventState): EventStreamEvent[] {
  const event = known(state, true);
  const interval = event.intervals?.get(command.data.intervalId);
  if (interval === undefined) throw new DomainError('INTERVAL_NOT_FOUND');
  const label = requiredName(command.data.label, 'label', LABEL_MAX_LENGTH);
  if (label === interval.label) return [];
  return [
    {
      type: 'EventIntervalRenamed',
      data: { eventId: event.eventId, intervalId: interval.intervalId, label },
    },
  ];
}

export function removeEventInterval(command: RemoveEventInterval, state: EventState): EventStreamEvent[] {
  const event = known(state, true);
  if (event.intervals?.get(command.data.intervalId) === undefined)
    throw new DomainError('INTERVAL_NOT_FOUND');
  return [
    { type: 'EventIntervalRemoved', data: { eventId: event.eventId, intervalId: command.data.intervalId } },
  ];
}

/** An event with a timeline: started or finished (locked or not). */
function timeline(state: EventState): KnownEvent {
  const event = known(state, true);
  if (event.status === 'not_started') throw new DomainError('EVENT_NOT_STARTED');
  return event;
}

/** `[start, end]` inside the event: from its start to its end, or to now while it runs. */
function checkInside(event: KnownEvent, start: number, end: number, now: number): void {
  const window = eventWindow(event);
  const first = toSecond(window.start!);
  const last = window.end ?? now;
  if (start < first || end > last) throw new DomainError('INVALID_DATE_RANGE', { reason: 'outsideEvent' });
}
