/**
 * The `event-<id>` aggregate: one match or training.
 * Sections: state, evolve, commands, decide (one function per command), validation.
 */
import { DomainError } from '@stride/contracts/errors';
import {
  eventTypes,
  type EventCreated,
  type EventStarted,
  type EventStopped,
  type EventStreamEvent,
  type EventType,
} from '@stride/contracts/events/event';
import { MAX_EVENT_DURATION_MS, MIN_EVENT_DURATION_MS } from '@stride/contracts/rules';
import type { Decider } from '../handler.ts';

/* ---------- state ---------- */

interface Known {
  readonly eventId: string;
  readonly teamId: string;
}

export type EventState =
  | { readonly status: 'initial' }
  | (Known & { readonly status: 'not_started' })
  | (Known & { readonly status: 'started'; readonly startedAt: string })
  | (Known & { readonly status: 'finished'; readonly startedAt: string; readonly stoppedAt: string });

export const initialState = (): EventState => ({ status: 'initial' });

/* ---------- evolve ---------- */

export function evolve(state: EventState, event: EventStreamEvent): EventState {
  switch (event.type) {
    case 'EventCreated':
      return { status: 'not_started', eventId: event.data.eventId, teamId: event.data.teamId };
    case 'EventStarted':
      if (state.status === 'initial') return state;
      return {
        status: 'started',
        eventId: state.eventId,
        teamId: state.teamId,
        startedAt: event.data.startedAt,
      };
    case 'EventStopped':
      if (state.status !== 'started') return state;
      return { ...state, status: 'finished', stoppedAt: event.data.stoppedAt };
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}

/* ---------- commands ---------- */

export interface CreateEvent {
  readonly type: 'CreateEvent';
  readonly data: {
    readonly eventId: string;
    readonly teamId: string;
    readonly name: string;
    readonly eventType: string;
    readonly daysToMatch?: number | null;
    readonly startDate?: Date | null;
    readonly endDate?: Date | null;
    readonly playerIds?: readonly string[] | null;
  };
  /** The instant the command was accepted (from the command context, never the clock). */
  readonly now: Date;
}

export interface StartEvent {
  readonly type: 'StartEvent';
  readonly data: { readonly eventId: string };
  readonly now: Date;
}

export interface StopEvent {
  readonly type: 'StopEvent';
  readonly data: { readonly eventId: string };
  readonly now: Date;
}

export type EventCommand = CreateEvent | StartEvent | StopEvent;

/* ---------- decide ---------- */

export const NAME_MAX_LENGTH = 120;
export const MAX_PLAYERS = 200;
export const DAYS_TO_MATCH_LIMIT = 365;

function createEvent(command: CreateEvent, state: EventState): [EventCreated] {
  if (state.status !== 'initial')
    throw new DomainError('BAD_USER_INPUT', { field: 'eventId', reason: 'exists' });
  const { data } = command;
  const name = data.name.trim();
  if (name.length === 0) throw new DomainError('BAD_USER_INPUT', { field: 'name', reason: 'required' });
  if (name.length > NAME_MAX_LENGTH) {
    throw new DomainError('BAD_USER_INPUT', {
      field: 'name',
      reason: 'maxLength',
      maxLength: NAME_MAX_LENGTH,
    });
  }
  const teamId = data.teamId.trim();
  if (teamId.length === 0) throw new DomainError('BAD_USER_INPUT', { field: 'teamId', reason: 'required' });
  if (!isEventType(data.eventType))
    throw new DomainError('BAD_USER_INPUT', { field: 'type', reason: 'enum' });
  const daysToMatch = data.daysToMatch ?? null;
  if (
    daysToMatch !== null &&
    (!Number.isInteger(daysToMatch) || Math.abs(daysToMatch) > DAYS_TO_MATCH_LIMIT)
  ) {
    throw new DomainError('BAD_USER_INPUT', {
      field: 'daysToMatch',
      reason: 'range',
      limit: DAYS_TO_MATCH_LIMIT,
    });
  }
  const startDate = data.startDate ?? null;
  const endDate = data.endDate ?? null;
  checkPlannedWindow(startDate, endDate);
  const playerIds = data.playerIds ?? [];
  if (playerIds.length > MAX_PLAYERS) {
    throw new DomainError('BAD_USER_INPUT', {
      field: 'playerIds',
      reason: 'maxItems',
      maxItems: MAX_PLAYERS,
    });
  }
  if (playerIds.some((id) => id.trim().length === 0)) {
    throw new DomainError('BAD_USER_INPUT', { field: 'playerIds', reason: 'empty' });
  }
  if (new Set(playerIds).size !== playerIds.length)
    throw new DomainError('ALREADY_SELECTED', { field: 'playerIds' });
  return [
    {
      type: 'EventCreated',
      data: {
        eventId: data.eventId,
        teamId,
        name,
        type: data.eventType,
        daysToMatch,
        startDate: startDate?.toISOString() ?? null,
        endDate: endDate?.toISOString() ?? null,
        playerIds: [...playerIds],
      },
    },
  ];
}

function startEvent(command: StartEvent, state: EventState): [EventStarted] {
  switch (state.status) {
    case 'initial':
      throw new DomainError('EVENT_NOT_FOUND');
    case 'started':
      throw new DomainError('EVENT_STARTED');
    case 'finished':
      throw new DomainError('EVENT_FINISHED');
    case 'not_started':
      return [
        { type: 'EventStarted', data: { eventId: state.eventId, startedAt: command.now.toISOString() } },
      ];
    default: {
      const _exhaustive: never = state;
      throw new DomainError('UNKNOW_ERROR');
    }
  }
}

function stopEvent(command: StopEvent, state: EventState): [EventStopped] {
  switch (state.status) {
    case 'initial':
      throw new DomainError('EVENT_NOT_FOUND');
    case 'not_started':
      throw new DomainError('EVENT_NOT_STARTED');
    case 'finished':
      throw new DomainError('EVENT_FINISHED');
    case 'started':
      return [
        { type: 'EventStopped', data: { eventId: state.eventId, stoppedAt: command.now.toISOString() } },
      ];
    default: {
      const _exhaustive: never = state;
      throw new DomainError('UNKNOW_ERROR');
    }
  }
}

export function decide(command: EventCommand, state: EventState): EventStreamEvent[] {
  switch (command.type) {
    case 'CreateEvent':
      return createEvent(command, state);
    case 'StartEvent':
      return startEvent(command, state);
    case 'StopEvent':
      return stopEvent(command, state);
    default: {
      const _exhaustive: never = command;
      throw new DomainError('UNKNOW_ERROR');
    }
  }
}

export const eventDecider: Decider<EventCommand, EventState, EventStreamEvent> = {
  decide,
  evolve,
  initialState,
};

/* ---------- validation ---------- */

function isEventType(value: string): value is EventType {
  return (eventTypes as readonly string[]).includes(value);
}

/**
 * The planned window of spec §5: both dates or neither (a live event gets its dates from start
 * and stop); end after start; duration from 1 minute to 3 hours.
 */
function checkPlannedWindow(startDate: Date | null, endDate: Date | null): void {
  if (startDate === null && endDate === null) return;
  if (startDate === null) throw new DomainError('MISSING_START_DATE');
  if (endDate === null) throw new DomainError('INVALID_DATE_RANGE', { field: 'endDate', reason: 'required' });
  if (Number.isNaN(startDate.getTime()) || Number.isNaN(endDate.getTime())) {
    throw new DomainError('BAD_USER_INPUT', { field: 'startDate', reason: 'date' });
  }
  const duration = endDate.getTime() - startDate.getTime();
  if (duration < MIN_EVENT_DURATION_MS || duration > MAX_EVENT_DURATION_MS) {
    throw new DomainError('INVALID_DATE_RANGE', {
      minDurationMs: MIN_EVENT_DURATION_MS,
      maxDurationMs: MAX_EVENT_DURATION_MS,
    });
  }
}
