/**
 * Decide, the workload's inputs of an event (issue 19): the planned load, and session RPE.
 *
 * Planned load: targets per load variable (each 0 to 1 000 000, one per variable), each the load
 * planned for every selected player; a new plan replaces the last, an empty one removes it.
 *
 * Session RPE (Foster): after a finished event, staff (or a shared tablet) enter each
 * player's rating of the session, 0 to 10 on the CR-10 scale, and optionally its minutes (1 to
 * 600); without minutes, readers take the selection's time on record, else the event's duration
 * (contracts/src/workload/rpe.ts). A locked event still takes ratings: the lock makes the records
 * final, and a rating is not a record. Rules: ../README.md.
 */
import { DomainError } from '@stride/contracts/errors';
import type { EventStreamEvent, PlannedTarget } from '@stride/contracts/events/event';
import { loadVariables } from '@stride/contracts/workload/loads';
import { RPE_MAX, RPE_MINUTES_MAX, RPE_MINUTES_MIN } from '@stride/contracts/workload/rpe';
import { badInput, integerIn, oneOf } from '../../club/validation.ts';
import type { SetEventPlan, SetSessionRpe } from '../commands.ts';
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

/** The most a planned target may be (any variable): a bound, not a plausibility check. */
export const PLANNED_MAX = 1_000_000;

export function setEventPlan(command: SetEventPlan, state: EventState): EventStreamEvent[] {
  const event = known(state);
  const seen = new Set<string>();
  const targets: PlannedTarget[] = command.data.targets.map(({ variable, value }) => {
    const checked = oneOf(loadVariables, variable, 'variable');
    if (seen.has(checked)) throw badInput('variable', 'duplicate', { variable });
    seen.add(checked);
    if (!Number.isFinite(value) || value < 0 || value > PLANNED_MAX)
      throw badInput('value', 'range', { min: 0, max: PLANNED_MAX, variable });
    return { variable: checked, value };
  });
  const current = event.plan ?? [];
  if (JSON.stringify(current) === JSON.stringify(targets)) return [];
  return [{ type: 'EventPlanSet', data: { eventId: event.eventId, targets } }];
}
