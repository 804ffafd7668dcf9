/**
 * Decide, the event itself: create, details, dates, start, stop, delete, lock, unlock, and the
 * request to compute its records again. Rules: ../README.md.
 */
import { DomainError } from '@stride/contracts/errors';
import {
  competitions,
  eventPlaces,
  eventTypes,
  type EventStreamEvent,
  type EventType,
} from '@stride/contracts/events/event';
import { MAX_EVENT_DURATION_MS, MIN_EVENT_DURATION_MS } from '@stride/contracts/rules';
import { badInput, integerIn, oneOf, optionalText } from '../../club/validation.ts';
import type {
  CreateEvent,
  DeleteEvent,
  LockEvent,
  StartEvent,
  StopEvent,
  UnlockEvent,
  UpdateEvent,
  UpdateEventDates,
} from '../commands.ts';
import {
  DAYS_TO_MATCH_LIMIT,
  MATCH_SYSTEM_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SCORE_MAX,
  THEME_MAX_LENGTH,
  instantOf,
  iso,
  isoOrNull,
  known,
  requiredName,
  sessionStopped,
} from '../rules.ts';
import { runningPeriod, runningSession, type EventState, type KnownEvent } from '../state.ts';
import { checkRecordedWindow, playedOver } from './played.ts';
import { newSelections } from './selections.ts';

export function createEvent(command: CreateEvent, state: EventState): EventStreamEvent[] {
  if (state.status !== 'initial') throw badInput('eventId', 'exists');
  const { data } = command;
  const name = requiredName(data.name, 'name', NAME_MAX_LENGTH);
  const teamId = data.teamId.trim();
  if (teamId.length === 0) throw badInput('teamId', 'required');
  if (!isEventType(data.eventType)) throw badInput('type', 'enum');
  const daysToMatch = checkDaysToMatch(data.daysToMatch);
  const start = instantOf(data.startDate, 'startDate');
  const end = instantOf(data.endDate, 'endDate');
  checkEventWindow(start, end);
  const recorded = data.recorded === true;
  if (recorded) checkRecordedWindow(start, end, command.now.getTime());
  const selections = newSelections(
    { eventId: data.eventId, teamId, selections: new Map() },
    data.playerIds ?? [],
    data.players ?? new Map(),
    data.devices ?? new Map(),
  );
  const events: EventStreamEvent[] = [
    {
      type: 'EventCreated',
      data: {
        eventId: data.eventId,
        teamId,
        name,
        type: data.eventType,
        daysToMatch,
        // A recorded event was never planned: its window is the actual one (below).
        startDate: recorded ? null : isoOrNull(start),
        endDate: recorded ? null : isoOrNull(end),
        playerIds: [],
        ranges: [...(data.teamRanges ?? [])],
        place: null,
        theme: null,
        competition: null,
        matchSystem: null,
      },
    },
  ];
  if (selections.length > 0)
    events.push({ type: 'PlayersSelected', data: { eventId: data.eventId, selections } });
  // Played already (made from device files): finished over its window in the same append.
  if (recorded && start !== null && end !== null) events.push(...playedOver(data.eventId, start, end));
  return events;
}

export function updateEvent(command: UpdateEvent, state: EventState): EventStreamEvent[] {
  const event = known(state);
  const { data } = command;
  if (!isEventType(data.eventType)) throw badInput('type', 'enum');
  const score = data.score ?? null;
  return [
    {
      type: 'EventUpdated',
      data: {
        eventId: event.eventId,
        name: requiredName(data.name, 'name', NAME_MAX_LENGTH),
        type: data.eventType,
        place: data.place == null ? null : oneOf(eventPlaces, data.place, 'place'),
        theme: optionalText(data.theme, 'theme', THEME_MAX_LENGTH),
        competition: data.competition == null ? null : oneOf(competitions, data.competition, 'competition'),
        score:
          score === null
            ? null
            : {
                team: integerIn(score.team, 'score.team', 0, SCORE_MAX),
                adv: integerIn(score.adv, 'score.adv', 0, SCORE_MAX),
              },
        matchSystem: optionalText(data.matchSystem, 'matchSystem', MATCH_SYSTEM_MAX_LENGTH),
        daysToMatch: checkDaysToMatch(data.daysToMatch),
      },
    },
  ];
}

export function updateEventDates(command: UpdateEventDates, state: EventState): EventStreamEvent[] {
  const event = known(state);
  const start = instantOf(command.data.startDate, 'startDate');
  const end = instantOf(command.data.endDate, 'endDate');
  const now = command.now.getTime();
  switch (event.status) {
    case 'not_started':
      checkEventWindow(start, end);
      break;
    case 'started':
      // Only the actual start can move; the end comes from stopEvent.
      if (start === null) throw new DomainError('MISSING_START_DATE');
      if (end !== null) throw new DomainError('EVENT_STARTED', { field: 'endDate' });
      if (start > now) throw new DomainError('INVALID_DATE_RANGE', { reason: 'future' });
      if (now - start > MAX_EVENT_DURATION_MS)
        throw new DomainError('INVALID_DATE_RANGE', { maxDurationMs: MAX_EVENT_DURATION_MS });
      break;
    case 'finished':
      if (start === null) throw new DomainError('MISSING_START_DATE');
      if (end === null) throw new DomainError('INVALID_DATE_RANGE', { field: 'endDate', reason: 'required' });
      checkEventWindow(start, end);
      break;
    default: {
      const _exhaustive: never = event.status;
      throw new DomainError('UNKNOW_ERROR');
    }
  }
  checkContentInside(event, start, event.status === 'started' ? null : end);
  return [
    {
      type: 'EventDatesUpdated',
      data: { eventId: event.eventId, startDate: isoOrNull(start), endDate: isoOrNull(end) },
    },
  ];
}

export function startEvent(command: StartEvent, state: EventState): EventStreamEvent[] {
  const event = known(state);
  if (event.status === 'started') throw new DomainError('EVENT_STARTED');
  if (event.status === 'finished') throw new DomainError('EVENT_FINISHED');
  // Periods entered with dates before the start must stay inside the event.
  checkContentInside(event, command.now.getTime(), null);
  return [{ type: 'EventStarted', data: { eventId: event.eventId, startedAt: command.now.toISOString() } }];
}

export function stopEvent(command: StopEvent, state: EventState): EventStreamEvent[] {
  const event = known(state);
  if (event.status === 'not_started') throw new DomainError('EVENT_NOT_STARTED');
  if (event.status === 'finished') throw new DomainError('EVENT_FINISHED');
  const startedAt = event.startedAt ?? command.now.getTime();
  // A forgotten stop button must not make a 30-hour match: the event ends 3 hours after its start.
  const at = Math.min(command.now.getTime(), startedAt + MAX_EVENT_DURATION_MS);
  let latest = Math.max(at, startedAt);
  // Dated periods and sessions entered during the event must stay inside it.
  // (A running one counts from its start, which may have been entered after `at`.)
  for (const period of event.periods.values())
    if (period.start !== null) latest = Math.max(latest, period.end ?? period.start);
  for (const selection of event.selections.values())
    for (const session of selection.sessions.values())
      latest = Math.max(latest, session.end ?? session.start);
  return [
    ...stopRunning(event, latest),
    { type: 'EventStopped', data: { eventId: event.eventId, stoppedAt: iso(latest) } },
  ];
}

export function deleteEvent(_command: DeleteEvent, state: EventState): EventStreamEvent[] {
  const event = known(state);
  if (event.status === 'started') throw new DomainError('EVENT_STARTED');
  return [{ type: 'EventDeleted', data: { eventId: event.eventId } }];
}

export function lockEvent(_command: LockEvent, state: EventState): EventStreamEvent[] {
  const event = known(state);
  if (event.status !== 'finished') throw new DomainError('EVENT_NOT_FINISHED');
  return [{ type: 'EventLocked', data: { eventId: event.eventId } }];
}

export function unlockEvent(_command: UnlockEvent, state: EventState): EventStreamEvent[] {
  const event = known(state, true);
  return event.locked ? [{ type: 'EventUnlocked', data: { eventId: event.eventId } }] : [];
}

/** Records of a locked event are final: computing them again is refused. */
export function computeRecords(state: EventState): EventStreamEvent[] {
  const event = known(state);
  return [{ type: 'RecordsComputeRequested', data: { eventId: event.eventId } }];
}

/* ---------- checks ---------- */

function isEventType(value: string): value is EventType {
  return (eventTypes as readonly string[]).includes(value);
}

function checkDaysToMatch(value: number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return integerIn(value, 'daysToMatch', -DAYS_TO_MATCH_LIMIT, DAYS_TO_MATCH_LIMIT);
}

/** Both ends or neither; end after start; 1 minute to 3 hours (spec §5). */
function checkEventWindow(start: number | null, end: number | null): void {
  if (start === null && end === null) return;
  if (start === null) throw new DomainError('MISSING_START_DATE');
  if (end === null) throw new DomainError('INVALID_DATE_RANGE', { field: 'endDate', reason: 'required' });
  const duration = end - start;
  if (duration < MIN_EVENT_DURATION_MS || duration > MAX_EVENT_DURATION_MS) {
    throw new DomainError('INVALID_DATE_RANGE', {
      minDurationMs: MIN_EVENT_DURATION_MS,
      maxDurationMs: MAX_EVENT_DURATION_MS,
    });
  }
}

/**
 * Every dated period and every session still inside the event once its window is `start..end`;
 * `end` null with a start: the event runs, and what has ended ends within its 3 hours.
 */
function checkContentInside(event: KnownEvent, start: number | null, end: number | null): void {
  const windows: { start: number; end: number | null }[] = [];
  for (const period of event.periods.values())
    if (period.start !== null) windows.push({ start: period.start, end: period.end });
  for (const selection of event.selections.values())
    for (const session of selection.sessions.values()) windows.push(session);
  if (windows.length === 0) return;
  if (start === null) throw new DomainError('MISSING_START_DATE', { reason: 'periodsHaveDates' });
  const last = end ?? start + MAX_EVENT_DURATION_MS;
  for (const window of windows) {
    if (window.start < start || (window.end === null ? end !== null : window.end > last))
      throw new DomainError('INVALID_DATE_RANGE', { reason: 'periodOutside' });
  }
}

/** Every running session and the running period stopped at `at`. */
function stopRunning(state: KnownEvent, at: number): EventStreamEvent[] {
  const events: EventStreamEvent[] = [];
  for (const selection of state.selections.values()) {
    const session = runningSession(selection);
    if (session === undefined) continue;
    events.push(sessionStopped(state, selection, session, at));
  }
  const period = runningPeriod(state);
  if (period !== undefined && period.start !== null) {
    events.push({
      type: 'PeriodStopped',
      data: { eventId: state.eventId, periodId: period.periodId, stoppedAt: iso(Math.max(at, period.start)) },
    });
  }
  return events;
}
