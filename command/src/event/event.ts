/**
 * The `event-<id>` aggregate: one match or training with its periods, selections, sessions and
 * data ranges. Its decider, assembled: state and `evolve` (state.ts, folded in contracts), the
 * commands (commands.ts), one decide file per part of the event (decide/), the rules they share
 * (rules.ts). The rules are written out in README.md beside this file.
 */
import { DomainError } from '@stride/contracts/errors';
import type { EventStreamEvent } from '@stride/contracts/events/event';
import type { Decider } from '../handler.ts';
import type { EventCommand } from './commands.ts';
import {
  computeRecords,
  createEvent,
  deleteEvent,
  lockEvent,
  startEvent,
  stopEvent,
  unlockEvent,
  updateEvent,
  updateEventDates,
} from './decide/lifecycle.ts';
import { createPeriod, removePeriod, startPeriod, stopPeriod, updatePeriod } from './decide/periods.ts';
import { createEventRange, deleteEventRange, updateEventRange } from './decide/ranges.ts';
import { selectPlayers, selectSelection, updateSelection } from './decide/selections.ts';
import {
  createSession,
  deletePeriodSessions,
  deleteSession,
  setPeriodSessions,
  startSession,
  stopSession,
  updateSession,
} from './decide/sessions.ts';
import { evolve, initialState, type EventState } from './state.ts';

export { evolve, initialState, type EventState } from './state.ts';

export function decide(command: EventCommand, state: EventState): EventStreamEvent[] {
  switch (command.type) {
    case 'CreateEvent':
      return createEvent(command, state);
    case 'UpdateEvent':
      return updateEvent(command, state);
    case 'UpdateEventDates':
      return updateEventDates(command, state);
    case 'StartEvent':
      return startEvent(command, state);
    case 'StopEvent':
      return stopEvent(command, state);
    case 'DeleteEvent':
      return deleteEvent(command, state);
    case 'LockEvent':
      return lockEvent(command, state);
    case 'UnlockEvent':
      return unlockEvent(command, state);
    case 'CreatePeriod':
      return createPeriod(command, state);
    case 'UpdatePeriod':
      return updatePeriod(command, state);
    case 'RemovePeriod':
      return removePeriod(command, state);
    case 'StartPeriod':
      return startPeriod(command, state);
    case 'StopPeriod':
      return stopPeriod(command, state);
    case 'SelectPlayers':
      return selectPlayers(command, state);
    case 'UpdateSelection':
      return updateSelection(command, state);
    case 'SelectSelection':
      return selectSelection(command, state);
    case 'StartSession':
      return startSession(command, state);
    case 'StopSession':
      return stopSession(command, state);
    case 'CreateSession':
      return createSession(command, state);
    case 'UpdateSession':
      return updateSession(command, state);
    case 'DeleteSession':
      return deleteSession(command, state);
    case 'SetPeriodSessions':
      return setPeriodSessions(command, state);
    case 'DeletePeriodSessions':
      return deletePeriodSessions(command, state);
    case 'CreateEventRange':
      return createEventRange(command, state);
    case 'UpdateEventRange':
      return updateEventRange(command, state);
    case 'DeleteEventRange':
      return deleteEventRange(command, state);
    case 'ComputeRecords':
      return computeRecords(state);
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
