/**
 * What the specifications of the `event-<id>` decider (decide/*.unit.test.ts) share: the decider
 * under test, a team with its players and devices, one builder per command and per event. Times
 * are minutes from 15:00 UTC on 1 March 2026 (`at(90)` is 16:30).
 */
import type {
  EventCreated,
  EventStreamEvent,
  PeriodCreated,
  PlayersSelected,
  SelectionDetails,
  SessionWindow,
} from '@stride/contracts/events/event';
import { selectionIdOf } from '@stride/contracts/events/ids';
import type { ErrorCode } from '@stride/contracts/errors';
import type { DataRange } from '@stride/contracts/ranges';
import { derivedId } from '../handler.ts';
import { deciderSpecification } from '../testing/decider-specification.ts';
import type { DeviceFact, EventCommand, TeamPlayer } from './commands.ts';
import { eventDecider } from './event.ts';
import type { KnownEvent } from './state.ts';

export const spec = deciderSpecification(eventDecider);

export const eventId = 'event-1';
export const teamId = 'team-1';
export const clubId = 'club-1';
export const BASE = Date.parse('2026-03-01T15:00:00.000Z');
export const MINUTE = 60_000;
/** Three hours, in minutes. */
export const H3 = 180;

/** The instant `minutes` after 15:00. */
export const at = (minutes: number): Date => new Date(BASE + minutes * MINUTE);
export const atOrNull = (minutes: number | null): Date | null => (minutes === null ? null : at(minutes));
export const iso = (minutes: number): string => at(minutes).toISOString();
export const isoOrNull = (minutes: number | null): string | null => (minutes === null ? null : iso(minutes));

export const commandId = 'command-1';
/** The id a command makes for something new (see `newId` in rules.ts). */
export const idOf = (type: EventCommand['type'], key: string, id = commandId): string =>
  derivedId(`${type}:${key}`, id);
export const sel = (playerId: string): string => selectionIdOf(eventId, playerId);

/** The state after these events. */
export function stateAfter(events: readonly EventStreamEvent[]): KnownEvent {
  const state = events.reduce((s, e) => eventDecider.evolve(s, e), eventDecider.initialState());
  if (state.status === 'initial') throw new Error('no event');
  return state;
}
/** The details of the error the command gets. */
export const detailsOf = (events: readonly EventStreamEvent[], command: EventCommand, code: ErrorCode) =>
  spec.given(events).when(command).thenThrows(code);

/* ---------- commands ---------- */

export type CommandOf<T extends EventCommand['type']> = Extract<EventCommand, { type: T }>;
export function command<T extends EventCommand['type']>(
  type: T,
  data: CommandOf<T>['data'],
  now = 0,
  id = commandId,
): EventCommand {
  return { type, data, now: at(now), commandId: id } as CommandOf<T>;
}
export const none = {} as Record<string, never>;

export const player = (over: Partial<TeamPlayer> = {}): TeamPlayer => ({
  teamId,
  archived: false,
  deviceId: null,
  number: null,
  position: null,
  profile: null,
  ...over,
});
/** p1 wears the team's d1; p2 wears d2, now another team's; p3 wears the unassigned d3; p4 wears d9, unknown. */
export const players: ReadonlyMap<string, TeamPlayer> = new Map([
  ['p1', player({ deviceId: 'd1', number: 9, position: 'FORWARD', profile: 'SPEED' })],
  ['p2', player({ deviceId: 'd2' })],
  ['p3', player({ deviceId: 'd3', number: 4 })],
  ['p4', player({ deviceId: 'd9' })],
  ['p5', player()],
  ['archived', player({ archived: true })],
  ['other', player({ teamId: 'team-2' })],
]);
export const devices: ReadonlyMap<string, DeviceFact> = new Map([
  ['d1', { clubId, teamId }],
  ['d2', { clubId, teamId: 'team-2' }],
  ['d3', { clubId, teamId: null }],
  ['d4', { clubId, teamId }],
]);

export const createEvent = (data: Partial<CommandOf<'CreateEvent'>['data']> = {}, now = -120) =>
  command('CreateEvent', { eventId, teamId, name: 'League match', eventType: 'MATCH', ...data }, now);
export const updateEvent = (data: Partial<CommandOf<'UpdateEvent'>['data']> = {}) =>
  command('UpdateEvent', { name: 'League match', eventType: 'MATCH', ...data });
export const updateDates = (start: number | null, end: number | null, now = 0) =>
  command('UpdateEventDates', { startDate: atOrNull(start), endDate: atOrNull(end) }, now);
export const startEvent = (now = 0) => command('StartEvent', none, now);
export const stopEvent = (now: number) => command('StopEvent', none, now);
export const finishEvent = (now = 0) => command('FinishEvent', none, now);
export const deleteEvent = () => command('DeleteEvent', none);
export const lockEvent = () => command('LockEvent', none);
export const unlockEvent = () => command('UnlockEvent', none);
export const createPeriod = (
  start: number | null,
  end: number | null,
  force = false,
  name = '1st half',
  now = 0,
) => command('CreatePeriod', { name, startDate: atOrNull(start), endDate: atOrNull(end), force }, now);
export const updatePeriod = (
  periodId: string,
  start: number | null,
  end: number | null,
  now = 0,
  name = '1st half',
) => command('UpdatePeriod', { periodId, name, startDate: atOrNull(start), endDate: atOrNull(end) }, now);
export const removePeriod = (periodId: string) => command('RemovePeriod', { periodId });
export const startPeriod = (periodId: string, now: number, force = false) =>
  command('StartPeriod', { periodId, force }, now);
export const stopPeriod = (periodId: string, now: number) => command('StopPeriod', { periodId }, now);
export const selectPlayers = (playerIds: readonly string[]) =>
  command('SelectPlayers', { playerIds, players, devices });
export const updateSelection = (
  selectionId: string,
  deviceId: string | null,
  over: Partial<CommandOf<'UpdateSelection'>['data']> = {},
) =>
  command('UpdateSelection', {
    selectionId,
    deviceId,
    device: deviceId === null ? null : (devices.get(deviceId) ?? null),
    profile: null,
    number: null,
    position: null,
    ...over,
  });
export const selectSelection = (selectionId: string, selected: boolean, now = 0) =>
  command('SelectSelection', { selectionId, selected }, now);
export const startSession = (selectionId: string, now: number) =>
  command('StartSession', { selectionId }, now);
export const stopSession = (selectionId: string, now: number) => command('StopSession', { selectionId }, now);
export const createSession = (
  selectionId: string,
  periodId: string | null,
  start: number,
  end: number,
  now = 0,
) => command('CreateSession', { selectionId, periodId, startDate: at(start), endDate: at(end) }, now);
export const updateSession = (sessionId: string, start: number, end: number, now = 0) =>
  command('UpdateSession', { sessionId, startDate: at(start), endDate: at(end) }, now);
export const deleteSession = (sessionId: string) => command('DeleteSession', { sessionId });
export const setPeriodSessions = (periodId: string, start: number | null, end: number | null, now = 0) =>
  command('SetPeriodSessions', { periodId, startDate: atOrNull(start), endDate: atOrNull(end) }, now);
export const deletePeriodSessions = (periodId: string) => command('DeletePeriodSessions', { periodId });
export const createRange = (over: Partial<CommandOf<'CreateEventRange'>['data']> = {}) =>
  command('CreateEventRange', { rangeType: 'SPEED', name: 'Sprint', min: 25, max: null, limit: 5, ...over });
export const updateRange = (rangeId: string, over: Partial<CommandOf<'UpdateEventRange'>['data']> = {}) =>
  command('UpdateEventRange', { rangeId, rangeType: 'SPEED', name: 'Sprint', min: 24, max: null, ...over });
export const deleteRange = (rangeId: string) => command('DeleteEventRange', { rangeId });
export const setSessionRpe = (selectionId: string, rating: number | null, minutes: number | null = null) =>
  command('SetSessionRpe', { selectionId, rating, minutes });

/* ---------- events ---------- */

export const created = (
  window: readonly [number, number] | null = null,
  over: Partial<EventCreated['data']> = {},
): EventCreated => ({
  type: 'EventCreated',
  data: {
    eventId,
    teamId,
    name: 'League match',
    type: 'MATCH',
    daysToMatch: null,
    startDate: window === null ? null : iso(window[0]),
    endDate: window === null ? null : iso(window[1]),
    playerIds: [],
    ranges: [],
    place: null,
    theme: null,
    competition: null,
    matchSystem: null,
    ...over,
  },
});
export const started = (minute = 0): EventStreamEvent => ({
  type: 'EventStarted',
  data: { eventId, startedAt: iso(minute) },
});
export const stopped = (minute: number): EventStreamEvent => ({
  type: 'EventStopped',
  data: { eventId, stoppedAt: iso(minute) },
});
export const locked: EventStreamEvent = { type: 'EventLocked', data: { eventId } };
export const deleted: EventStreamEvent = { type: 'EventDeleted', data: { eventId } };
export const datesUpdated = (start: number | null, end: number | null): EventStreamEvent => ({
  type: 'EventDatesUpdated',
  data: { eventId, startDate: isoOrNull(start), endDate: isoOrNull(end) },
});
export const periodCreated = (
  periodId: string,
  start: number | null,
  end: number | null,
  name = '1st half',
): PeriodCreated => ({
  type: 'PeriodCreated',
  data: { eventId, periodId, name, startDate: isoOrNull(start), endDate: isoOrNull(end) },
});
export const periodUpdated = (...args: Parameters<typeof periodCreated>): EventStreamEvent => ({
  type: 'PeriodUpdated',
  data: periodCreated(...args).data,
});
export const periodStarted = (periodId: string, minute: number): EventStreamEvent => ({
  type: 'PeriodStarted',
  data: { eventId, periodId, startedAt: iso(minute) },
});
export const periodStopped = (periodId: string, minute: number): EventStreamEvent => ({
  type: 'PeriodStopped',
  data: { eventId, periodId, stoppedAt: iso(minute) },
});
export const selection = (playerId: string, over: Partial<SelectionDetails> = {}): SelectionDetails => ({
  selectionId: sel(playerId),
  playerId,
  deviceId: null,
  number: null,
  position: null,
  profile: null,
  ...over,
});
export const selected = (...playerIds: string[]): PlayersSelected => ({
  type: 'PlayersSelected',
  data: { eventId, selections: playerIds.map((playerId) => selection(playerId)) },
});
export const deselected = (playerId: string): EventStreamEvent => ({
  type: 'SelectionSelected',
  data: { eventId, selectionId: sel(playerId), selected: false },
});
export const window = (
  sessionId: string,
  playerId: string,
  periodId: string | null,
  start: number,
  end: number | null,
): SessionWindow => ({
  sessionId,
  selectionId: sel(playerId),
  periodId,
  startDate: iso(start),
  endDate: isoOrNull(end),
});
export const sessionCreated = (...args: Parameters<typeof window>): EventStreamEvent => ({
  type: 'SessionCreated',
  data: { eventId, ...window(...args) },
});
export const sessionStarted = (
  sessionId: string,
  playerId: string,
  periodId: string | null,
  start: number,
): EventStreamEvent => ({
  type: 'SessionStarted',
  data: { eventId, ...window(sessionId, playerId, periodId, start, null) },
});
/** What every event of one session names. */
const sessionOf = (sessionId: string, playerId: string) => ({
  eventId,
  sessionId,
  selectionId: sel(playerId),
});
export const sessionStopped = (sessionId: string, playerId: string, minute: number): EventStreamEvent => ({
  type: 'SessionStopped',
  data: { ...sessionOf(sessionId, playerId), stoppedAt: iso(minute) },
});
export const sessionUpdated = (
  sessionId: string,
  playerId: string,
  start: number,
  end: number | null,
): EventStreamEvent => ({
  type: 'SessionUpdated',
  data: { ...sessionOf(sessionId, playerId), startDate: iso(start), endDate: isoOrNull(end) },
});
export const sessionDeleted = (sessionId: string, playerId: string): EventStreamEvent => ({
  type: 'SessionDeleted',
  data: sessionOf(sessionId, playerId),
});
export const periodSessionsSet = (periodId: string, sessions: SessionWindow[]): EventStreamEvent => ({
  type: 'PeriodSessionsSet',
  data: { eventId, periodId, sessions },
});
export const range = (id: string, over: Partial<DataRange> = {}): DataRange => ({
  id,
  type: 'SPEED',
  name: 'Sprint',
  min: 25,
  max: null,
  ...over,
});
export const rangeCreated = (r: DataRange): EventStreamEvent => ({
  type: 'EventRangeCreated',
  data: { eventId, range: r },
});

/** Planned from 15:00 to 16:30. */
export const planned: EventStreamEvent[] = [created([0, 90])];
/** Recorded live, started at 15:00. */
export const live: EventStreamEvent[] = [created(), started(0)];
/** Recorded live from 15:00 to 16:40. */
export const finished: EventStreamEvent[] = [created(), started(0), stopped(100)];

/** One command of every type that changes the event (ids of periods and sessions may not exist). */
export const everyChange: readonly EventCommand[] = [
  updateEvent(),
  updateDates(0, 100),
  startEvent(),
  stopEvent(10),
  finishEvent(100),
  deleteEvent(),
  lockEvent(),
  createPeriod(10, 20),
  updatePeriod('P1', 10, 20),
  removePeriod('P1'),
  startPeriod('P1', 10),
  stopPeriod('P1', 10),
  selectPlayers(['p5']),
  updateSelection(sel('p1'), null),
  selectSelection(sel('p1'), false),
  startSession(sel('p1'), 10),
  stopSession(sel('p1'), 10),
  createSession(sel('p1'), 'P1', 10, 20),
  updateSession('S1', 10, 20),
  deleteSession('S1'),
  setPeriodSessions('P1', null, null),
  deletePeriodSessions('P1'),
  createRange(),
  updateRange('R1'),
  deleteRange('R1'),
];
