/**
 * Decide, periods (halves, drills): create, edit, remove, start, stop. Periods never overlap and
 * lie inside the event; one runs at a time. Rules: ../README.md.
 */
import { DomainError } from '@stride/contracts/errors';
import type { EventStreamEvent } from '@stride/contracts/events/event';
import { badInput } from '../../club/validation.ts';
import type { CreatePeriod, RemovePeriod, StartPeriod, StopPeriod, UpdatePeriod } from '../commands.ts';
import {
  MAX_PERIODS,
  PERIOD_NAME_MAX_LENGTH,
  checkInsideEvent,
  checkLiveWindow,
  checkOtherSessions,
  instantOf,
  iso,
  isoOrNull,
  known,
  liveStop,
  newId,
  overlaps,
  periodOf,
  requiredName,
  sessionStopped,
  sessionWindow,
  sessionsForSelected,
} from '../rules.ts';
import { runningPeriod, runningSession, type EventState, type KnownEvent } from '../state.ts';

export function createPeriod(command: CreatePeriod, state: EventState): EventStreamEvent[] {
  const event = known(state);
  const name = requiredName(command.data.name, 'name', PERIOD_NAME_MAX_LENGTH);
  if (event.periods.size >= MAX_PERIODS) throw badInput('periodId', 'maxItems', { maxItems: MAX_PERIODS });
  const start = instantOf(command.data.startDate, 'startDate');
  const end = instantOf(command.data.endDate, 'endDate');
  // Entered dates make a finished period; a running one only comes from startPeriod.
  if (start !== null && end === null)
    throw new DomainError('INVALID_DATE_RANGE', { field: 'endDate', reason: 'required' });
  const periodId = newId(command, 'period');
  checkPeriodWindow(event, periodId, start, end);
  const events: EventStreamEvent[] = [
    {
      type: 'PeriodCreated',
      data: { eventId: event.eventId, periodId, name, startDate: isoOrNull(start), endDate: isoOrNull(end) },
    },
  ];
  if (command.data.force && start !== null && end !== null) {
    const sessions = sessionsForSelected(event, command, periodId, start, end);
    checkOtherSessions(event, periodId, sessions);
    events.push({ type: 'PeriodSessionsSet', data: { eventId: event.eventId, periodId, sessions } });
  }
  return events;
}

export function updatePeriod(command: UpdatePeriod, state: EventState): EventStreamEvent[] {
  const event = known(state);
  const period = periodOf(event, command.data.periodId);
  const name = requiredName(command.data.name, 'name', PERIOD_NAME_MAX_LENGTH);
  const start = instantOf(command.data.startDate, 'startDate');
  const end = instantOf(command.data.endDate, 'endDate');
  const running = period.start !== null && period.end === null;
  if (running) {
    // A running period keeps running: only its name and start may change.
    if (end !== null) throw new DomainError('PERIOD_STARTED', { field: 'endDate' });
    if (start === null) throw new DomainError('MISSING_START_DATE');
    if (start > command.now.getTime()) throw new DomainError('INVALID_DATE_RANGE', { reason: 'future' });
  } else {
    if (period.start !== null && start === null) throw new DomainError('MISSING_START_DATE');
    if (start !== null && end === null)
      throw new DomainError('INVALID_DATE_RANGE', { field: 'endDate', reason: 'required' });
  }
  checkPeriodWindow(event, period.periodId, start, end);
  const events: EventStreamEvent[] = [
    {
      type: 'PeriodUpdated',
      data: {
        eventId: event.eventId,
        periodId: period.periodId,
        name,
        startDate: isoOrNull(start),
        endDate: isoOrNull(end),
      },
    },
  ];
  // Sessions are cut to the new dates; one left with nothing is removed.
  for (const selection of event.selections.values()) {
    for (const session of selection.sessions.values()) {
      if (session.periodId !== period.periodId || start === null) continue;
      const cutStart = Math.max(session.start, start);
      const cutEnd = end === null ? session.end : session.end === null ? end : Math.min(session.end, end);
      if (cutStart === session.start && cutEnd === session.end) continue;
      const base = {
        eventId: event.eventId,
        sessionId: session.sessionId,
        selectionId: selection.selectionId,
      };
      events.push(
        cutEnd !== null && cutEnd <= cutStart
          ? { type: 'SessionDeleted', data: base }
          : {
              type: 'SessionUpdated',
              data: { ...base, startDate: iso(cutStart), endDate: isoOrNull(cutEnd) },
            },
      );
    }
  }
  return events;
}

export function removePeriod(command: RemovePeriod, state: EventState): EventStreamEvent[] {
  const event = known(state);
  const period = periodOf(event, command.data.periodId);
  if (period.start !== null && period.end === null) throw new DomainError('PERIOD_STARTED');
  return [{ type: 'PeriodRemoved', data: { eventId: event.eventId, periodId: period.periodId } }];
}

export function startPeriod(command: StartPeriod, state: EventState): EventStreamEvent[] {
  const event = known(state);
  if (event.status === 'not_started') throw new DomainError('EVENT_NOT_STARTED');
  if (event.status === 'finished') throw new DomainError('EVENT_FINISHED');
  const period = periodOf(event, command.data.periodId);
  if (period.start !== null)
    throw new DomainError(period.end === null ? 'PERIOD_STARTED' : 'PERIOD_FINISHED');
  const running = runningPeriod(event);
  if (running !== undefined) throw new DomainError('PERIOD_STARTED', { periodId: running.periodId });
  const now = command.now.getTime();
  checkLiveWindow(event, now);
  checkPeriodWindow(event, period.periodId, now, null);
  const events: EventStreamEvent[] = [
    {
      type: 'PeriodStarted',
      data: { eventId: event.eventId, periodId: period.periodId, startedAt: iso(now) },
    },
  ];
  if (command.data.force) {
    for (const selection of event.selections.values()) {
      // Players already on the pitch (between periods) go on playing in the new period.
      if (!selection.selected || runningSession(selection) !== undefined) continue;
      if ([...selection.sessions.values()].some((s) => s.end !== null && s.end > now)) continue;
      const sessionId = newId(command, `session:${selection.selectionId}`);
      const window = sessionWindow(sessionId, selection.selectionId, period.periodId, now, null);
      events.push({ type: 'SessionStarted', data: { eventId: event.eventId, ...window } });
    }
  }
  return events;
}

export function stopPeriod(command: StopPeriod, state: EventState): EventStreamEvent[] {
  const event = known(state);
  const period = periodOf(event, command.data.periodId);
  if (period.start === null) throw new DomainError('PERIOD_NOT_STARTED');
  if (period.end !== null) throw new DomainError('PERIOD_FINISHED');
  // Like stopEvent: clamped to the event's 3 hours, and never before what was entered in the
  // period (a session entered up to a later instant would end up outside it).
  let at = Math.max(liveStop(event, command.now.getTime()), period.start);
  for (const selection of event.selections.values())
    for (const session of selection.sessions.values())
      if (session.periodId === period.periodId) at = Math.max(at, session.end ?? session.start);
  const events: EventStreamEvent[] = [];
  for (const selection of event.selections.values()) {
    const session = runningSession(selection);
    if (session === undefined || session.periodId !== period.periodId) continue;
    events.push(sessionStopped(event, selection, session, at));
  }
  events.push({
    type: 'PeriodStopped',
    data: { eventId: event.eventId, periodId: period.periodId, stoppedAt: iso(at) },
  });
  return events;
}

/* ---------- checks ---------- */

/** A period's dates: both or neither, ordered, inside the event, overlapping no other period. */
function checkPeriodWindow(
  state: KnownEvent,
  periodId: string,
  start: number | null,
  end: number | null,
): void {
  if (start === null && end === null) return;
  if (start === null) throw new DomainError('MISSING_START_DATE');
  if (end !== null && end <= start) throw new DomainError('INVALID_DATE_RANGE', { reason: 'order' });
  checkInsideEvent(state, start, end);
  for (const other of state.periods.values()) {
    if (other.periodId === periodId || other.start === null) continue;
    if (overlaps(start, end, other.start, other.end))
      throw new DomainError('PERIOD_OVERLAP', { periodId: other.periodId });
  }
}
