/**
 * The `event-<id>` aggregate: one match or training with its periods, selections, sessions and
 * data ranges. State and `evolve` are in state.ts; this file holds the commands and `decide`, one
 * function per command. The rules are written out in README.md beside this file.
 *
 * Facts from other streams (the team's players, devices and ranges, the club's range limit) come
 * in the command: the handler reads them, so `decide` stays pure.
 */
import { DomainError } from '@stride/contracts/errors';
import {
  competitions,
  eventPlaces,
  eventTypes,
  type EventStreamEvent,
  type EventType,
  type SelectionDetails,
  type SessionWindow,
} from '@stride/contracts/events/event';
import { selectionIdOf } from '@stride/contracts/events/ids';
import { playerProfiles, positions, type PlayerProfile, type Position } from '@stride/contracts/player';
import { isRangeType, rangeProblem, type DataRange } from '@stride/contracts/ranges';
import { MAX_EVENT_DURATION_MS, MIN_EVENT_DURATION_MS } from '@stride/contracts/rules';
import { badInput, integerIn, oneOf, optionalText } from '../club/validation.ts';
import { derivedId, type Decider } from '../handler.ts';
import {
  eventWindow,
  evolve,
  findSession,
  initialState,
  runningPeriod,
  runningSession,
  type EventState,
  type KnownEvent,
  type Period,
  type Selection,
  type Session,
} from './state.ts';

export { evolve, initialState, type EventState } from './state.ts';

/* ---------- facts from other streams ---------- */

/** A player of the event's team as the club stream knows them. */
export interface TeamPlayer {
  readonly teamId: string;
  readonly archived: boolean;
  /** The device the player wears, if any. */
  readonly deviceId: string | null;
  readonly number: number | null;
  readonly position: Position | null;
  readonly profile: PlayerProfile | null;
}

/** A device as its `device-<id>` stream knows it. */
export interface DeviceFact {
  readonly clubId: string;
  /** The team it is assigned to; null when unassigned. */
  readonly teamId: string | null;
}

/* ---------- commands ---------- */

interface Base<Type extends string, Data> {
  readonly type: Type;
  readonly data: Data;
  /** The instant the command was accepted (from the command context, never the clock). */
  readonly now: Date;
  /** Ids of new periods, sessions and ranges derive from it, so a retried command makes the same. */
  readonly commandId: string;
}

export type CreateEvent = Base<
  'CreateEvent',
  {
    readonly eventId: string;
    readonly teamId: string;
    readonly name: string;
    readonly eventType: string;
    readonly daysToMatch?: number | null;
    readonly startDate?: Date | null;
    readonly endDate?: Date | null;
    readonly playerIds?: readonly string[] | null;
    /** The team's ranges, copied into the event. */
    readonly teamRanges?: readonly DataRange[];
    /** The team's players (for `playerIds`); absent: only an empty list is accepted. */
    readonly players?: ReadonlyMap<string, TeamPlayer>;
    /** The devices the players wear. */
    readonly devices?: ReadonlyMap<string, DeviceFact>;
  }
>;
export type UpdateEvent = Base<
  'UpdateEvent',
  {
    readonly name: string;
    readonly eventType: string;
    readonly place?: string | null;
    readonly theme?: string | null;
    readonly competition?: string | null;
    readonly score?: { readonly team: number; readonly adv: number } | null;
    readonly matchSystem?: string | null;
    readonly daysToMatch?: number | null;
  }
>;
export type UpdateEventDates = Base<
  'UpdateEventDates',
  { readonly startDate: Date | null; readonly endDate: Date | null }
>;
export type StartEvent = Base<'StartEvent', Record<string, never>>;
export type StopEvent = Base<'StopEvent', Record<string, never>>;
export type DeleteEvent = Base<'DeleteEvent', Record<string, never>>;
export type LockEvent = Base<'LockEvent', Record<string, never>>;
export type UnlockEvent = Base<'UnlockEvent', Record<string, never>>;
export type CreatePeriod = Base<
  'CreatePeriod',
  {
    readonly name: string;
    readonly startDate: Date | null;
    readonly endDate: Date | null;
    readonly force: boolean;
  }
>;
export type UpdatePeriod = Base<
  'UpdatePeriod',
  {
    readonly periodId: string;
    readonly name: string;
    readonly startDate: Date | null;
    readonly endDate: Date | null;
  }
>;
export type RemovePeriod = Base<'RemovePeriod', { readonly periodId: string }>;
export type StartPeriod = Base<'StartPeriod', { readonly periodId: string; readonly force: boolean }>;
export type StopPeriod = Base<'StopPeriod', { readonly periodId: string }>;
export type SelectPlayers = Base<
  'SelectPlayers',
  {
    readonly playerIds: readonly string[];
    readonly players: ReadonlyMap<string, TeamPlayer>;
    readonly devices: ReadonlyMap<string, DeviceFact>;
  }
>;
export type UpdateSelection = Base<
  'UpdateSelection',
  {
    readonly selectionId: string;
    readonly deviceId: string | null;
    readonly profile: string | null;
    readonly number: number | null;
    readonly position: string | null;
    /** The device named by `deviceId`, or null when no such device exists. */
    readonly device: DeviceFact | null;
  }
>;
export type SelectSelection = Base<
  'SelectSelection',
  { readonly selectionId: string; readonly selected: boolean }
>;
export type StartSession = Base<'StartSession', { readonly selectionId: string }>;
export type StopSession = Base<'StopSession', { readonly selectionId: string }>;
export type CreateSession = Base<
  'CreateSession',
  {
    readonly selectionId: string;
    readonly periodId: string | null;
    readonly startDate: Date;
    readonly endDate: Date;
  }
>;
export type UpdateSession = Base<
  'UpdateSession',
  { readonly sessionId: string; readonly startDate: Date; readonly endDate: Date }
>;
export type DeleteSession = Base<'DeleteSession', { readonly sessionId: string }>;
export type SetPeriodSessions = Base<
  'SetPeriodSessions',
  { readonly periodId: string; readonly startDate: Date | null; readonly endDate: Date | null }
>;
export type DeletePeriodSessions = Base<'DeletePeriodSessions', { readonly periodId: string }>;
export type CreateEventRange = Base<
  'CreateEventRange',
  {
    readonly rangeType: string;
    readonly name: string;
    readonly min: number | null;
    readonly max: number | null;
    /** The club plan's ranges limit. */
    readonly limit: number;
  }
>;
export type UpdateEventRange = Base<
  'UpdateEventRange',
  {
    readonly rangeId: string;
    readonly rangeType: string;
    readonly name: string;
    readonly min: number | null;
    readonly max: number | null;
  }
>;
export type DeleteEventRange = Base<'DeleteEventRange', { readonly rangeId: string }>;
export type ComputeRecords = Base<'ComputeRecords', Record<string, never>>;

export type EventCommand =
  | CreateEvent
  | UpdateEvent
  | UpdateEventDates
  | StartEvent
  | StopEvent
  | DeleteEvent
  | LockEvent
  | UnlockEvent
  | CreatePeriod
  | UpdatePeriod
  | RemovePeriod
  | StartPeriod
  | StopPeriod
  | SelectPlayers
  | UpdateSelection
  | SelectSelection
  | StartSession
  | StopSession
  | CreateSession
  | UpdateSession
  | DeleteSession
  | SetPeriodSessions
  | DeletePeriodSessions
  | CreateEventRange
  | UpdateEventRange
  | DeleteEventRange
  | ComputeRecords;

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

/* ---------- helpers ---------- */

const iso = (instant: number): string => new Date(instant).toISOString();
const isoOrNull = (instant: number | null): string | null => (instant === null ? null : iso(instant));

function instantOf(value: Date | null | undefined, field: string): number | null {
  if (value === null || value === undefined) return null;
  const instant = value.getTime();
  if (Number.isNaN(instant)) throw badInput(field, 'date');
  return instant;
}

/** An id for something this command creates; `key` tells apart several made by one command. */
function newId(command: { readonly commandId: string; readonly type: string }, key: string): string {
  return derivedId(`${command.type}:${key}`, command.commandId);
}

function requiredName(value: string, field: string, maxLength: number): string {
  const name = value.trim();
  if (name.length === 0) throw badInput(field, 'required');
  if (name.length > maxLength) throw badInput(field, 'maxLength', { maxLength });
  return name;
}

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

/** `[start, end)` windows overlap; a null end is open. */
function overlaps(aStart: number, aEnd: number | null, bStart: number, bEnd: number | null): boolean {
  return (bEnd === null || aStart < bEnd) && (aEnd === null || bStart < aEnd);
}

/** The event exists, is not deleted and (unless `allowLocked`) not locked. */
function known(state: EventState, allowLocked = false): KnownEvent {
  if (state.status === 'initial' || state.deleted) throw new DomainError('EVENT_NOT_FOUND');
  if (state.locked && !allowLocked) throw new DomainError('EVENT_LOCKED');
  return state;
}

function periodOf(state: KnownEvent, periodId: string): Period {
  const period = state.periods.get(periodId);
  if (period === undefined) throw new DomainError('PERIOD_NOT_FOUND');
  return period;
}

function selectionOf(state: KnownEvent, selectionId: string): Selection {
  const selection = state.selections.get(selectionId);
  if (selection === undefined) throw new DomainError('SELECTION_NOT_FOUND');
  return selection;
}

/**
 * A window `[start, end]` lies inside the event (which needs a start): after its start and, when
 * the event has an end, before it. A running event has no end yet but lasts at most 3 hours
 * (stopEvent clamps there), so what is entered in it fits in those 3 hours: without this, stopping
 * the event would stretch it over a window entered far ahead.
 */
function checkInsideEvent(state: KnownEvent, start: number, end: number | null): void {
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
function liveStop(event: KnownEvent, now: number): number {
  return event.startedAt === null ? now : Math.min(now, event.startedAt + MAX_EVENT_DURATION_MS);
}

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
  if (periodId !== null) {
    const period = periodOf(state, periodId);
    if (period.start === null) throw new DomainError('MISSING_START_DATE', { reason: 'periodHasNoDates' });
    if (start < period.start || (period.end !== null && (end === null || end > period.end)))
      throw new DomainError('INVALID_DATE_RANGE', { reason: 'outsidePeriod' });
  }
  checkInsideEvent(state, start, end);
  for (const other of selection.sessions.values()) {
    if (other.sessionId === sessionId) continue;
    if (overlaps(start, end, other.start, other.end))
      throw new DomainError('PERIOD_OVERLAP', { reason: 'session', sessionId: other.sessionId });
  }
}

/** A period named by `createSession`: required when the event has periods, null otherwise. */
function sessionPeriod(state: KnownEvent, periodId: string | null): string | null {
  if (periodId !== null) return periodOf(state, periodId).periodId;
  if (state.periods.size > 0) throw badInput('periodId', 'required');
  return null;
}

/** Every running session and the running period stopped at `at`. */
function stopRunning(state: KnownEvent, at: number): EventStreamEvent[] {
  const events: EventStreamEvent[] = [];
  for (const selection of state.selections.values()) {
    const session = runningSession(selection);
    if (session === undefined) continue;
    events.push({
      type: 'SessionStopped',
      data: {
        eventId: state.eventId,
        selectionId: selection.selectionId,
        sessionId: session.sessionId,
        stoppedAt: iso(Math.max(at, session.start)),
      },
    });
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

/** One session over `[start, end]` for every selected player. */
function sessionsForSelected(
  state: KnownEvent,
  command: { readonly commandId: string; readonly type: string },
  periodId: string,
  start: number,
  end: number | null,
): SessionWindow[] {
  return [...state.selections.values()]
    .filter((selection) => selection.selected)
    .map((selection) => ({
      sessionId: newId(command, `session:${selection.selectionId}`),
      selectionId: selection.selectionId,
      periodId,
      startDate: iso(start),
      endDate: isoOrNull(end),
    }));
}

/** The selections for `playerIds`: players of the team, not archived, not selected yet. */
function newSelections(
  state: {
    readonly eventId: string;
    readonly teamId: string;
    readonly selections: ReadonlyMap<string, Selection>;
  },
  playerIds: readonly string[],
  players: ReadonlyMap<string, TeamPlayer>,
  devices: ReadonlyMap<string, DeviceFact>,
): SelectionDetails[] {
  if (state.selections.size + playerIds.length > MAX_PLAYERS)
    throw badInput('playerIds', 'maxItems', { maxItems: MAX_PLAYERS });
  if (new Set(playerIds).size !== playerIds.length)
    throw new DomainError('ALREADY_SELECTED', { field: 'playerIds' });
  // Devices already worn in this event: a device that moved to this player after another
  // selection got it must not give two selections one device (updateSelection refuses that too).
  const worn = new Set<string>();
  for (const selection of state.selections.values())
    if (selection.deviceId !== null) worn.add(selection.deviceId);
  return playerIds.map((playerId) => {
    const player = players.get(playerId);
    if (player === undefined || player.teamId !== state.teamId || player.archived)
      throw new DomainError('PLAYER_NOT_FOUND', { playerId });
    const selectionId = selectionIdOf(state.eventId, playerId);
    if (state.selections.has(selectionId)) throw new DomainError('ALREADY_SELECTED', { playerId });
    // A device that left the team, or that another selection wears, is not carried into the event.
    const device = player.deviceId === null ? undefined : devices.get(player.deviceId);
    const carried =
      device !== undefined && device.teamId === state.teamId && !worn.has(player.deviceId!)
        ? player.deviceId
        : null;
    if (carried !== null) worn.add(carried);
    return {
      selectionId,
      playerId,
      deviceId: carried,
      number: player.number,
      position: player.position,
      profile: player.profile,
    };
  });
}

/**
 * Sessions replacing a period's own overlap no session of another period (or of none: sessions
 * entered before the event had periods).
 */
function checkOtherSessions(event: KnownEvent, periodId: string, sessions: readonly SessionWindow[]): void {
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

/* ---------- decide: the event ---------- */

function createEvent(command: CreateEvent, state: EventState): EventStreamEvent[] {
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
        startDate: isoOrNull(start),
        endDate: isoOrNull(end),
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
  return events;
}

function updateEvent(command: UpdateEvent, state: EventState): EventStreamEvent[] {
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

function updateEventDates(command: UpdateEventDates, state: EventState): EventStreamEvent[] {
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

function startEvent(command: StartEvent, state: EventState): EventStreamEvent[] {
  const event = known(state);
  if (event.status === 'started') throw new DomainError('EVENT_STARTED');
  if (event.status === 'finished') throw new DomainError('EVENT_FINISHED');
  // Periods entered with dates before the start must stay inside the event.
  checkContentInside(event, command.now.getTime(), null);
  return [{ type: 'EventStarted', data: { eventId: event.eventId, startedAt: command.now.toISOString() } }];
}

function stopEvent(command: StopEvent, state: EventState): EventStreamEvent[] {
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

function deleteEvent(_command: DeleteEvent, state: EventState): EventStreamEvent[] {
  const event = known(state);
  if (event.status === 'started') throw new DomainError('EVENT_STARTED');
  return [{ type: 'EventDeleted', data: { eventId: event.eventId } }];
}

function lockEvent(_command: LockEvent, state: EventState): EventStreamEvent[] {
  const event = known(state);
  if (event.status !== 'finished') throw new DomainError('EVENT_NOT_FINISHED');
  return [{ type: 'EventLocked', data: { eventId: event.eventId } }];
}

function unlockEvent(_command: UnlockEvent, state: EventState): EventStreamEvent[] {
  const event = known(state, true);
  return event.locked ? [{ type: 'EventUnlocked', data: { eventId: event.eventId } }] : [];
}

/* ---------- decide: periods ---------- */

function createPeriod(command: CreatePeriod, state: EventState): EventStreamEvent[] {
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

function updatePeriod(command: UpdatePeriod, state: EventState): EventStreamEvent[] {
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

function removePeriod(command: RemovePeriod, state: EventState): EventStreamEvent[] {
  const event = known(state);
  const period = periodOf(event, command.data.periodId);
  if (period.start !== null && period.end === null) throw new DomainError('PERIOD_STARTED');
  return [{ type: 'PeriodRemoved', data: { eventId: event.eventId, periodId: period.periodId } }];
}

function startPeriod(command: StartPeriod, state: EventState): EventStreamEvent[] {
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
      events.push({
        type: 'SessionStarted',
        data: {
          eventId: event.eventId,
          sessionId: newId(command, `session:${selection.selectionId}`),
          selectionId: selection.selectionId,
          periodId: period.periodId,
          startDate: iso(now),
          endDate: null,
        },
      });
    }
  }
  return events;
}

/** Live starts happen within the 3 hours an event may last. */
function checkLiveWindow(event: KnownEvent, now: number): void {
  if (event.startedAt !== null && now - event.startedAt > MAX_EVENT_DURATION_MS)
    throw new DomainError('INVALID_DATE_RANGE', { maxDurationMs: MAX_EVENT_DURATION_MS });
}

function stopPeriod(command: StopPeriod, state: EventState): EventStreamEvent[] {
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
    events.push({
      type: 'SessionStopped',
      data: {
        eventId: event.eventId,
        selectionId: selection.selectionId,
        sessionId: session.sessionId,
        stoppedAt: iso(Math.max(at, session.start)),
      },
    });
  }
  events.push({
    type: 'PeriodStopped',
    data: { eventId: event.eventId, periodId: period.periodId, stoppedAt: iso(at) },
  });
  return events;
}

/* ---------- decide: selections ---------- */

function selectPlayers(command: SelectPlayers, state: EventState): EventStreamEvent[] {
  const event = known(state);
  if (command.data.playerIds.length === 0) return [];
  const selections = newSelections(event, command.data.playerIds, command.data.players, command.data.devices);
  return [{ type: 'PlayersSelected', data: { eventId: event.eventId, selections } }];
}

function updateSelection(command: UpdateSelection, state: EventState): EventStreamEvent[] {
  const event = known(state);
  const { data } = command;
  const selection = selectionOf(event, data.selectionId);
  if (data.deviceId !== null) {
    if (data.device === null) throw new DomainError('DEVICE_NOT_FOUND');
    if (data.device.teamId !== event.teamId) throw new DomainError('DEVICE_NOT_ALLOWED');
    for (const other of event.selections.values()) {
      // Two players on one device would share its samples.
      if (other.selectionId !== selection.selectionId && other.deviceId === data.deviceId)
        throw badInput('deviceId', 'inUse', { selectionId: other.selectionId });
    }
  }
  return [
    {
      type: 'SelectionUpdated',
      data: {
        eventId: event.eventId,
        selectionId: selection.selectionId,
        deviceId: data.deviceId,
        number: data.number === null ? null : integerIn(data.number, 'number', 0, NUMBER_MAX),
        position: data.position === null ? null : oneOf(positions, data.position, 'position'),
        profile: data.profile === null ? null : oneOf(playerProfiles, data.profile, 'profile'),
      },
    },
  ];
}

function selectSelection(command: SelectSelection, state: EventState): EventStreamEvent[] {
  const event = known(state);
  const selection = selectionOf(event, command.data.selectionId);
  if (selection.selected === command.data.selected) return [];
  const events: EventStreamEvent[] = [];
  const session = runningSession(selection);
  // A player taken out of the squad leaves the pitch.
  if (!command.data.selected && session !== undefined) {
    events.push({
      type: 'SessionStopped',
      data: {
        eventId: event.eventId,
        selectionId: selection.selectionId,
        sessionId: session.sessionId,
        stoppedAt: iso(Math.max(liveStop(event, command.now.getTime()), session.start)),
      },
    });
  }
  events.push({
    type: 'SelectionSelected',
    data: { eventId: event.eventId, selectionId: selection.selectionId, selected: command.data.selected },
  });
  return events;
}

/* ---------- decide: sessions ---------- */

function startSession(command: StartSession, state: EventState): EventStreamEvent[] {
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
  return [
    {
      type: 'SessionStarted',
      data: {
        eventId: event.eventId,
        sessionId: newId(command, 'session'),
        selectionId: selection.selectionId,
        periodId,
        startDate: iso(now),
        endDate: null,
      },
    },
  ];
}

function stopSession(command: StopSession, state: EventState): EventStreamEvent[] {
  const event = known(state);
  const selection = selectionOf(event, command.data.selectionId);
  if (event.status === 'not_started') throw new DomainError('EVENT_NOT_STARTED');
  const session = runningSession(selection);
  if (session === undefined) throw badInput('selectionId', 'notOnThePitch');
  return [
    {
      type: 'SessionStopped',
      data: {
        eventId: event.eventId,
        selectionId: selection.selectionId,
        sessionId: session.sessionId,
        stoppedAt: iso(Math.max(liveStop(event, command.now.getTime()), session.start)),
      },
    },
  ];
}

/** A session's entered dates: both required (the API makes them so; a bad caller gets a code). */
function enteredWindow(startDate: Date | null, endDate: Date | null): { start: number; end: number } {
  const start = instantOf(startDate, 'startDate');
  const end = instantOf(endDate, 'endDate');
  if (start === null) throw new DomainError('MISSING_START_DATE');
  if (end === null) throw new DomainError('INVALID_DATE_RANGE', { field: 'endDate', reason: 'required' });
  return { start, end };
}

function createSession(command: CreateSession, state: EventState): EventStreamEvent[] {
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
  return [
    {
      type: 'SessionCreated',
      data: {
        eventId: event.eventId,
        sessionId: newId(command, 'session'),
        selectionId: selection.selectionId,
        periodId,
        startDate: iso(start),
        endDate: iso(end),
      },
    },
  ];
}

function sessionOf(event: KnownEvent, sessionId: string): { selection: Selection; session: Session } {
  const found = findSession(event, sessionId);
  if (found === undefined) throw new DomainError('SELECTION_NOT_FOUND', { sessionId });
  return found;
}

function updateSession(command: UpdateSession, state: EventState): EventStreamEvent[] {
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

function deleteSession(command: DeleteSession, state: EventState): EventStreamEvent[] {
  const event = known(state);
  const { selection, session } = sessionOf(event, command.data.sessionId);
  return [
    {
      type: 'SessionDeleted',
      data: { eventId: event.eventId, sessionId: session.sessionId, selectionId: selection.selectionId },
    },
  ];
}

function setPeriodSessions(command: SetPeriodSessions, state: EventState): EventStreamEvent[] {
  const event = known(state);
  const period = periodOf(event, command.data.periodId);
  if (period.start === null) throw new DomainError('MISSING_START_DATE', { reason: 'periodHasNoDates' });
  const start = instantOf(command.data.startDate, 'startDate') ?? period.start;
  const end = instantOf(command.data.endDate, 'endDate') ?? period.end;
  if (end !== null && end <= start) throw new DomainError('INVALID_DATE_RANGE', { reason: 'order' });
  if (start < period.start || (period.end !== null && (end === null || end > period.end)))
    throw new DomainError('INVALID_DATE_RANGE', { reason: 'outsidePeriod' });
  // A running period has no end to hold its sessions: the event's 3 hours do.
  checkInsideEvent(event, start, end);
  const sessions = sessionsForSelected(event, command, period.periodId, start, end);
  checkOtherSessions(event, period.periodId, sessions);
  return [
    { type: 'PeriodSessionsSet', data: { eventId: event.eventId, periodId: period.periodId, sessions } },
  ];
}

function deletePeriodSessions(command: DeletePeriodSessions, state: EventState): EventStreamEvent[] {
  const event = known(state);
  const period = periodOf(event, command.data.periodId);
  return [
    { type: 'PeriodSessionsSet', data: { eventId: event.eventId, periodId: period.periodId, sessions: [] } },
  ];
}

/* ---------- decide: ranges ---------- */

function createEventRange(command: CreateEventRange, state: EventState): EventStreamEvent[] {
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

function rangeOf(event: KnownEvent, rangeId: string): DataRange {
  const range = event.ranges.find((r) => r.id === rangeId);
  if (range === undefined) throw badInput('id', 'notFound');
  return range;
}

function updateEventRange(command: UpdateEventRange, state: EventState): EventStreamEvent[] {
  const event = known(state);
  const { data } = command;
  const range = rangeOf(event, data.rangeId);
  const fields = checkRange(data.rangeType, data.name, data.min, data.max);
  return [
    { type: 'EventRangeUpdated', data: { eventId: event.eventId, range: { id: range.id, ...fields } } },
  ];
}

function deleteEventRange(command: DeleteEventRange, state: EventState): EventStreamEvent[] {
  const event = known(state);
  const range = rangeOf(event, command.data.rangeId);
  return [{ type: 'EventRangeDeleted', data: { eventId: event.eventId, rangeId: range.id } }];
}

/** Records of a locked event are final: computing them again is refused. */
function computeRecords(state: EventState): EventStreamEvent[] {
  const event = known(state);
  return [{ type: 'RecordsComputeRequested', data: { eventId: event.eventId } }];
}

/* ---------- decide ---------- */

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
