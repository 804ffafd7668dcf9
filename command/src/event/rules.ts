/**
 * What the decide files of the `event-<id>` aggregate share: the limits, the instants of events,
 * ids of what a command creates, and the checks that refuse with a catalogue code (the event,
 * period or selection named exists; a window lies inside the event; windows do not overlap).
 */
import { DomainError } from '@stride/contracts/errors';
import type { SessionStopped, SessionWindow } from '@stride/contracts/events/event';
import { MAX_EVENT_DURATION_MS } from '@stride/contracts/rules';
import { badInput } from '../club/validation.ts';
import { derivedId } from '../handler.ts';
import {
  eventWindow,
  type EventState,
  type KnownEvent,
  type Period,
  type Selection,
  type Session,
} from './state.ts';

/* ---------- limits ---------- */

export const NAME_MAX_LENGTH = 120;
export const PERIOD_NAME_MAX_LENGTH = 60;
export const THEME_MAX_LENGTH = 120;
export const MATCH_SYSTEM_MAX_LENGTH = 20;
export const MAX_PLAYERS = 200;
export const MAX_PERIODS = 20;
export const MAX_SESSIONS_PER_SELECTION = 50;
export const DAYS_TO_MATCH_LIMIT = 365;
export const SCORE_MAX = 999;
export const NUMBER_MAX = 999;

/* ---------- instants and ids ---------- */

export const iso = (instant: number): string => new Date(instant).toISOString();
export const isoOrNull = (instant: number | null): string | null => (instant === null ? null : iso(instant));

export function instantOf(value: Date | null | undefined, field: string): number | null {
  if (value === null || value === undefined) return null;
  const instant = value.getTime();
  if (Number.isNaN(instant)) throw badInput(field, 'date');
  return instant;
}

/** An id for something this command creates; `key` tells apart several made by one command. */
export function newId(command: { readonly commandId: string; readonly type: string }, key: string): string {
  return derivedId(`${command.type}:${key}`, command.commandId);
}

export function requiredName(value: string, field: string, maxLength: number): string {
  const name = value.trim();
  if (name.length === 0) throw badInput(field, 'required');
  if (name.length > maxLength) throw badInput(field, 'maxLength', { maxLength });
  return name;
}

/* ---------- checks ---------- */

/** The event exists, is not deleted and (unless `allowLocked`) not locked. */
export function known(state: EventState, allowLocked = false): KnownEvent {
  if (state.status === 'initial' || state.deleted) throw new DomainError('EVENT_NOT_FOUND');
  if (state.locked && !allowLocked) throw new DomainError('EVENT_LOCKED');
  return state;
}

export function periodOf(state: KnownEvent, periodId: string): Period {
  const period = state.periods.get(periodId);
  if (period === undefined) throw new DomainError('PERIOD_NOT_FOUND');
  return period;
}

export function selectionOf(state: KnownEvent, selectionId: string): Selection {
  const selection = state.selections.get(selectionId);
  if (selection === undefined) throw new DomainError('SELECTION_NOT_FOUND');
  return selection;
}

/** `[start, end)` windows overlap; a null end is open. */
export function overlaps(aStart: number, aEnd: number | null, bStart: number, bEnd: number | null): boolean {
  return (bEnd === null || aStart < bEnd) && (aEnd === null || bStart < aEnd);
}

/**
 * A window `[start, end]` lies inside the event (which needs a start): after its start and, when
 * the event has an end, before it. A running event has no end yet but lasts at most 3 hours
 * (stopEvent clamps there), so what is entered in it fits in those 3 hours: without this, stopping
 * the event would stretch it over a window entered far ahead.
 */
export function checkInsideEvent(state: KnownEvent, start: number, end: number | null): void {
  const window = eventWindow(state);
  if (window.start === null) throw new DomainError('MISSING_START_DATE', { reason: 'eventHasNoDates' });
  const last = window.end ?? window.start + MAX_EVENT_DURATION_MS;
  if (start < window.start || start > last || (end === null ? window.end !== null : end > last))
    throw new DomainError('INVALID_DATE_RANGE', { reason: 'outsideEvent' });
}

/**
 * When a live stop pressed `now` takes effect: at most 3 hours after the event's start, as
 * stopEvent (a period or session stopped late must not stretch the event past 3 hours).
 */
export function liveStop(event: KnownEvent, now: number): number {
  return event.startedAt === null ? now : Math.min(now, event.startedAt + MAX_EVENT_DURATION_MS);
}

/** Live starts happen within the 3 hours an event may last. */
export function checkLiveWindow(event: KnownEvent, now: number): void {
  if (event.startedAt !== null && now - event.startedAt > MAX_EVENT_DURATION_MS)
    throw new DomainError('INVALID_DATE_RANGE', { maxDurationMs: MAX_EVENT_DURATION_MS });
}

/* ---------- sessions as the events carry them ---------- */

/** A session of a selection over `[start, end]`; a null end: the player is on the pitch. */
export function sessionWindow(
  sessionId: string,
  selectionId: string,
  periodId: string | null,
  start: number,
  end: number | null,
): SessionWindow {
  return { sessionId, selectionId, periodId, startDate: iso(start), endDate: isoOrNull(end) };
}

/** One session over `[start, end]` for every selected player. */
export function sessionsForSelected(
  state: KnownEvent,
  command: { readonly commandId: string; readonly type: string },
  periodId: string,
  start: number,
  end: number | null,
): SessionWindow[] {
  return [...state.selections.values()]
    .filter((selection) => selection.selected)
    .map((selection) =>
      sessionWindow(
        newId(command, `session:${selection.selectionId}`),
        selection.selectionId,
        periodId,
        start,
        end,
      ),
    );
}

/** A running session stopped at `at`: never before it started. */
export function sessionStopped(
  event: KnownEvent,
  selection: Selection,
  session: Session,
  at: number,
): SessionStopped {
  return {
    type: 'SessionStopped',
    data: {
      eventId: event.eventId,
      selectionId: selection.selectionId,
      sessionId: session.sessionId,
      stoppedAt: iso(Math.max(at, session.start)),
    },
  };
}

/**
 * Sessions replacing a period's own overlap no session of another period (or of none: sessions
 * entered before the event had periods).
 */
export function checkOtherSessions(
  event: KnownEvent,
  periodId: string,
  sessions: readonly SessionWindow[],
): void {
  for (const window of sessions) {
    const selection = event.selections.get(window.selectionId);
    if (selection === undefined) continue;
    const start = Date.parse(window.startDate);
    const end = window.endDate === null ? null : Date.parse(window.endDate);
    for (const other of selection.sessions.values()) {
      if (other.periodId !== periodId && overlaps(start, end, other.start, other.end))
        throw new DomainError('PERIOD_OVERLAP', { reason: 'session', sessionId: other.sessionId });
    }
  }
}
