/**
 * The `event-<id>` aggregate: one match or training with its periods, selections, sessions and
 * data ranges. Its decider, assembled: state and `evolve` (state.ts, folded in contracts), the
 * commands (commands.ts), one decide file per part of the event (decide/), the rules they share
 * (rules.ts). The rules are written out in README.md beside this file.
 */
import type { EventStreamEvent } from '@stride/contracts/events/event';
import { decideByType, type Decider } from '../decider.ts';
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
import {
  cutEventInterval,
  markEventMoment,
  removeEventInterval,
  removeEventMark,
  renameEventInterval,
} from './decide/intervals.ts';
import { finishEvent } from './decide/played.ts';
import { createPeriod, removePeriod, startPeriod, stopPeriod, updatePeriod } from './decide/periods.ts';
import { createEventRange, deleteEventRange, updateEventRange } from './decide/ranges.ts';
import { setEventMetricSettings } from './decide/metric-settings.ts';
import { setEventPlan, setSessionRpe } from './decide/rpe.ts';
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
import { setEventTags, setPeriodTags } from './decide/tags.ts';
import { evolve, initialState, type EventState } from './state.ts';

export { evolve, initialState, type EventState } from './state.ts';

export const decide = decideByType<EventCommand, EventState, EventStreamEvent>({
  CreateEvent: createEvent,
  UpdateEvent: updateEvent,
  UpdateEventDates: updateEventDates,
  StartEvent: startEvent,
  StopEvent: stopEvent,
  FinishEvent: finishEvent,
  DeleteEvent: deleteEvent,
  LockEvent: lockEvent,
  UnlockEvent: unlockEvent,
  CreatePeriod: createPeriod,
  UpdatePeriod: updatePeriod,
  RemovePeriod: removePeriod,
  StartPeriod: startPeriod,
  StopPeriod: stopPeriod,
  SelectPlayers: selectPlayers,
  UpdateSelection: updateSelection,
  SelectSelection: selectSelection,
  StartSession: startSession,
  StopSession: stopSession,
  CreateSession: createSession,
  UpdateSession: updateSession,
  DeleteSession: deleteSession,
  SetPeriodSessions: setPeriodSessions,
  DeletePeriodSessions: deletePeriodSessions,
  CreateEventRange: createEventRange,
  UpdateEventRange: updateEventRange,
  DeleteEventRange: deleteEventRange,
  ComputeRecords: (_command, state) => computeRecords(state),
  SetSessionRpe: setSessionRpe,
  SetEventTags: setEventTags,
  SetPeriodTags: setPeriodTags,
  SetEventPlan: setEventPlan,
  MarkEventMoment: markEventMoment,
  RemoveEventMark: removeEventMark,
  CutEventInterval: cutEventInterval,
  RenameEventInterval: renameEventInterval,
  RemoveEventInterval: removeEventInterval,
  SetEventMetricSettings: setEventMetricSettings,
});

export const eventDecider: Decider<EventCommand, EventState, EventStreamEvent> = {
  decide,
  evolve,
  initialState,
};
