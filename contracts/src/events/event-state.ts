/**
 * The fold of an `event-<id>` stream: one match or training with its periods, selections,
 * sessions and data ranges, as the decider sees it (`command/src/event/`) and as the records
 * projection reads it at a trigger's position (`projector/src/projections/records.ts`). One
 * module so the two never disagree on what the stream means. Pure: no I/O, no clock.
 * Instants are epoch milliseconds here, ISO strings in the events.
 */
import type {
  EventDetails,
  EventStreamEvent,
  PlannedTarget,
  SelectionDetails,
  SessionWindow,
} from './event.ts';
import { selectionIdOf } from './ids.ts';
import { updateEntry, withEntry, withoutEntry } from '../maps.ts';
import type { DataRange } from '../ranges.ts';
import type { MetricSettings } from '../metric-settings.ts';

export interface Period {
  readonly periodId: string;
  readonly name: string;
  /** Null until started or given dates (status CREATED). */
  readonly start: number | null;
  /** Null while running or before it has dates. */
  readonly end: number | null;
  /** Its tags (issue 19), in the order given. */
  readonly tags: readonly string[];
}

export interface Session {
  readonly sessionId: string;
  readonly periodId: string | null;
  readonly start: number;
  /** Null while the player is on the pitch. */
  readonly end: number | null;
}

/** A player's session RPE: rating 0–10, minutes null for the default (`SessionRpeSet`). */
export interface SessionRpe {
  readonly rating: number;
  readonly minutes: number | null;
}

/** A player's participation as selected or since edited, with whether they are in the squad. */
export interface Selection extends SelectionDetails {
  readonly selected: boolean;
  readonly sessions: ReadonlyMap<string, Session>;
  /** Absent or null: no RPE given. */
  readonly rpe?: SessionRpe | null;
}

/** A moment an analyst marked (issue 20), epoch ms (whole seconds). */
export interface Mark {
  readonly markId: string;
  readonly at: number;
  readonly label: string;
}

/** A span an analyst cut (issue 20), `[start, end)` in epoch ms (whole seconds). */
export interface CutInterval {
  readonly intervalId: string;
  readonly start: number;
  readonly end: number;
  readonly label: string;
}

export interface KnownEvent {
  readonly status: 'not_started' | 'started' | 'finished';
  readonly eventId: string;
  readonly teamId: string;
  readonly details: EventDetails;
  readonly plannedStart: number | null;
  readonly plannedEnd: number | null;
  readonly startedAt: number | null;
  readonly stoppedAt: number | null;
  readonly locked: boolean;
  readonly deleted: boolean;
  /** In creation order. */
  readonly periods: ReadonlyMap<string, Period>;
  /** In selection order. */
  readonly selections: ReadonlyMap<string, Selection>;
  /** In creation order. */
  readonly ranges: readonly DataRange[];
  /** The event's tags (issue 19), in the order given. */
  readonly tags: readonly string[];
  /** The planned load per selected player (`EventPlanSet`); absent: none. */
  readonly plan?: readonly PlannedTarget[];
  /** Marked moments (issue 20), in marking order; absent: none. */
  readonly marks?: ReadonlyMap<string, Mark>;
  /** Cut intervals (issue 20), in cutting order; absent: none. */
  readonly intervals?: ReadonlyMap<string, CutInterval>;
  /** The metric settings applied to the event (`EventMetricSettingsSet`); absent: none. */
  readonly metricSettings?: MetricSettings;
}

export type EventState = { readonly status: 'initial' } | KnownEvent;

export const initialState = (): EventState => ({ status: 'initial' });

/** The window the event's data counts in: planned before the start, actual after; end null while open. */
export function eventWindow(state: KnownEvent): { start: number | null; end: number | null } {
  if (state.status === 'not_started') return { start: state.plannedStart, end: state.plannedEnd };
  return { start: state.startedAt, end: state.status === 'finished' ? state.stoppedAt : null };
}

export function runningPeriod(state: KnownEvent): Period | undefined {
  for (const period of state.periods.values())
    if (period.start !== null && period.end === null) return period;
  return undefined;
}

export function runningSession(selection: Selection): Session | undefined {
  for (const session of selection.sessions.values()) if (session.end === null) return session;
  return undefined;
}

/** The selection holding a session, with the session. */
export function findSession(
  state: KnownEvent,
  sessionId: string,
): { selection: Selection; session: Session } | undefined {
  for (const selection of state.selections.values()) {
    const session = selection.sessions.get(sessionId);
    if (session !== undefined) return { selection, session };
  }
  return undefined;
}

/* ---------- evolve ---------- */

const ms = (iso: string | null | undefined): number | null => (iso == null ? null : Date.parse(iso));

function updateSelection(
  state: KnownEvent,
  selectionId: string,
  change: (selection: Selection) => Selection,
): KnownEvent {
  return { ...state, selections: updateEntry(state.selections, selectionId, change) };
}

function updatePeriod(state: KnownEvent, periodId: string, change: (period: Period) => Period): KnownEvent {
  return { ...state, periods: updateEntry(state.periods, periodId, change) };
}

function sessionOf(window: SessionWindow): Session {
  return {
    sessionId: window.sessionId,
    periodId: window.periodId,
    start: Date.parse(window.startDate),
    end: ms(window.endDate),
  };
}

/** Every selection without the sessions `drop` picks. */
function dropSessions(state: KnownEvent, drop: (session: Session) => boolean): KnownEvent {
  const selections = new Map<string, Selection>();
  for (const [id, selection] of state.selections) {
    const kept = [...selection.sessions].filter(([, session]) => !drop(session));
    selections.set(
      id,
      kept.length === selection.sessions.size ? selection : { ...selection, sessions: new Map(kept) },
    );
  }
  return { ...state, selections };
}

function withSession(state: KnownEvent, selectionId: string, session: Session): KnownEvent {
  return updateSelection(state, selectionId, (selection) => ({
    ...selection,
    sessions: withEntry(selection.sessions, session.sessionId, session),
  }));
}

function updateSession(
  state: KnownEvent,
  selectionId: string,
  sessionId: string,
  change: (session: Session) => Session,
): KnownEvent {
  return updateSelection(state, selectionId, (selection) => ({
    ...selection,
    sessions: updateEntry(selection.sessions, sessionId, change),
  }));
}

const noMarks: ReadonlyMap<string, Mark> = new Map();
const noIntervals: ReadonlyMap<string, CutInterval> = new Map();

export function evolve(state: EventState, event: EventStreamEvent): EventState {
  if (event.type === 'EventCreated') {
    if (state.status !== 'initial') return state;
    const d = event.data;
    const selections = new Map<string, Selection>();
    // Schema version 1 listed the players here; later versions write `PlayersSelected`.
    for (const playerId of d.playerIds) {
      const selectionId = selectionIdOf(d.eventId, playerId);
      selections.set(selectionId, {
        selectionId,
        playerId,
        deviceId: null,
        number: null,
        position: null,
        profile: null,
        selected: true,
        sessions: new Map(),
      });
    }
    return {
      status: 'not_started',
      eventId: d.eventId,
      teamId: d.teamId,
      details: {
        name: d.name,
        type: d.type,
        place: d.place ?? null,
        theme: d.theme ?? null,
        competition: d.competition ?? null,
        score: null,
        matchSystem: d.matchSystem ?? null,
        daysToMatch: d.daysToMatch,
      },
      plannedStart: ms(d.startDate),
      plannedEnd: ms(d.endDate),
      startedAt: null,
      stoppedAt: null,
      locked: false,
      deleted: false,
      periods: new Map(),
      selections,
      ranges: d.ranges ?? [],
      tags: [],
    };
  }
  if (state.status === 'initial') return state;
  switch (event.type) {
    case 'EventUpdated': {
      const { eventId: _eventId, ...details } = event.data;
      return { ...state, details };
    }
    case 'EventDatesUpdated': {
      const start = ms(event.data.startDate);
      const end = ms(event.data.endDate);
      if (state.status === 'not_started') return { ...state, plannedStart: start, plannedEnd: end };
      if (state.status === 'started') return { ...state, startedAt: start };
      return { ...state, startedAt: start, stoppedAt: end };
    }
    case 'EventStarted':
      if (state.status !== 'not_started') return state;
      return { ...state, status: 'started', startedAt: Date.parse(event.data.startedAt) };
    case 'EventStopped':
      if (state.status !== 'started') return state;
      return { ...state, status: 'finished', stoppedAt: Date.parse(event.data.stoppedAt) };
    case 'EventLocked':
      return { ...state, locked: true };
    case 'EventUnlocked':
      return { ...state, locked: false };
    case 'EventDeleted':
      return { ...state, deleted: true };
    case 'PeriodCreated':
    case 'PeriodUpdated': {
      const d = event.data;
      return {
        ...state,
        periods: withEntry(state.periods, d.periodId, {
          periodId: d.periodId,
          name: d.name,
          start: ms(d.startDate),
          end: ms(d.endDate),
          tags: state.periods.get(d.periodId)?.tags ?? [],
        }),
      };
    }
    case 'PeriodRemoved': {
      const without = dropSessions(state, (session) => session.periodId === event.data.periodId);
      return { ...without, periods: withoutEntry(state.periods, event.data.periodId) };
    }
    case 'PeriodStarted':
      return updatePeriod(state, event.data.periodId, (period) => ({
        ...period,
        start: Date.parse(event.data.startedAt),
        end: null,
      }));
    case 'PeriodStopped':
      return updatePeriod(state, event.data.periodId, (period) => ({
        ...period,
        end: Date.parse(event.data.stoppedAt),
      }));
    case 'PlayersSelected': {
      const selections = new Map(state.selections);
      for (const s of event.data.selections) {
        if (selections.has(s.selectionId)) continue;
        selections.set(s.selectionId, { ...s, selected: true, sessions: new Map() });
      }
      return { ...state, selections };
    }
    case 'SelectionUpdated': {
      const { deviceId, number, position, profile } = event.data;
      return updateSelection(state, event.data.selectionId, (selection) => ({
        ...selection,
        deviceId,
        number,
        position,
        profile,
      }));
    }
    case 'SelectionSelected':
      return updateSelection(state, event.data.selectionId, (selection) => ({
        ...selection,
        selected: event.data.selected,
      }));
    case 'SessionCreated':
    case 'SessionStarted':
      return withSession(state, event.data.selectionId, sessionOf(event.data));
    case 'SessionUpdated':
      return updateSession(state, event.data.selectionId, event.data.sessionId, (session) => ({
        ...session,
        start: Date.parse(event.data.startDate),
        end: ms(event.data.endDate),
      }));
    case 'SessionStopped':
      return updateSession(state, event.data.selectionId, event.data.sessionId, (session) => ({
        ...session,
        end: Date.parse(event.data.stoppedAt),
      }));
    case 'SessionDeleted':
      return updateSelection(state, event.data.selectionId, (selection) => ({
        ...selection,
        sessions: withoutEntry(selection.sessions, event.data.sessionId),
      }));
    case 'PeriodSessionsSet': {
      let next = dropSessions(state, (session) => session.periodId === event.data.periodId);
      for (const window of event.data.sessions)
        next = withSession(next, window.selectionId, sessionOf(window));
      return next;
    }
    case 'EventRangeCreated':
      return { ...state, ranges: [...state.ranges, event.data.range] };
    case 'EventRangeUpdated':
      return {
        ...state,
        ranges: state.ranges.map((range) => (range.id === event.data.range.id ? event.data.range : range)),
      };
    case 'EventRangeDeleted':
      return { ...state, ranges: state.ranges.filter((range) => range.id !== event.data.rangeId) };
    case 'EventPlanSet':
      return { ...state, plan: event.data.targets };
    case 'EventMetricSettingsSet':
      return { ...state, metricSettings: event.data.settings };
    case 'SessionRpeSet': {
      const { rating, minutes } = event.data;
      return updateSelection(state, event.data.selectionId, (selection) => ({
        ...selection,
        rpe: rating === null ? null : { rating, minutes },
      }));
    }
    case 'EventTagsSet':
      return { ...state, tags: event.data.tags };
    case 'PeriodTagsSet':
      return updatePeriod(state, event.data.periodId, (period) => ({ ...period, tags: event.data.tags }));
    case 'EventMomentMarked': {
      const { markId, at, label } = event.data;
      return {
        ...state,
        marks: withEntry(state.marks ?? noMarks, markId, { markId, at: Date.parse(at), label }),
      };
    }
    case 'EventMarkRemoved':
      return { ...state, marks: withoutEntry(state.marks ?? noMarks, event.data.markId) };
    case 'EventIntervalCut': {
      const { intervalId, startDate, endDate, label } = event.data;
      const interval = { intervalId, start: Date.parse(startDate), end: Date.parse(endDate), label };
      return { ...state, intervals: withEntry(state.intervals ?? noIntervals, intervalId, interval) };
    }
    case 'EventIntervalRenamed':
      return {
        ...state,
        intervals: updateEntry(state.intervals ?? noIntervals, event.data.intervalId, (interval) => ({
          ...interval,
          label: event.data.label,
        })),
      };
    case 'EventIntervalRemoved':
      return { ...state, intervals: withoutEntry(state.intervals ?? noIntervals, event.data.intervalId) };
    case 'RecordsComputeRequested':
      // Read models act on it; the aggregate's rules do not change.
      return state;
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}
