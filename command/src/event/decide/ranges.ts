/**
 * Decide, the event's data ranges (speed in km/h, acceleration in m/s²): its own copy of the
 * team's, changed without touching the team's, within the plan's limit. Rules: ../README.md.
 */
import { DomainError } from '@stride/contracts/errors';
import type { EventStreamEvent } from '@stride/contracts/events/event';
import { isRangeType, rangeProblem, type DataRange } from '@stride/contracts/ranges';
import { badInput } from '../../club/validation.ts';
import type { CreateEventRange, DeleteEventRange, UpdateEventRange } from '../commands.ts';
import { known, newId } from '../rules.ts';
import type { EventState, KnownEvent } from '../state.ts';

export function createEventRange(command: CreateEventRange, state: EventState): EventStreamEvent[] {
  const event = known(state);
  const { data } = command;
  const fields = checkRange(data.rangeType, data.name, data.min, data.max);
  if (event.ranges.length >= data.limit) throw new DomainError('RANGE_LIMIT_REACHED', { limit: data.limit });
  return [
    {
      type: 'EventRangeCreated',
      data: { eventId: event.eventId, range: { id: newId(command, 'range'), ...fields } },
    },
  ];
}

export function updateEventRange(command: UpdateEventRange, state: EventState): EventStreamEvent[] {
  const event = known(state);
  const { data } = command;
  const range = rangeOf(event, data.rangeId);
  const fields = checkRange(data.rangeType, data.name, data.min, data.max);
  return [
    { type: 'EventRangeUpdated', data: { eventId: event.eventId, range: { id: range.id, ...fields } } },
  ];
}

export function deleteEventRange(command: DeleteEventRange, state: EventState): EventStreamEvent[] {
  const event = known(state);
  const range = rangeOf(event, command.data.rangeId);
  return [{ type: 'EventRangeDeleted', data: { eventId: event.eventId, rangeId: range.id } }];
}

/* ---------- checks ---------- */

function checkRange(
  type: string,
  name: string,
  min: number | null,
  max: number | null,
): { type: DataRange['type']; name: string; min: number | null; max: number | null } {
  if (!isRangeType(type)) throw new DomainError('INVALID_RANGE_TYPE', { type });
  const problem = rangeProblem(type, name, min, max);
  if (problem !== null) throw new DomainError('BAD_USER_INPUT', problem);
  return { type, name: name.trim(), min, max };
}

function rangeOf(event: KnownEvent, rangeId: string): DataRange {
  const range = event.ranges.find((r) => r.id === rangeId);
  if (range === undefined) throw badInput('id', 'notFound');
  return range;
}
