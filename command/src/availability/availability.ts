/**
 * The `availability-<playerId>` aggregate (`contracts/src/events/availability.ts`): a player's
 * availability entries and injuries. The player's status on a day is the entry covering it that
 * started last. A new open entry (no last day) closes the entries that started before it and
 * still cover its first day (their last day becomes the day before), so they do not come back; a
 * bounded one (sick from Monday to Wednesday) lies over them and the status before it returns
 * after it. Corrections and changes are new events.
 */
import { DomainError } from '@stride/contracts/errors';
import {
  AVAILABILITY_NOTE_MAX_LENGTH,
  INJURY_BODY_PART_MAX_LENGTH,
  INJURY_DESCRIPTION_MAX_LENGTH,
  availabilityStatuses,
  dayBefore,
  injuryStatuses,
  type AvailabilityEvent,
  type AvailabilityStatus,
  type AvailabilityValues,
  type InjuryStatus,
  type InjuryValues,
} from '@stride/contracts/events/availability';
import { badInput, calendarDate, optionalText, requiredText } from '../club/validation.ts';
import { decideByType, type Decider } from '../decider.ts';
import type {
  AvailabilityCommand,
  AvailabilityInput,
  CorrectAvailability,
  EndAvailability,
  InjuryInput,
  PlayerFact,
  RecordInjury,
  SetAvailability,
  UpdateInjury,
} from './commands.ts';
import { evolve, initialState, type AvailabilityState } from './state.ts';

/** The player the stream is about: known to the club and not archived (PLAYER_NOT_FOUND). */
function scopeOf(player: PlayerFact | null): { playerId: string; teamId: string; clubId: string } {
  if (player === null || player.archived) throw new DomainError('PLAYER_NOT_FOUND');
  return { playerId: player.playerId, teamId: player.teamId, clubId: player.clubId };
}

function oneOf<T extends string>(values: readonly T[], value: unknown, field: string): T {
  if (!(values as readonly unknown[]).includes(value)) throw badInput(field, 'oneOf');
  return value as T;
}

function optionalDate(value: unknown, field: string): string | null {
  return value === null || value === undefined ? null : calendarDate(value, field);
}

/** INVALID_DATE_RANGE when `last` is before `first`. */
function inOrder(first: string, last: string | null): void {
  if (last !== null && last < first) throw new DomainError('INVALID_DATE_RANGE');
}

/**
 * Checked values of an entry: a status of the spec (`status`), dates (`startDate`, `endDate`,
 * INVALID_DATE_RANGE when it ends before it starts), a note of at most 2000 characters, and an
 * injury of the player's (INJURY_NOT_FOUND).
 */
function availabilityValues(
  input: AvailabilityInput,
  state: AvailabilityState,
  newInjuryId: string | null,
): AvailabilityValues {
  const status = oneOf<AvailabilityStatus>(availabilityStatuses, input.status, 'status');
  const startDate = calendarDate(input.startDate, 'startDate');
  const endDate = optionalDate(input.endDate, 'endDate');
  inOrder(startDate, endDate);
  const note = optionalText(input.note, 'note', AVAILABILITY_NOTE_MAX_LENGTH);
  const injuryId = newInjuryId ?? input.injuryId ?? null;
  if (injuryId !== null && injuryId !== newInjuryId && !state.injuries.has(injuryId))
    throw new DomainError('INJURY_NOT_FOUND', { injuryId });
  return { status, startDate, endDate, note, injuryId };
}

/**
 * Checked values of an injury: a description (1 to 200 characters), a body part (up to 60), the
 * day it happened, the expected and actual return on or after it (INVALID_DATE_RANGE), a status
 * of the spec; a note of up to 2000 characters.
 */
function injuryValues(input: InjuryInput): InjuryValues & { note: string | null } {
  const description = requiredText(input.description, 'description', INJURY_DESCRIPTION_MAX_LENGTH);
  const bodyPart = optionalText(input.bodyPart, 'bodyPart', INJURY_BODY_PART_MAX_LENGTH);
  const occurredOn = calendarDate(input.occurredOn, 'occurredOn');
  const expectedReturn = optionalDate(input.expectedReturn, 'expectedReturn');
  const returnedOn = optionalDate(input.returnedOn, 'returnedOn');
  inOrder(occurredOn, expectedReturn);
  inOrder(occurredOn, returnedOn);
  const status = oneOf<InjuryStatus>(injuryStatuses, input.status ?? 'CARE', 'status');
  const note = optionalText(input.note, 'note', AVAILABILITY_NOTE_MAX_LENGTH);
  return { description, bodyPart, occurredOn, expectedReturn, returnedOn, status, note };
}

/**
 * AvailabilityEnded for each entry that started before `startDate` (or on it) and still covers
 * it: it ends the day before, or that very day when it started then (the new entry, set later,
 * wins the day).
 */
function closeEarlier(
  state: AvailabilityState,
  scope: { playerId: string; teamId: string; clubId: string },
  startDate: string,
): AvailabilityEvent[] {
  const events: AvailabilityEvent[] = [];
  for (const [availabilityId, e] of state.entries) {
    if (e.startDate > startDate || (e.endDate !== null && e.endDate < startDate)) continue;
    const endDate = e.startDate < startDate ? dayBefore(startDate) : startDate;
    if (e.endDate !== endDate)
      events.push({ type: 'AvailabilityEnded', data: { ...scope, availabilityId, endDate } });
  }
  return events;
}

/**
 * A new entry (with its new injury first, when one comes with it); when it is open, the earlier
 * entries covering its start end the day before.
 */
export function setAvailability(command: SetAvailability, state: AvailabilityState): AvailabilityEvent[] {
  const scope = scopeOf(command.data.player);
  const { availabilityId, injury } = command.data;
  if (state.entries.has(availabilityId)) return [];
  const events: AvailabilityEvent[] = [];
  if (injury !== null) {
    events.push({
      type: 'InjuryRecorded',
      data: { ...scope, injuryId: injury.injuryId, ...injuryValues(injury) },
    });
  }
  const values = availabilityValues(command.data.availability, state, injury?.injuryId ?? null);
  if (values.endDate === null) events.push(...closeEarlier(state, scope, values.startDate));
  events.push({ type: 'AvailabilitySet', data: { ...scope, availabilityId, ...values } });
  return events;
}

/** New values for an entry (AVAILABILITY_NOT_FOUND); the same values change nothing. */
export function correctAvailability(
  command: CorrectAvailability,
  state: AvailabilityState,
): AvailabilityEvent[] {
  const scope = scopeOf(command.data.player);
  const { availabilityId } = command.data;
  const current = state.entries.get(availabilityId);
  if (current === undefined) throw new DomainError('AVAILABILITY_NOT_FOUND', { availabilityId });
  const values = availabilityValues(command.data.availability, state, null);
  if (sameValues(current, values)) return [];
  return [{ type: 'AvailabilityCorrected', data: { ...scope, availabilityId, ...values } }];
}

/** An entry's last day (AVAILABILITY_NOT_FOUND; INVALID_DATE_RANGE before its first). */
export function endAvailability(command: EndAvailability, state: AvailabilityState): AvailabilityEvent[] {
  const scope = scopeOf(command.data.player);
  const { availabilityId } = command.data;
  const current = state.entries.get(availabilityId);
  if (current === undefined) throw new DomainError('AVAILABILITY_NOT_FOUND', { availabilityId });
  const endDate = calendarDate(command.data.endDate, 'endDate');
  inOrder(current.startDate, endDate);
  if (current.endDate === endDate) return [];
  return [{ type: 'AvailabilityEnded', data: { ...scope, availabilityId, endDate } }];
}

/** A new injury; a retried command records it once. */
export function recordInjury(command: RecordInjury, state: AvailabilityState): AvailabilityEvent[] {
  const scope = scopeOf(command.data.player);
  const { injuryId } = command.data;
  if (state.injuries.has(injuryId)) return [];
  return [{ type: 'InjuryRecorded', data: { ...scope, injuryId, ...injuryValues(command.data.injury) } }];
}

/**
 * A change of an injury (INJURY_NOT_FOUND): its values after the change, checked as a new one's.
 * Nothing changed and no note: no event.
 */
export function updateInjury(command: UpdateInjury, state: AvailabilityState): AvailabilityEvent[] {
  const scope = scopeOf(command.data.player);
  const { injuryId, change } = command.data;
  const current = state.injuries.get(injuryId);
  if (current === undefined) throw new DomainError('INJURY_NOT_FOUND', { injuryId });
  const keep = <K extends keyof InjuryValues>(key: K): InjuryValues[K] | null =>
    change[key] === undefined ? current[key] : (change[key] as InjuryValues[K] | null);
  const values = injuryValues({
    description: keep('description') ?? '',
    bodyPart: keep('bodyPart'),
    occurredOn: keep('occurredOn') ?? '',
    expectedReturn: keep('expectedReturn'),
    returnedOn: keep('returnedOn'),
    status: keep('status') ?? current.status,
    note: change.note ?? null,
  });
  const { note, ...rest } = values;
  if (note === null && sameValues(current, rest)) return [];
  return [{ type: 'InjuryUpdated', data: { ...scope, injuryId, ...values } }];
}

function sameValues<T extends object>(a: T, b: T): boolean {
  return (Object.keys(b) as (keyof T)[]).every((key) => a[key] === b[key]);
}

export const availabilityDecider: Decider<AvailabilityCommand, AvailabilityState, AvailabilityEvent> = {
  decide: decideByType<AvailabilityCommand, AvailabilityState, AvailabilityEvent>({
    SetAvailability: setAvailability,
    CorrectAvailability: correctAvailability,
    EndAvailability: endAvailability,
    RecordInjury: recordInjury,
    UpdateInjury: updateInjury,
  }),
  evolve,
  initialState,
};
