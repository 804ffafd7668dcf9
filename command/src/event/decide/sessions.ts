/**
 * Decide, sessions (who was on the pitch when): on and off the pitch live, entered windows, and a
 * period's sessions set or cleared at once. Sessions stay inside their period and never overlap
 * for one player. Rules: ../README.md.
 */
import { DomainError } from '@stride/contracts/errors';
import type { EventStreamEvent } from '@stride/contracts/events/event';
import { badInput } from '../../club/validation.ts';
import type {
  CreateSession,
  DeletePeriodSessions,
  DeleteSession,
  SetPeriodSessions,
  StartSession,
  StopSession,
  UpdateSession,
} from '../commands.ts';
import {
  MAX_SESSIONS_PER_SELECTION,
  checkInsideEvent,
  checkLiveWindow,
  checkOtherSessions,
  instantOf,
  iso,
  known,
  liveStop,
  newId,
  overlaps,
  periodOf,
  selectionOf,
  sessionStopped,
  sessionWindow,
  sessionsForSelected,
} from '../rules.ts';
import {
  findSession,
  runningPeriod,
  runningSession,
  type EventState,
  type KnownEvent,
  type Period,
  type Selection,
  type Session,
} from '../state.ts';

export function startSession(command: StartSession, state: EventState): EventStreamEvent[] {
  const event = known(state);
  const selection = selectionOf(event, command.data.selectionId);
  if (event.status === 'not_started') throw new DomainError('EVENT_NOT_STARTED');
  if (event.status === 'finished') throw new DomainError('EVENT_FINISHED');
  if (!selection.selected) throw badInput('selectionId', 'notSelected');
  if (runningSession(selection) !== undefined) throw badInput('selectionId', 'onThePitch');
  const now = command.now.getTime();
  checkLiveWindow(event, now);
  const period = runningPeriod(event);
  // Between two periods nobody plays; an event without periods is one long period.
  if (period === undefined && event.periods.size > 0) throw new DomainError('PERIOD_NOT_STARTED');
  const periodId = period?.periodId ?? null;
  checkSessionWindow(event, selection, null, periodId, now, null);
  const window = sessionWindow(newId(command, 'session'), selection.selectionId, periodId, now, null);
  return [{ type: 'SessionStarted', data: { eventId: event.eventId, ...window } }];
}

export function stopSession(command: StopSession, state: EventState): EventStreamEvent[] {
  const event = known(state);
  const selection = selectionOf(event, command.data.selectionId);
  if (event.status === 'not_started') throw new DomainError('EVENT_NOT_STARTED');
  const session = runningSession(selection);
  if (session === undefined) throw badInput('selectionId', 'notOnThePitch');
  return [sessionStopped(event, selection, session, liveStop(event, command.now.getTime()))];
}

export function createSession(command: CreateSession, state: EventState): EventStreamEvent[] {
  const event = known(state);
  const { data } = command;
  const selection = selectionOf(event, data.selectionId);
  if (selection.sessions.size >= MAX_SESSIONS_PER_SELECTION)
    throw badInput('sessionId', 'maxItems', { maxItems: MAX_SESSIONS_PER_SELECTION });
  // Out of the squad means no new time on the pitch, live or entered.
  if (!selection.selected) throw badInput('selectionId', 'notSelected');
  const periodId = sessionPeriod(event, data.periodId);
  const { start, end } = enteredWindow(data.startDate, data.endDate);
  checkSessionWindow(event, selection, null, periodId, start, end);
  const window = sessionWindow(newId(command, 'session'), selection.selectionId, periodId, start, end);
  return [{ type: 'SessionCreated', data: { eventId: event.eventId, ...window } }];
}

export function updateSession(command: UpdateSession, state: EventState): EventStreamEvent[] {
  const event = known(state);
  const { selection, session } = sessionOf(event, command.data.sessionId);
  const { start, end } = enteredWindow(command.data.startDate, command.data.endDate);
  checkSessionWindow(event, selection, session.sessionId, session.periodId, start, end);
  return [
    {
      type: 'SessionUpdated',
      data: {
        eventId: event.eventId,
        sessionId: session.sessionId,
        selectionId: selection.selectionId,
        startDate: iso(start),
        endDate: iso(end),
      },
    },
  ];
}

export function deleteSession(command: DeleteSession, state: EventState): EventStreamEvent[] {
  const event = known(state);
  const { selection, session } = sessionOf(event, command.data.sessionId);
  return [
    {
      type: 'SessionDeleted',
      data: { eventId: event.eventId, sessionId: session.sessionId, selectionId: selection.selectionId },
    },
  ];
}

export function setPeriodSessions(command: SetPeriodSessions, state: EventState): EventStreamEvent[] {
  const event = known(state);
  const period = periodOf(event, command.data.periodId);
  if (period.start === null) throw new DomainError('MISSING_START_DATE', { reason: 'periodHasNoDates' });
  const start = instantOf(command.data.startDate, 'startDate') ?? period.start;
  const end = instantOf(command.data.endDate, 'endDate') ?? period.end;
  if (end !== null && end <= start) throw new DomainError('INVALID_DATE_RANGE', { reason: 'order' });
  checkInsidePeriod(period, start, end);
  // A running period has no end to hold its sessions: the event's 3 hours do.
  checkInsideEvent(event, start, end);
  const sessions = sessionsForSelected(event, command, period.periodId, start, end);
  checkOtherSessions(event, period.periodId, sessions);
  return [
    { type: 'PeriodSessionsSet', data: { eventId: event.eventId, periodId: period.periodId, sessions } },
  ];
}

export function deletePeriodSessions(command: DeletePeriodSessions, state: EventState): EventStreamEvent[] {
  const event = known(state);
  const period = periodOf(event, command.data.periodId);
  return [
    { type: 'PeriodSessionsSet', data: { eventId: event.eventId, periodId: period.periodId, sessions: [] } },
  ];
}

/* ---------- checks ---------- */

/**
 * A session's window: ordered, inside its period (which needs dates) or the event, overlapping no
 * other session of the selection.
 */
function checkSessionWindow(
  state: KnownEvent,
  selection: Selection,
  sessionId: string | null,
  periodId: string | null,
  start: number,
  end: number | null,
): void {
  if (end !== null && end <= start) throw new DomainError('INVALID_DATE_RANGE', { reason: 'order' });
  if (periodId !== null) checkInsidePeriod(periodOf(state, periodId), start, end);
  checkInsideEvent(state, start, end);
  for (const other of selection.sessions.values()) {
    if (other.sessionId === sessionId) continue;
    if (overlaps(start, end, other.start, other.end))
      throw new DomainError('PERIOD_OVERLAP', { reason: 'session', sessionId: other.sessionId });
  }
}

/** `[start, end]` lies inside the period, which needs dates; an open end only in a running one. */
function checkInsidePeriod(period: Period, start: number, end: number | null): void {
  if (period.start === null) throw new DomainError('MISSING_START_DATE', { reason: 'periodHasNoDates' });
  if (start < period.start || (period.end !== null && (end === null || end > period.end)))
    throw new DomainError('INVALID_DATE_RANGE', { reason: 'outsidePeriod' });
}

/** A period named by `createSession`: required when the event has periods, null otherwise. */
function sessionPeriod(state: KnownEvent, periodId: string | null): string | null {
  if (periodId !== null) return periodOf(state, periodId).periodId;
  if (state.periods.size > 0) throw badInput('periodId', 'required');
  return null;
}

/** A session's entered dates: both required (the API makes them so; a bad caller gets a code). */
function enteredWindow(startDate: Date | null, endDate: Date | null): { start: number; end: number } {
  const start = instantOf(startDate, 'startDate');
  const end = instantOf(endDate, 'endDate');
  if (start === null) throw new DomainError('MISSING_START_DATE');
  if (end === null) throw new DomainError('INVALID_DATE_RANGE', { field: 'endDate', reason: 'required' });
  return { start, end };
}

function sessionOf(event: KnownEvent, sessionId: string): { selection: Selection; session: Session } {
  const found = findSession(event, sessionId);
  if (found === undefined) throw new DomainError('SELECTION_NOT_FOUND', { sessionId });
  return found;
}
