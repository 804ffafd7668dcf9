/**
 * Decide, session RPE (Foster): after a finished event, staff (or a shared tablet) enter each
 * player's rating of the session, 0 to 10 on the CR-10 scale, and optionally its minutes (1 to
 * 600); without minutes, readers take the selection's time on record, else the event's duration
 * (contracts/src/workload/rpe.ts). A locked event still takes ratings: the lock makes the records
 * final, and a rating is not a record. Rules: ../README.md.
 */
import { DomainError } from '@stride/contracts/errors';
import type { EventStreamEvent } from '@stride/contracts/events/event';
import { RPE_MAX, RPE_MINUTES_MAX, RPE_MINUTES_MIN } from '@stride/contracts/workload/rpe';
import { badInput, integerIn } from '../../club/validation.ts';
import type { SetSessionRpe } from '../commands.ts';
import { known, selectionOf } from '../rules.ts';
import type { EventState } from '../state.ts';

export function setSessionRpe(command: SetSessionRpe, state: EventState): EventStreamEvent[] {
  const event = known(state, true);
  const selection = selectionOf(event, command.data.selectionId);
  if (event.status !== 'finished') throw new DomainError('EVENT_NOT_FINISHED');
  const { rating, minutes } = command.data;
  const current = selection.rpe ?? null;
  if (rating === null) {
    if (current === null) return [];
    return [rpeSet(event.eventId, selection.selectionId, null, null)];
  }
  if (!Number.isFinite(rating) || rating < 0 || rating > RPE_MAX)
    throw badInput('rating', 'range', { min: 0, max: RPE_MAX });
  const checked = minutes === null ? null : integerIn(minutes, 'minutes', RPE_MINUTES_MIN, RPE_MINUTES_MAX);
  if (current !== null && current.rating === rating && current.minutes === checked) return [];
  return [rpeSet(event.eventId, selection.selectionId, rating, checked)];
}

function rpeSet(
  eventId: string,
  selectionId: string,
  rating: number | null,
  minutes: number | null,
): EventStreamEvent {
  return { type: 'SessionRpeSet', data: { eventId, selectionId, rating, minutes } };
}
