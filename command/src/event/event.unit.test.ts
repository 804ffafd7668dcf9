/**
 * Specifications of the `event-<id>` decider: given events, when a command, then events or an
 * error code. Times are minutes from 15:00 UTC on 1 March 2026 (`at(90)` is 16:30).
 */
import { describe, expect, it } from 'vitest';
import type {
  EventCreated,
  EventStreamEvent,
  PeriodCreated,
  PlayersSelected,
  SelectionDetails,
  SessionWindow,
} from '@stride/contracts/events/event';
import { selectionIdOf } from '@stride/contracts/events/ids';
import type { DataRange } from '@stride/contracts/ranges';
import { refusal } from '../account/testing.ts';
import { derivedId } from '../handler.ts';
import { deciderSpecification } from '../testing/decider-specification.ts';
import {
  MAX_PERIODS,
  MAX_PLAYERS,
  MAX_SESSIONS_PER_SELECTION,
  eventDecider,
  type DeviceFact,
  type EventCommand,
  type TeamPlayer,
} from './event.ts';
import type { KnownEvent } from './state.ts';

const spec = deciderSpecification(eventDecider);

const eventId = 'event-1';
const teamId = 'team-1';
const clubId = 'club-1';
const BASE = Date.parse('2026-03-01T15:00:00.000Z');
const MINUTE = 60_000;
/** Three hours, in minutes. */
const H3 = 180;

/** The instant `minutes` after 15:00. */
const at = (minutes: number): Date => new Date(BASE + minutes * MINUTE);
const iso = (minutes: number): string => at(minutes).toISOString();
const isoOrNull = (minutes: number | null): string | null => (minutes === null ? null : iso(minutes));

const commandId = 'command-1';
/** The id a command makes for something new (see `newId` in event.ts). */
const idOf = (type: EventCommand['type'], key: string, id = commandId): string =>
  derivedId(`${type}:${key}`, id);
const sel = (playerId: string): string => selectionIdOf(eventId, playerId);

/** The state after these events. */
function stateAfter(events: readonly EventStreamEvent[]): KnownEvent {
  const state = events.reduce((s, e) => eventDecider.evolve(s, e), eventDecider.initialState());
  if (state.status === 'initial') throw new Error('no event');
  return state;
}
/** The details of the error the command gets. */
const detailsOf = (
  events: readonly EventStreamEvent[],
  command: EventCommand,
  code: Parameters<typeof refusal>[1],
) => refusal(() => eventDecider.decide(command, stateAfter(events)), code);

/* ---------- commands ---------- */

type CommandOf<T extends EventCommand['type']> = Extract<EventCommand, { type: T }>;
function command<T extends EventCommand['type']>(
  type: T,
  data: CommandOf<T>['data'],
  now = 0,
  id = commandId,
): EventCommand {
  return { type, data, now: at(now), commandId: id } as CommandOf<T>;
}
const none = {} as Record<string, never>;

const player = (over: Partial<TeamPlayer> = {}): TeamPlayer => ({
  teamId,
  archived: false,
  deviceId: null,
  number: null,
  position: null,
  profile: null,
  ...over,
});
/** p1 wears the team's d1; p2 wears d2, now another team's; p3 wears the unassigned d3; p4 wears d9, unknown. */
const players: ReadonlyMap<string, TeamPlayer> = new Map([
  ['p1', player({ deviceId: 'd1', number: 9, position: 'FORWARD', profile: 'SPEED' })],
  ['p2', player({ deviceId: 'd2' })],
  ['p3', player({ deviceId: 'd3', number: 4 })],
  ['p4', player({ deviceId: 'd9' })],
  ['p5', player()],
  ['archived', player({ archived: true })],
  ['other', player({ teamId: 'team-2' })],
]);
const devices: ReadonlyMap<string, DeviceFact> = new Map([
  ['d1', { clubId, teamId }],
  ['d2', { clubId, teamId: 'team-2' }],
  ['d3', { clubId, teamId: null }],
  ['d4', { clubId, teamId }],
]);

const createEvent = (data: Partial<CommandOf<'CreateEvent'>['data']> = {}, now = -120) =>
  command('CreateEvent', { eventId, teamId, name: 'League match', eventType: 'MATCH', ...data }, now);
const updateEvent = (data: Partial<CommandOf<'UpdateEvent'>['data']> = {}) =>
  command('UpdateEvent', { name: 'League match', eventType: 'MATCH', ...data });
const updateDates = (start: number | null, end: number | null, now = 0) =>
  command(
    'UpdateEventDates',
    { startDate: start === null ? null : at(start), endDate: end === null ? null : at(end) },
    now,
  );
const startEvent = (now = 0) => command('StartEvent', none, now);
const stopEvent = (now: number) => command('StopEvent', none, now);
const deleteEvent = () => command('DeleteEvent', none);
const lockEvent = () => command('LockEvent', none);
const unlockEvent = () => command('UnlockEvent', none);
const createPeriod = (start: number | null, end: number | null, force = false, name = '1st half', now = 0) =>
  command(
    'CreatePeriod',
    { name, startDate: start === null ? null : at(start), endDate: end === null ? null : at(end), force },
    now,
  );
const updatePeriod = (
  periodId: string,
  start: number | null,
  end: number | null,
  now = 0,
  name = '1st half',
) =>
  command(
    'UpdatePeriod',
    { periodId, name, startDate: start === null ? null : at(start), endDate: end === null ? null : at(end) },
    now,
  );
const removePeriod = (periodId: string) => command('RemovePeriod', { periodId });
const startPeriod = (periodId: string, now: number, force = false) =>
  command('StartPeriod', { periodId, force }, now);
const stopPeriod = (periodId: string, now: number) => command('StopPeriod', { periodId }, now);
const selectPlayers = (playerIds: readonly string[]) =>
  command('SelectPlayers', { playerIds, players, devices });
const updateSelection = (
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
const selectSelection = (selectionId: string, selected: boolean, now = 0) =>
  command('SelectSelection', { selectionId, selected }, now);
const startSession = (selectionId: string, now: number) => command('StartSession', { selectionId }, now);
const stopSession = (selectionId: string, now: number) => command('StopSession', { selectionId }, now);
const createSession = (selectionId: string, periodId: string | null, start: number, end: number, now = 0) =>
  command('CreateSession', { selectionId, periodId, startDate: at(start), endDate: at(end) }, now);
const updateSession = (sessionId: string, start: number, end: number, now = 0) =>
  command('UpdateSession', { sessionId, startDate: at(start), endDate: at(end) }, now);
const deleteSession = (sessionId: string) => command('DeleteSession', { sessionId });
const setPeriodSessions = (periodId: string, start: number | null, end: number | null, now = 0) =>
  command(
    'SetPeriodSessions',
    { periodId, startDate: start === null ? null : at(start), endDate: end === null ? null : at(end) },
    now,
  );
const deletePeriodSessions = (periodId: string) => command('DeletePeriodSessions', { periodId });
const createRange = (over: Partial<CommandOf<'CreateEventRange'>['data']> = {}) =>
  command('CreateEventRange', { rangeType: 'SPEED', name: 'Sprint', min: 25, max: null, limit: 5, ...over });
const updateRange = (rangeId: string, over: Partial<CommandOf<'UpdateEventRange'>['data']> = {}) =>
  command('UpdateEventRange', { rangeId, rangeType: 'SPEED', name: 'Sprint', min: 24, max: null, ...over });
const deleteRange = (rangeId: string) => command('DeleteEventRange', { rangeId });

/* ---------- events ---------- */

const created = (
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
const started = (minute = 0): EventStreamEvent => ({
  type: 'EventStarted',
  data: { eventId, startedAt: iso(minute) },
});
const stopped = (minute: number): EventStreamEvent => ({
  type: 'EventStopped',
  data: { eventId, stoppedAt: iso(minute) },
});
const locked: EventStreamEvent = { type: 'EventLocked', data: { eventId } };
const deleted: EventStreamEvent = { type: 'EventDeleted', data: { eventId } };
const datesUpdated = (start: number | null, end: number | null): EventStreamEvent => ({
  type: 'EventDatesUpdated',
  data: { eventId, startDate: isoOrNull(start), endDate: isoOrNull(end) },
});
const periodCreated = (
  periodId: string,
  start: number | null,
  end: number | null,
  name = '1st half',
): PeriodCreated => ({
  type: 'PeriodCreated',
  data: { eventId, periodId, name, startDate: isoOrNull(start), endDate: isoOrNull(end) },
});
const periodUpdated = (
  periodId: string,
  start: number | null,
  end: number | null,
  name = '1st half',
): EventStreamEvent => ({
  type: 'PeriodUpdated',
  data: { eventId, periodId, name, startDate: isoOrNull(start), endDate: isoOrNull(end) },
});
const periodStarted = (periodId: string, minute: number): EventStreamEvent => ({
  type: 'PeriodStarted',
  data: { eventId, periodId, startedAt: iso(minute) },
});
const periodStopped = (periodId: string, minute: number): EventStreamEvent => ({
  type: 'PeriodStopped',
  data: { eventId, periodId, stoppedAt: iso(minute) },
});
const selection = (playerId: string, over: Partial<SelectionDetails> = {}): SelectionDetails => ({
  selectionId: sel(playerId),
  playerId,
  deviceId: null,
  number: null,
  position: null,
  profile: null,
  ...over,
});
const selected = (...playerIds: string[]): PlayersSelected => ({
  type: 'PlayersSelected',
  data: { eventId, selections: playerIds.map((playerId) => selection(playerId)) },
});
const deselected = (playerId: string): EventStreamEvent => ({
  type: 'SelectionSelected',
  data: { eventId, selectionId: sel(playerId), selected: false },
});
const window = (
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
const sessionCreated = (...args: Parameters<typeof window>): EventStreamEvent => ({
  type: 'SessionCreated',
  data: { eventId, ...window(...args) },
});
const sessionStarted = (
  sessionId: string,
  playerId: string,
  periodId: string | null,
  start: number,
): EventStreamEvent => ({
  type: 'SessionStarted',
  data: { eventId, ...window(sessionId, playerId, periodId, start, null) },
});
const sessionStopped = (sessionId: string, playerId: string, minute: number): EventStreamEvent => ({
  type: 'SessionStopped',
  data: { eventId, sessionId, selectionId: sel(playerId), stoppedAt: iso(minute) },
});
const sessionUpdated = (
  sessionId: string,
  playerId: string,
  start: number,
  end: number | null,
): EventStreamEvent => ({
  type: 'SessionUpdated',
  data: { eventId, sessionId, selectionId: sel(playerId), startDate: iso(start), endDate: isoOrNull(end) },
});
const sessionDeleted = (sessionId: string, playerId: string): EventStreamEvent => ({
  type: 'SessionDeleted',
  data: { eventId, sessionId, selectionId: sel(playerId) },
});
const periodSessionsSet = (periodId: string, sessions: SessionWindow[]): EventStreamEvent => ({
  type: 'PeriodSessionsSet',
  data: { eventId, periodId, sessions },
});
const range = (id: string, over: Partial<DataRange> = {}): DataRange => ({
  id,
  type: 'SPEED',
  name: 'Sprint',
  min: 25,
  max: null,
  ...over,
});
const rangeCreated = (r: DataRange): EventStreamEvent => ({
  type: 'EventRangeCreated',
  data: { eventId, range: r },
});

/** Planned from 15:00 to 16:30. */
const planned: EventStreamEvent[] = [created([0, 90])];
/** Recorded live, started at 15:00. */
const live: EventStreamEvent[] = [created(), started(0)];
/** Recorded live from 15:00 to 16:40. */
const finished: EventStreamEvent[] = [created(), started(0), stopped(100)];

/** One command of every type that changes the event (ids of periods and sessions may not exist). */
const everyChange: readonly EventCommand[] = [
  updateEvent(),
  updateDates(0, 100),
  startEvent(),
  stopEvent(10),
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

/* ---------- the event ---------- */

describe('createEvent', () => {
  it('creates an event to record live, without a planned window', () => {
    spec.given([]).when(createEvent()).then([created()]);
  });

  it('trims the name and keeps a planned window and the days to the match', () => {
    spec
      .given([])
      .when(createEvent({ name: '  Cup final ', startDate: at(0), endDate: at(90), daysToMatch: -2 }))
      .then([created([0, 90], { name: 'Cup final', daysToMatch: -2 })]);
  });

  it('accepts a window of exactly 1 minute and of exactly 3 hours', () => {
    spec
      .given([])
      .when(createEvent({ startDate: at(0), endDate: at(1) }))
      .then([created([0, 1])]);
    spec
      .given([])
      .when(createEvent({ startDate: at(0), endDate: at(H3) }))
      .then([created([0, H3])]);
  });

  it('refuses a window shorter than 1 minute, longer than 3 hours, empty or reversed: INVALID_DATE_RANGE', () => {
    const end = (ms: number) => new Date(BASE + ms);
    for (const ms of [MINUTE - 1, H3 * MINUTE + 1, 0, -MINUTE])
      spec
        .given([])
        .when(createEvent({ startDate: at(0), endDate: end(ms) }))
        .thenThrows('INVALID_DATE_RANGE');
  });

  it('needs both ends or neither: MISSING_START_DATE without a start, INVALID_DATE_RANGE without an end', () => {
    spec
      .given([])
      .when(createEvent({ endDate: at(90) }))
      .thenThrows('MISSING_START_DATE');
    spec
      .given([])
      .when(createEvent({ startDate: at(0) }))
      .thenThrows('INVALID_DATE_RANGE');
    spec
      .given([])
      .when(createEvent({ startDate: null, endDate: null }))
      .then([created()]);
  });

  it('refuses an invalid date, a blank or long name, a blank team, an unknown type, bad daysToMatch', () => {
    const bad = [
      createEvent({ startDate: new Date(Number.NaN), endDate: at(90) }),
      createEvent({ startDate: at(0), endDate: new Date('not a date') }),
      createEvent({ name: '   ' }),
      createEvent({ name: 'x'.repeat(121) }),
      createEvent({ teamId: ' ' }),
      createEvent({ eventType: 'FRIENDLY' }),
      createEvent({ daysToMatch: 1.5 }),
      createEvent({ daysToMatch: 366 }),
      createEvent({ daysToMatch: Number.NaN }),
    ];
    for (const c of bad) spec.given([]).when(c).thenThrows('BAD_USER_INPUT');
    spec
      .given([])
      .when(createEvent({ daysToMatch: -365, name: 'x'.repeat(120) }))
      .then([created(null, { daysToMatch: -365, name: 'x'.repeat(120) })]);
  });

  it('copies the team ranges into the event', () => {
    const teamRanges = [
      range('r1'),
      range('r2', { type: 'ACCELERATION', name: 'Braking', min: null, max: -3 }),
    ];
    spec
      .given([])
      .when(createEvent({ teamRanges }))
      .then([created(null, { ranges: teamRanges })]);
  });

  it('selects the listed players in PlayersSelected, carrying a device only when it is the team’s', () => {
    spec
      .given([])
      .when(createEvent({ playerIds: ['p1', 'p2', 'p3', 'p4'], players, devices }))
      .then([
        created(),
        {
          type: 'PlayersSelected',
          data: {
            eventId,
            selections: [
              selection('p1', { deviceId: 'd1', number: 9, position: 'FORWARD', profile: 'SPEED' }),
              selection('p2'), // d2 is another team's now
              selection('p3', { number: 4 }), // d3 is assigned to no team
              selection('p4'), // d9 is not known
            ],
          },
        },
      ]);
  });

  it('says PLAYER_NOT_FOUND for another team’s, an archived or an unknown player, or without facts', () => {
    for (const playerId of ['other', 'archived', 'nobody'])
      spec
        .given([])
        .when(createEvent({ playerIds: ['p1', playerId], players, devices }))
        .thenThrows('PLAYER_NOT_FOUND');
    spec
      .given([])
      .when(createEvent({ playerIds: ['p1'] }))
      .thenThrows('PLAYER_NOT_FOUND');
    spec
      .given([])
      .when(createEvent({ playerIds: [] }))
      .then([created()]);
  });

  it('says ALREADY_SELECTED for a player listed twice', () => {
    spec
      .given([])
      .when(createEvent({ playerIds: ['p1', 'p5', 'p1'], players, devices }))
      .thenThrows('ALREADY_SELECTED');
  });

  it('refuses to create an event twice, even a deleted one', () => {
    spec.given([created()]).when(createEvent()).thenThrows('BAD_USER_INPUT');
    spec.given([created(), deleted]).when(createEvent()).thenThrows('BAD_USER_INPUT');
  });
});

describe('an EventCreated of schema version 1', () => {
  const v1: EventStreamEvent = {
    type: 'EventCreated',
    data: {
      eventId,
      teamId,
      name: 'Old match',
      type: 'MATCH',
      daysToMatch: null,
      startDate: null,
      endDate: null,
      playerIds: ['p1', 'p2'],
    },
  };

  it('folds its playerIds into selected selections with ids selectionIdOf(eventId, playerId)', () => {
    const state = stateAfter([v1]);
    expect([...state.selections.keys()]).toEqual([sel('p1'), sel('p2')]);
    expect(state.selections.get(sel('p1'))).toEqual({
      selectionId: sel('p1'),
      playerId: 'p1',
      deviceId: null,
      number: null,
      position: null,
      profile: null,
      selected: true,
      sessions: new Map(),
    });
    expect(state.ranges).toEqual([]);
    expect(state.details).toMatchObject({ place: null, theme: null, competition: null, matchSystem: null });
  });

  it('gives selections the later commands work on', () => {
    spec
      .given([v1])
      .when(selectPlayers(['p1']))
      .thenThrows('ALREADY_SELECTED');
    spec
      .given([v1, started(0)])
      .when(startSession(sel('p2'), 5))
      .then([sessionStarted(idOf('StartSession', 'session'), 'p2', null, 5)]);
  });
});

describe('updateEvent', () => {
  it('sets the details, trimmed, blank texts as null', () => {
    spec
      .given(planned)
      .when(
        updateEvent({
          name: ' Derby ',
          place: 'HOME',
          theme: '   ',
          competition: 'CUP',
          score: { team: 2, adv: 1 },
          matchSystem: ' 4-4-2 ',
          daysToMatch: 0,
        }),
      )
      .then([
        {
          type: 'EventUpdated',
          data: {
            eventId,
            name: 'Derby',
            type: 'MATCH',
            place: 'HOME',
            theme: null,
            competition: 'CUP',
            score: { team: 2, adv: 1 },
            matchSystem: '4-4-2',
            daysToMatch: 0,
          },
        },
      ]);
  });

  it('refuses bad details: BAD_USER_INPUT', () => {
    const bad = [
      updateEvent({ name: '' }),
      updateEvent({ eventType: 'GAME' }),
      updateEvent({ place: 'MOON' }),
      updateEvent({ competition: 'OLYMPICS' }),
      updateEvent({ score: { team: -1, adv: 0 } }),
      updateEvent({ score: { team: 0, adv: 1000 } }),
      updateEvent({ score: { team: 0.5, adv: 0 } }),
      updateEvent({ theme: 'x'.repeat(121) }),
      updateEvent({ matchSystem: 'x'.repeat(21) }),
      updateEvent({ daysToMatch: -366 }),
    ];
    for (const c of bad) spec.given(planned).when(c).thenThrows('BAD_USER_INPUT');
  });

  it('says EVENT_NOT_FOUND without an event or for a deleted one, EVENT_LOCKED for a locked one', () => {
    spec.given([]).when(updateEvent()).thenThrows('EVENT_NOT_FOUND');
    spec
      .given([...planned, deleted])
      .when(updateEvent())
      .thenThrows('EVENT_NOT_FOUND');
    spec
      .given([...finished, locked])
      .when(updateEvent())
      .thenThrows('EVENT_LOCKED');
  });
});

describe('updateEventDates before the start: the planned window', () => {
  it('moves or clears the planned window', () => {
    spec
      .given(planned)
      .when(updateDates(30, 120))
      .then([datesUpdated(30, 120)]);
    spec
      .given(planned)
      .when(updateDates(null, null))
      .then([datesUpdated(null, null)]);
    spec
      .given([created()])
      .when(updateDates(0, H3))
      .then([datesUpdated(0, H3)]);
    expect(stateAfter([...planned, datesUpdated(30, 120)])).toMatchObject({
      plannedStart: +at(30),
      plannedEnd: +at(120),
    });
  });

  it('keeps 1 minute to 3 hours and both ends: INVALID_DATE_RANGE, MISSING_START_DATE', () => {
    spec.given(planned).when(updateDates(0, 0)).thenThrows('INVALID_DATE_RANGE');
    spec
      .given(planned)
      .when(updateDates(0, H3 + 1))
      .thenThrows('INVALID_DATE_RANGE');
    spec.given(planned).when(updateDates(10, 0)).thenThrows('INVALID_DATE_RANGE');
    spec.given(planned).when(updateDates(0, null)).thenThrows('INVALID_DATE_RANGE');
    spec.given(planned).when(updateDates(null, 90)).thenThrows('MISSING_START_DATE');
    spec
      .given(planned)
      .when(command('UpdateEventDates', { startDate: new Date(Number.NaN), endDate: at(90) }))
      .thenThrows('BAD_USER_INPUT');
  });

  it('keeps every dated period and session inside the window', () => {
    const withPeriod = [...planned, periodCreated('P1', 10, 40)];
    spec
      .given(withPeriod)
      .when(updateDates(10, 40))
      .then([datesUpdated(10, 40)]);
    spec.given(withPeriod).when(updateDates(15, 90)).thenThrows('INVALID_DATE_RANGE');
    spec.given(withPeriod).when(updateDates(0, 35)).thenThrows('INVALID_DATE_RANGE');
    spec.given(withPeriod).when(updateDates(null, null)).thenThrows('MISSING_START_DATE');
    const withSession = [...planned, selected('p1'), sessionCreated('S1', 'p1', null, 10, 20)];
    spec.given(withSession).when(updateDates(15, 90)).thenThrows('INVALID_DATE_RANGE');
    spec.given(withSession).when(updateDates(null, null)).thenThrows('MISSING_START_DATE');
    // An undated period does not hold the window.
    spec
      .given([...planned, periodCreated('P1', null, null)])
      .when(updateDates(null, null))
      .then([datesUpdated(null, null)]);
  });
});

describe('updateEventDates once started: only the actual start moves', () => {
  it('moves the start (not later than now, not more than 3 hours before it)', () => {
    spec
      .given(live)
      .when(updateDates(-10, null, 30))
      .then([datesUpdated(-10, null)]);
    spec
      .given(live)
      .when(updateDates(30, null, 30))
      .then([datesUpdated(30, null)]);
    spec
      .given(live)
      .when(updateDates(30 - H3, null, 30))
      .then([datesUpdated(30 - H3, null)]);
    expect(stateAfter([...live, datesUpdated(-10, null)])).toMatchObject({
      status: 'started',
      startedAt: +at(-10),
    });
  });

  it('refuses an end (EVENT_STARTED), no start (MISSING_START_DATE), a start in the future or too early', () => {
    spec
      .given(live)
      .when(updateDates(0, 60, 30))
      .thenThrows('EVENT_STARTED');
    spec
      .given(live)
      .when(updateDates(null, null, 30))
      .thenThrows('MISSING_START_DATE');
    spec
      .given(live)
      .when(updateDates(31, null, 30))
      .thenThrows('INVALID_DATE_RANGE');
    spec
      .given(live)
      .when(updateDates(29 - H3, null, 30))
      .thenThrows('INVALID_DATE_RANGE');
  });

  it('keeps periods and sessions after the start, and within the 3 hours from it', () => {
    const withPeriod = [...live, periodCreated('P1', null, null), periodStarted('P1', 5)];
    spec
      .given(withPeriod)
      .when(updateDates(5, null, 30))
      .then([datesUpdated(5, null)]);
    spec
      .given(withPeriod)
      .when(updateDates(6, null, 30))
      .thenThrows('INVALID_DATE_RANGE');
    // A session entered up to 17:50: the start may move at most 10 minutes earlier.
    const withSession = [...live, selected('p1'), sessionCreated('S1', 'p1', null, 100, 170)];
    spec
      .given(withSession)
      .when(updateDates(-10, null, 150))
      .then([datesUpdated(-10, null)]);
    spec
      .given(withSession)
      .when(updateDates(-11, null, 150))
      .thenThrows('INVALID_DATE_RANGE');
  });
});

describe('updateEventDates once finished: both ends', () => {
  it('moves the actual start and end', () => {
    spec
      .given(finished)
      .when(updateDates(-5, 95))
      .then([datesUpdated(-5, 95)]);
    expect(stateAfter([...finished, datesUpdated(-5, 95)])).toMatchObject({
      startedAt: +at(-5),
      stoppedAt: +at(95),
    });
  });

  it('needs both ends, 1 minute to 3 hours, and everything inside', () => {
    spec.given(finished).when(updateDates(0, null)).thenThrows('INVALID_DATE_RANGE');
    spec.given(finished).when(updateDates(null, 100)).thenThrows('MISSING_START_DATE');
    spec.given(finished).when(updateDates(null, null)).thenThrows('MISSING_START_DATE');
    spec
      .given(finished)
      .when(updateDates(0, H3 + 1))
      .thenThrows('INVALID_DATE_RANGE');
    spec.given(finished).when(updateDates(0, 0)).thenThrows('INVALID_DATE_RANGE');
    const withPeriod = [...finished, periodCreated('P1', 10, 50)];
    spec
      .given(withPeriod)
      .when(updateDates(10, 50))
      .then([datesUpdated(10, 50)]);
    spec.given(withPeriod).when(updateDates(20, 100)).thenThrows('INVALID_DATE_RANGE');
    spec.given(withPeriod).when(updateDates(0, 49)).thenThrows('INVALID_DATE_RANGE');
  });

  it('says EVENT_LOCKED once locked', () => {
    spec
      .given([...finished, locked])
      .when(updateDates(0, 100))
      .thenThrows('EVENT_LOCKED');
  });
});

describe('startEvent', () => {
  it('starts the event at the command’s instant', () => {
    spec
      .given(planned)
      .when(startEvent(-3))
      .then([started(-3)]);
    expect(stateAfter([...planned, started(-3)])).toMatchObject({ status: 'started', startedAt: +at(-3) });
  });

  it('says EVENT_STARTED, EVENT_FINISHED, EVENT_NOT_FOUND or EVENT_LOCKED otherwise', () => {
    spec.given(live).when(startEvent()).thenThrows('EVENT_STARTED');
    spec.given(finished).when(startEvent()).thenThrows('EVENT_FINISHED');
    spec.given([]).when(startEvent()).thenThrows('EVENT_NOT_FOUND');
    spec
      .given([...finished, locked])
      .when(startEvent())
      .thenThrows('EVENT_LOCKED');
  });

  it('keeps planned periods inside the live window: none may start before it, or end 3 hours after', () => {
    const withPeriod = [created([0, H3]), periodCreated('P1', 10, 40), periodCreated('P2', 150, H3)];
    spec
      .given(withPeriod)
      .when(startEvent(10))
      .then([started(10)]);
    spec
      .given(withPeriod)
      .when(startEvent(0))
      .then([started(0)]);
    spec.given(withPeriod).when(startEvent(11)).thenThrows('INVALID_DATE_RANGE');
    // Started 10 minutes early, the live event would have to end by 17:50: P2 ends at 18:00.
    spec.given(withPeriod).when(startEvent(-10)).thenThrows('INVALID_DATE_RANGE');
  });
});

describe('stopEvent', () => {
  it('stops the event at the command’s instant', () => {
    spec
      .given(live)
      .when(stopEvent(95))
      .then([stopped(95)]);
    expect(stateAfter([...live, stopped(95)])).toMatchObject({ status: 'finished', stoppedAt: +at(95) });
  });

  it('says EVENT_NOT_STARTED, EVENT_FINISHED or EVENT_NOT_FOUND otherwise', () => {
    spec.given(planned).when(stopEvent(10)).thenThrows('EVENT_NOT_STARTED');
    spec.given(finished).when(stopEvent(110)).thenThrows('EVENT_FINISHED');
    spec.given([]).when(stopEvent(10)).thenThrows('EVENT_NOT_FOUND');
    spec
      .given([...live, deleted])
      .when(stopEvent(10))
      .thenThrows('EVENT_NOT_FOUND');
  });

  const running = [
    ...live,
    selected('p1', 'p2', 'p3'),
    periodCreated('P1', null, null),
    periodStarted('P1', 5),
    sessionStarted('S1', 'p1', 'P1', 5),
    sessionStarted('S2', 'p2', 'P1', 20),
    sessionCreated('S3', 'p3', 'P1', 5, 15),
  ];

  it('stops the running period and the running sessions at the same instant', () => {
    spec
      .given(running)
      .when(stopEvent(60))
      .then([
        sessionStopped('S1', 'p1', 60),
        sessionStopped('S2', 'p2', 60),
        periodStopped('P1', 60),
        stopped(60),
      ]);
  });

  it('ends an event stopped more than 3 hours after its start 3 hours after it, with everything running', () => {
    spec
      .given(running)
      .when(stopEvent(H3 + 125))
      .then([
        sessionStopped('S1', 'p1', H3),
        sessionStopped('S2', 'p2', H3),
        periodStopped('P1', H3),
        stopped(H3),
      ]);
    spec
      .given(live)
      .when(stopEvent(H3))
      .then([stopped(H3)]);
  });

  it('ends after what was entered in it: a session entered up to a later instant', () => {
    spec
      .given([...live, selected('p1'), sessionCreated('S1', 'p1', null, 50, 70)])
      .when(stopEvent(45))
      .then([stopped(70)]);
  });

  it('ends after a running session set to start later than now, so it stays inside', () => {
    const ahead = [
      ...live,
      selected('p1'),
      periodCreated('P1', null, null),
      periodStarted('P1', 5),
      periodSessionsSet('P1', [window('S1', 'p1', 'P1', 40, null)]),
    ];
    spec
      .given(ahead)
      .when(stopEvent(30))
      .then([sessionStopped('S1', 'p1', 40), periodStopped('P1', 40), stopped(40)]);
  });

  it('accepts a stop less than a minute after the start (the 1-minute minimum is not applied live)', () => {
    spec
      .given(live)
      .when(command('StopEvent', none, 0.5))
      .then([{ type: 'EventStopped', data: { eventId, stoppedAt: new Date(BASE + 30_000).toISOString() } }]);
  });
});

describe('deleteEvent', () => {
  it('deletes an event before its start or once finished', () => {
    spec.given(planned).when(deleteEvent()).then([deleted]);
    spec.given(finished).when(deleteEvent()).then([deleted]);
  });

  it('refuses a started event (EVENT_STARTED): stop it first', () => {
    spec.given(live).when(deleteEvent()).thenThrows('EVENT_STARTED');
  });

  it('makes every later command say EVENT_NOT_FOUND (and a new creation BAD_USER_INPUT)', () => {
    for (const c of [...everyChange, unlockEvent()])
      spec
        .given([...finished, deleted])
        .when(c)
        .thenThrows('EVENT_NOT_FOUND');
    spec
      .given([...finished, deleted])
      .when(createEvent())
      .thenThrows('BAD_USER_INPUT');
  });
});

describe('lockEvent and unlockEvent', () => {
  it('locks a finished event only: EVENT_NOT_FINISHED otherwise', () => {
    spec.given(finished).when(lockEvent()).then([locked]);
    spec.given(planned).when(lockEvent()).thenThrows('EVENT_NOT_FINISHED');
    spec.given(live).when(lockEvent()).thenThrows('EVENT_NOT_FINISHED');
    spec.given([]).when(lockEvent()).thenThrows('EVENT_NOT_FOUND');
  });

  it('refuses every change of a locked event, locking again included: EVENT_LOCKED', () => {
    for (const c of everyChange)
      spec
        .given([...finished, locked])
        .when(c)
        .thenThrows('EVENT_LOCKED');
  });

  it('unlocks a locked event; unlocking an unlocked one does nothing', () => {
    spec
      .given([...finished, locked])
      .when(unlockEvent())
      .then([{ type: 'EventUnlocked', data: { eventId } }]);
    spec.given(finished).when(unlockEvent()).then([]);
    spec.given([]).when(unlockEvent()).thenThrows('EVENT_NOT_FOUND');
    spec
      .given([...finished, locked, { type: 'EventUnlocked', data: { eventId } }])
      .when(updateDates(0, 90))
      .then([datesUpdated(0, 90)]);
  });
});

/* ---------- periods ---------- */

const P = idOf('CreatePeriod', 'period');

describe('createPeriod', () => {
  it('creates a period without dates, to be started live', () => {
    spec
      .given(planned)
      .when(createPeriod(null, null, false, ' 1st half '))
      .then([periodCreated(P, null, null)]);
    spec
      .given([created()])
      .when(createPeriod(null, null))
      .then([periodCreated(P, null, null)]);
  });

  it('derives the period id from the command id', () => {
    const other = command(
      'CreatePeriod',
      { name: '1st half', startDate: null, endDate: null, force: false },
      0,
      'command-2',
    );
    spec
      .given(planned)
      .when(other)
      .then([periodCreated(idOf('CreatePeriod', 'period', 'command-2'), null, null)]);
    expect(idOf('CreatePeriod', 'period', 'command-2')).not.toBe(P);
  });

  it('creates a period with dates inside the event, touching others but not overlapping them', () => {
    spec
      .given(planned)
      .when(createPeriod(0, 45))
      .then([periodCreated(P, 0, 45)]);
    spec
      .given([...planned, periodCreated('P1', 0, 45)])
      .when(createPeriod(45, 90))
      .then([periodCreated(P, 45, 90)]);
    spec
      .given([...planned, periodCreated('P1', 0, 45)])
      .when(createPeriod(40, 90))
      .thenThrows('PERIOD_OVERLAP');
    spec
      .given([...planned, periodCreated('P1', 10, 20)])
      .when(createPeriod(0, 45))
      .thenThrows('PERIOD_OVERLAP');
  });

  it('needs both dates in order: INVALID_DATE_RANGE, MISSING_START_DATE', () => {
    spec.given(planned).when(createPeriod(0, null)).thenThrows('INVALID_DATE_RANGE');
    spec.given(planned).when(createPeriod(null, 45)).thenThrows('MISSING_START_DATE');
    spec.given(planned).when(createPeriod(45, 45)).thenThrows('INVALID_DATE_RANGE');
    spec.given(planned).when(createPeriod(45, 0)).thenThrows('INVALID_DATE_RANGE');
    spec
      .given(planned)
      .when(
        command('CreatePeriod', {
          name: 'x',
          startDate: new Date(Number.NaN),
          endDate: at(45),
          force: false,
        }),
      )
      .thenThrows('BAD_USER_INPUT');
  });

  it('keeps a dated period inside the event: INVALID_DATE_RANGE, or MISSING_START_DATE without event dates', () => {
    spec.given(planned).when(createPeriod(-1, 45)).thenThrows('INVALID_DATE_RANGE');
    spec.given(planned).when(createPeriod(45, 91)).thenThrows('INVALID_DATE_RANGE');
    spec.given([created()]).when(createPeriod(0, 45)).thenThrows('MISSING_START_DATE');
    spec
      .given(finished)
      .when(createPeriod(0, 100))
      .then([periodCreated(P, 0, 100)]);
    spec.given(finished).when(createPeriod(90, 110)).thenThrows('INVALID_DATE_RANGE');
  });

  it('in a running event: after its start and within its 3 hours, and not over the running period', () => {
    spec
      .given(live)
      .when(createPeriod(0, 45))
      .then([periodCreated(P, 0, 45)]);
    spec.given(live).when(createPeriod(-5, 45)).thenThrows('INVALID_DATE_RANGE');
    spec
      .given(live)
      .when(createPeriod(170, H3))
      .then([periodCreated(P, 170, H3)]);
    spec
      .given(live)
      .when(createPeriod(170, H3 + 10))
      .thenThrows('INVALID_DATE_RANGE');
    const runningP1 = [...live, periodCreated('P1', null, null), periodStarted('P1', 50)];
    spec
      .given(runningP1)
      .when(createPeriod(0, 50))
      .then([periodCreated(P, 0, 50)]);
    spec.given(runningP1).when(createPeriod(0, 51)).thenThrows('PERIOD_OVERLAP');
    spec.given(runningP1).when(createPeriod(60, 70)).thenThrows('PERIOD_OVERLAP');
  });

  it('refuses a blank or long name, and more than the maximum of periods: BAD_USER_INPUT', () => {
    spec
      .given(planned)
      .when(createPeriod(null, null, false, ' '))
      .thenThrows('BAD_USER_INPUT');
    spec
      .given(planned)
      .when(createPeriod(null, null, false, 'x'.repeat(61)))
      .thenThrows('BAD_USER_INPUT');
    const full = Array.from({ length: MAX_PERIODS }, (_, i) => periodCreated(`P${i}`, null, null));
    spec
      .given([...planned, ...full])
      .when(createPeriod(null, null))
      .thenThrows('BAD_USER_INPUT');
  });

  it('with force, gives every selected player a session over the period', () => {
    spec
      .given([...planned, selected('p1', 'p2', 'p3'), deselected('p2')])
      .when(createPeriod(0, 45, true))
      .then([
        periodCreated(P, 0, 45),
        periodSessionsSet(P, [
          window(idOf('CreatePeriod', `session:${sel('p1')}`), 'p1', P, 0, 45),
          window(idOf('CreatePeriod', `session:${sel('p3')}`), 'p3', P, 0, 45),
        ]),
      ]);
    spec
      .given([...planned, selected('p1')])
      .when(createPeriod(null, null, true))
      .then([periodCreated(P, null, null)]);
    spec
      .given(planned)
      .when(createPeriod(0, 45, true))
      .then([periodCreated(P, 0, 45), periodSessionsSet(P, [])]);
  });

  it('with force, says PERIOD_OVERLAP when a player has a session there outside any period', () => {
    spec
      .given([...planned, selected('p1'), sessionCreated('S0', 'p1', null, 0, 30)])
      .when(createPeriod(20, 45, true))
      .thenThrows('PERIOD_OVERLAP');
    spec
      .given([...planned, selected('p1'), sessionCreated('S0', 'p1', null, 0, 30)])
      .when(createPeriod(20, 45, false))
      .then([periodCreated(P, 20, 45)]);
  });
});

describe('updatePeriod', () => {
  it('renames a period and gives an undated one dates', () => {
    const undated = [...planned, periodCreated('P1', null, null)];
    spec
      .given(undated)
      .when(updatePeriod('P1', null, null, 0, ' First '))
      .then([periodUpdated('P1', null, null, 'First')]);
    spec
      .given(undated)
      .when(updatePeriod('P1', 0, 45))
      .then([periodUpdated('P1', 0, 45)]);
  });

  it('keeps a dated period dated and ordered: MISSING_START_DATE, INVALID_DATE_RANGE', () => {
    const dated = [...planned, periodCreated('P1', 0, 45)];
    spec
      .given(dated)
      .when(updatePeriod('P1', null, null))
      .thenThrows('MISSING_START_DATE');
    spec
      .given(dated)
      .when(updatePeriod('P1', 0, null))
      .thenThrows('INVALID_DATE_RANGE');
    spec
      .given(dated)
      .when(updatePeriod('P1', null, 45))
      .thenThrows('MISSING_START_DATE');
    spec
      .given(dated)
      .when(updatePeriod('P1', 45, 10))
      .thenThrows('INVALID_DATE_RANGE');
  });

  it('keeps it inside the event and off the other periods (but not off itself)', () => {
    const two = [...planned, periodCreated('P1', 0, 45), periodCreated('P2', 50, 90)];
    spec
      .given(two)
      .when(updatePeriod('P1', 5, 50))
      .then([periodUpdated('P1', 5, 50)]);
    spec
      .given(two)
      .when(updatePeriod('P1', 5, 51))
      .thenThrows('PERIOD_OVERLAP');
    spec
      .given(two)
      .when(updatePeriod('P1', -5, 45))
      .thenThrows('INVALID_DATE_RANGE');
    spec
      .given(two)
      .when(updatePeriod('P2', 50, 95))
      .thenThrows('INVALID_DATE_RANGE');
  });

  it('cuts its sessions to the new dates, removing those left with nothing', () => {
    spec
      .given([
        ...planned,
        selected('p1', 'p2'),
        periodCreated('P1', 0, 45),
        sessionCreated('S1', 'p1', 'P1', 0, 20),
        sessionCreated('S2', 'p1', 'P1', 25, 45),
        sessionCreated('S3', 'p2', 'P1', 30, 45),
      ])
      .when(updatePeriod('P1', 0, 30))
      .then([periodUpdated('P1', 0, 30), sessionUpdated('S2', 'p1', 25, 30), sessionDeleted('S3', 'p2')]);
  });

  describe('a running period', () => {
    const runningP1 = [
      ...live,
      selected('p1'),
      periodCreated('P1', null, null),
      periodStarted('P1', 5),
      sessionStarted('S1', 'p1', 'P1', 5),
    ];

    it('keeps running: a new name or start, and sessions cut to the start', () => {
      spec
        .given(runningP1)
        .when(updatePeriod('P1', 5, null, 20, 'Half'))
        .then([periodUpdated('P1', 5, null, 'Half')]);
      spec
        .given(runningP1)
        .when(updatePeriod('P1', 10, null, 20))
        .then([periodUpdated('P1', 10, null), sessionUpdated('S1', 'p1', 10, null)]);
    });

    it('refuses an end (PERIOD_STARTED), no start (MISSING_START_DATE) or a start in the future', () => {
      spec
        .given(runningP1)
        .when(updatePeriod('P1', 5, 30, 40))
        .thenThrows('PERIOD_STARTED');
      spec
        .given(runningP1)
        .when(updatePeriod('P1', null, null, 20))
        .thenThrows('MISSING_START_DATE');
      spec
        .given(runningP1)
        .when(updatePeriod('P1', 21, null, 20))
        .thenThrows('INVALID_DATE_RANGE');
    });
  });

  it('says PERIOD_NOT_FOUND for an unknown period', () => {
    spec
      .given(planned)
      .when(updatePeriod('P9', 0, 45))
      .thenThrows('PERIOD_NOT_FOUND');
  });
});

describe('removePeriod', () => {
  it('removes a period with its sessions', () => {
    const given = [
      ...planned,
      selected('p1'),
      periodCreated('P1', 0, 45),
      periodCreated('P2', 45, 90),
      sessionCreated('S1', 'p1', 'P1', 0, 45),
      sessionCreated('S2', 'p1', 'P2', 45, 90),
    ];
    const removed: EventStreamEvent = { type: 'PeriodRemoved', data: { eventId, periodId: 'P1' } };
    spec.given(given).when(removePeriod('P1')).then([removed]);
    const state = stateAfter([...given, removed]);
    expect([...state.periods.keys()]).toEqual(['P2']);
    expect([...state.selections.get(sel('p1'))!.sessions.keys()]).toEqual(['S2']);
  });

  it('refuses a running period (PERIOD_STARTED: stop it first) and an unknown one (PERIOD_NOT_FOUND)', () => {
    spec
      .given([...live, periodCreated('P1', null, null), periodStarted('P1', 5)])
      .when(removePeriod('P1'))
      .thenThrows('PERIOD_STARTED');
    spec
      .given([...live, periodCreated('P1', null, null), periodStarted('P1', 5), periodStopped('P1', 45)])
      .when(removePeriod('P1'))
      .then([{ type: 'PeriodRemoved', data: { eventId, periodId: 'P1' } }]);
    spec.given(live).when(removePeriod('P1')).thenThrows('PERIOD_NOT_FOUND');
  });
});

describe('startPeriod', () => {
  const withP1 = [...live, periodCreated('P1', null, null)];

  it('starts a period now, in a started event', () => {
    spec
      .given(withP1)
      .when(startPeriod('P1', 5))
      .then([periodStarted('P1', 5)]);
    expect(stateAfter([...withP1, periodStarted('P1', 5)]).periods.get('P1')).toMatchObject({
      start: +at(5),
      end: null,
    });
  });

  it('says EVENT_NOT_STARTED before the event, EVENT_FINISHED after it', () => {
    spec
      .given([...planned, periodCreated('P1', null, null)])
      .when(startPeriod('P1', 5))
      .thenThrows('EVENT_NOT_STARTED');
    spec
      .given([...finished, periodCreated('P1', null, null)])
      .when(startPeriod('P1', 105))
      .thenThrows('EVENT_FINISHED');
  });

  it('says PERIOD_STARTED when it or another one runs, PERIOD_FINISHED once it has dates', () => {
    const running = [...withP1, periodCreated('P2', null, null), periodStarted('P1', 5)];
    spec.given(running).when(startPeriod('P1', 10)).thenThrows('PERIOD_STARTED');
    spec.given(running).when(startPeriod('P2', 10)).thenThrows('PERIOD_STARTED');
    spec
      .given([...running, periodStopped('P1', 45)])
      .when(startPeriod('P1', 50))
      .thenThrows('PERIOD_FINISHED');
    spec
      .given([...live, periodCreated('P1', 0, 45)])
      .when(startPeriod('P1', 50))
      .thenThrows('PERIOD_FINISHED');
    spec
      .given([...running, periodStopped('P1', 45)])
      .when(startPeriod('P2', 50))
      .then([periodStarted('P2', 50)]);
  });

  it('says PERIOD_OVERLAP when a dated period ends after now, PERIOD_NOT_FOUND for an unknown one', () => {
    const dated = [...withP1, periodCreated('P2', 20, 40)];
    spec.given(dated).when(startPeriod('P1', 30)).thenThrows('PERIOD_OVERLAP');
    spec
      .given(dated)
      .when(startPeriod('P1', 40))
      .then([periodStarted('P1', 40)]);
    spec.given(withP1).when(startPeriod('P9', 5)).thenThrows('PERIOD_NOT_FOUND');
  });

  it('refuses a start more than 3 hours after the event’s: INVALID_DATE_RANGE', () => {
    spec
      .given(withP1)
      .when(startPeriod('P1', H3))
      .then([periodStarted('P1', H3)]);
    spec
      .given(withP1)
      .when(startPeriod('P1', H3 + 1))
      .thenThrows('INVALID_DATE_RANGE');
  });

  it('with force, puts on the pitch every selected player not on it and without a later session', () => {
    spec
      .given([
        ...live,
        selected('p1', 'p2', 'p3', 'p4'),
        deselected('p2'),
        sessionStarted('S3', 'p3', null, 2), // on the pitch since before the periods
        sessionCreated('S4', 'p4', null, 5, 15), // entered up to 15:15
        periodCreated('P1', null, null),
      ])
      .when(startPeriod('P1', 10, true))
      .then([
        periodStarted('P1', 10),
        sessionStarted(idOf('StartPeriod', `session:${sel('p1')}`), 'p1', 'P1', 10),
      ]);
  });
});

describe('stopPeriod', () => {
  const running = [
    ...live,
    selected('p1', 'p2'),
    sessionStarted('S2', 'p2', null, 2),
    periodCreated('P1', null, null),
    periodStarted('P1', 5),
    sessionStarted('S1', 'p1', 'P1', 6),
  ];

  it('stops the period now with its running sessions (not those of no period)', () => {
    spec
      .given(running)
      .when(stopPeriod('P1', 30))
      .then([sessionStopped('S1', 'p1', 30), periodStopped('P1', 30)]);
  });

  it('says PERIOD_NOT_STARTED, PERIOD_FINISHED or PERIOD_NOT_FOUND otherwise', () => {
    spec
      .given([...live, periodCreated('P1', null, null)])
      .when(stopPeriod('P1', 30))
      .thenThrows('PERIOD_NOT_STARTED');
    spec
      .given([...running, periodStopped('P1', 30)])
      .when(stopPeriod('P1', 40))
      .thenThrows('PERIOD_FINISHED');
    spec
      .given([...live, periodCreated('P1', 0, 45)])
      .when(stopPeriod('P1', 50))
      .thenThrows('PERIOD_FINISHED');
    spec.given(running).when(stopPeriod('P9', 30)).thenThrows('PERIOD_NOT_FOUND');
  });

  it('stops at most 3 hours after the event’s start, as stopEvent (a forgotten stop button)', () => {
    spec
      .given(running)
      .when(stopPeriod('P1', 300))
      .then([sessionStopped('S1', 'p1', H3), periodStopped('P1', H3)]);
  });

  it('never stops before what was entered in it', () => {
    spec
      .given([...running, sessionCreated('S3', 'p2', 'P1', 10, 40)])
      .when(stopPeriod('P1', 30))
      .then([sessionStopped('S1', 'p1', 40), periodStopped('P1', 40)]);
  });
});

/* ---------- selections ---------- */

describe('selectPlayers', () => {
  it('selects players of the team, with the device they wear when it is the team’s', () => {
    spec
      .given(planned)
      .when(selectPlayers(['p1', 'p2', 'p3', 'p4']))
      .then([
        {
          type: 'PlayersSelected',
          data: {
            eventId,
            selections: [
              selection('p1', { deviceId: 'd1', number: 9, position: 'FORWARD', profile: 'SPEED' }),
              selection('p2'),
              selection('p3', { number: 4 }),
              selection('p4'),
            ],
          },
        },
      ]);
    expect(stateAfter([...planned, selected('p1')]).selections.get(sel('p1'))?.selected).toBe(true);
  });

  it('does nothing for an empty list', () => {
    spec.given(planned).when(selectPlayers([])).then([]);
  });

  it('says PLAYER_NOT_FOUND for another team’s, an archived or an unknown player', () => {
    for (const playerId of ['other', 'archived', 'nobody'])
      spec
        .given(planned)
        .when(selectPlayers(['p1', playerId]))
        .thenThrows('PLAYER_NOT_FOUND');
  });

  it('says ALREADY_SELECTED for a player listed twice or already selected (even out of the squad)', () => {
    spec
      .given(planned)
      .when(selectPlayers(['p5', 'p5']))
      .thenThrows('ALREADY_SELECTED');
    spec
      .given([...planned, selected('p5')])
      .when(selectPlayers(['p1', 'p5']))
      .thenThrows('ALREADY_SELECTED');
    spec
      .given([...planned, selected('p5'), deselected('p5')])
      .when(selectPlayers(['p5']))
      .thenThrows('ALREADY_SELECTED');
  });

  it('does not carry a device another selection already wears (it moved to this player since)', () => {
    const p1WearsD1: PlayersSelected = {
      type: 'PlayersSelected',
      data: { eventId, selections: [selection('p1', { deviceId: 'd1' })] },
    };
    const nowOnP5 = new Map(players).set('p5', player({ deviceId: 'd1' }));
    spec
      .given([...planned, p1WearsD1])
      .when(command('SelectPlayers', { playerIds: ['p5'], players: nowOnP5, devices }))
      .then([{ type: 'PlayersSelected', data: { eventId, selections: [selection('p5')] } }]);
  });

  it('refuses more than the maximum of players: BAD_USER_INPUT', () => {
    const many = Array.from({ length: MAX_PLAYERS + 1 }, (_, i) => `x${i}`);
    const facts = new Map(many.map((id) => [id, player()]));
    spec
      .given(planned)
      .when(command('SelectPlayers', { playerIds: many, players: facts, devices }))
      .thenThrows('BAD_USER_INPUT');
  });
});

describe('updateSelection', () => {
  const squad: EventStreamEvent[] = [
    ...planned,
    {
      type: 'PlayersSelected',
      data: { eventId, selections: [selection('p1', { deviceId: 'd1' }), selection('p2')] },
    },
  ];

  it('sets the device, number, position and profile', () => {
    spec
      .given(squad)
      .when(updateSelection(sel('p2'), 'd4', { number: 7, position: 'GOALKEEPER', profile: 'AEROBIC' }))
      .then([
        {
          type: 'SelectionUpdated',
          data: {
            eventId,
            selectionId: sel('p2'),
            deviceId: 'd4',
            number: 7,
            position: 'GOALKEEPER',
            profile: 'AEROBIC',
          },
        },
      ]);
    spec
      .given(squad)
      .when(updateSelection(sel('p1'), null))
      .then([
        {
          type: 'SelectionUpdated',
          data: {
            eventId,
            selectionId: sel('p1'),
            deviceId: null,
            number: null,
            position: null,
            profile: null,
          },
        },
      ]);
    // Keeping one's own device is no conflict.
    spec
      .given(squad)
      .when(updateSelection(sel('p1'), 'd1', { number: 10 }))
      .then([
        {
          type: 'SelectionUpdated',
          data: {
            eventId,
            selectionId: sel('p1'),
            deviceId: 'd1',
            number: 10,
            position: null,
            profile: null,
          },
        },
      ]);
  });

  it('says SELECTION_NOT_FOUND, DEVICE_NOT_FOUND, DEVICE_NOT_ALLOWED (not the team’s device)', () => {
    spec
      .given(squad)
      .when(updateSelection(sel('p9'), null))
      .thenThrows('SELECTION_NOT_FOUND');
    spec
      .given(squad)
      .when(updateSelection(sel('p2'), 'd9'))
      .thenThrows('DEVICE_NOT_FOUND');
    spec
      .given(squad)
      .when(updateSelection(sel('p2'), 'd2'))
      .thenThrows('DEVICE_NOT_ALLOWED');
    spec
      .given(squad)
      .when(updateSelection(sel('p2'), 'd3'))
      .thenThrows('DEVICE_NOT_ALLOWED');
  });

  it('says BAD_USER_INPUT for a device another selection wears (even out of the squad)', () => {
    expect(detailsOf(squad, updateSelection(sel('p2'), 'd1'), 'BAD_USER_INPUT')).toMatchObject({
      field: 'deviceId',
      reason: 'inUse',
      selectionId: sel('p1'),
    });
    spec
      .given([...squad, deselected('p1')])
      .when(updateSelection(sel('p2'), 'd1'))
      .thenThrows('BAD_USER_INPUT');
  });

  it('says BAD_USER_INPUT for a bad number, position or profile', () => {
    for (const over of [
      { number: -1 },
      { number: 1000 },
      { number: 1.5 },
      { position: 'GOALIE' },
      { profile: 'FAST' },
    ])
      spec
        .given(squad)
        .when(updateSelection(sel('p2'), null, over))
        .thenThrows('BAD_USER_INPUT');
  });
});

describe('selectSelection', () => {
  it('takes a selection out of the squad and back', () => {
    spec
      .given([...planned, selected('p1')])
      .when(selectSelection(sel('p1'), false))
      .then([deselected('p1')]);
    spec
      .given([...planned, selected('p1'), deselected('p1')])
      .when(selectSelection(sel('p1'), true))
      .then([{ type: 'SelectionSelected', data: { eventId, selectionId: sel('p1'), selected: true } }]);
  });

  it('does nothing when unchanged', () => {
    spec
      .given([...planned, selected('p1')])
      .when(selectSelection(sel('p1'), true))
      .then([]);
    spec
      .given([...planned, selected('p1'), deselected('p1')])
      .when(selectSelection(sel('p1'), false))
      .then([]);
  });

  it('takes a player on the pitch off it (stops the running session)', () => {
    spec
      .given([...live, selected('p1'), sessionStarted('S1', 'p1', null, 5)])
      .when(selectSelection(sel('p1'), false, 20))
      .then([sessionStopped('S1', 'p1', 20), deselected('p1')]);
  });

  it('says SELECTION_NOT_FOUND for an unknown selection', () => {
    spec
      .given(planned)
      .when(selectSelection(sel('p1'), false))
      .thenThrows('SELECTION_NOT_FOUND');
  });
});

/* ---------- sessions ---------- */

const S = (type: EventCommand['type']) => idOf(type, 'session');

describe('startSession', () => {
  const squad = [...live, selected('p1', 'p2')];

  it('puts a selected player on the pitch now, without a period in an event that has none', () => {
    spec
      .given(squad)
      .when(startSession(sel('p1'), 5))
      .then([sessionStarted(S('StartSession'), 'p1', null, 5)]);
  });

  it('in the running period when the event has periods (PERIOD_NOT_STARTED between two)', () => {
    const withP1 = [...squad, periodCreated('P1', null, null)];
    spec
      .given(withP1)
      .when(startSession(sel('p1'), 5))
      .thenThrows('PERIOD_NOT_STARTED');
    spec
      .given([...withP1, periodStarted('P1', 5)])
      .when(startSession(sel('p1'), 6))
      .then([sessionStarted(S('StartSession'), 'p1', 'P1', 6)]);
    spec
      .given([...withP1, periodStarted('P1', 5), periodStopped('P1', 45)])
      .when(startSession(sel('p1'), 50))
      .thenThrows('PERIOD_NOT_STARTED');
  });

  it('says EVENT_NOT_STARTED, EVENT_FINISHED, SELECTION_NOT_FOUND', () => {
    spec
      .given([...planned, selected('p1')])
      .when(startSession(sel('p1'), 5))
      .thenThrows('EVENT_NOT_STARTED');
    spec
      .given([...finished, selected('p1')])
      .when(startSession(sel('p1'), 105))
      .thenThrows('EVENT_FINISHED');
    spec
      .given(squad)
      .when(startSession(sel('p5'), 5))
      .thenThrows('SELECTION_NOT_FOUND');
  });

  it('says BAD_USER_INPUT for a player out of the squad or already on the pitch', () => {
    spec
      .given([...squad, deselected('p1')])
      .when(startSession(sel('p1'), 5))
      .thenThrows('BAD_USER_INPUT');
    spec
      .given([...squad, sessionStarted('S1', 'p1', null, 2)])
      .when(startSession(sel('p1'), 5))
      .thenThrows('BAD_USER_INPUT');
  });

  it('says INVALID_DATE_RANGE more than 3 hours after the start, PERIOD_OVERLAP over an entered session', () => {
    spec
      .given(squad)
      .when(startSession(sel('p1'), H3 + 1))
      .thenThrows('INVALID_DATE_RANGE');
    spec
      .given([...squad, sessionCreated('S1', 'p1', null, 10, 30)])
      .when(startSession(sel('p1'), 20))
      .thenThrows('PERIOD_OVERLAP');
    spec
      .given([...squad, sessionCreated('S1', 'p1', null, 10, 30)])
      .when(startSession(sel('p1'), 30))
      .then([sessionStarted(S('StartSession'), 'p1', null, 30)]);
  });
});

describe('stopSession', () => {
  const onPitch = [...live, selected('p1', 'p2'), sessionStarted('S1', 'p1', null, 10)];

  it('takes the player off the pitch now (never before the session’s start)', () => {
    spec
      .given(onPitch)
      .when(stopSession(sel('p1'), 25))
      .then([sessionStopped('S1', 'p1', 25)]);
    spec
      .given(onPitch)
      .when(stopSession(sel('p1'), 8))
      .then([sessionStopped('S1', 'p1', 10)]);
  });

  it('stops at most 3 hours after the event’s start', () => {
    spec
      .given(onPitch)
      .when(stopSession(sel('p1'), 400))
      .then([sessionStopped('S1', 'p1', H3)]);
  });

  it('says BAD_USER_INPUT off the pitch, SELECTION_NOT_FOUND, EVENT_NOT_STARTED', () => {
    spec
      .given(onPitch)
      .when(stopSession(sel('p2'), 25))
      .thenThrows('BAD_USER_INPUT');
    spec
      .given(onPitch)
      .when(stopSession(sel('p5'), 25))
      .thenThrows('SELECTION_NOT_FOUND');
    spec
      .given([...planned, selected('p1')])
      .when(stopSession(sel('p1'), 25))
      .thenThrows('EVENT_NOT_STARTED');
    spec
      .given([...finished, selected('p1')])
      .when(stopSession(sel('p1'), 105))
      .thenThrows('BAD_USER_INPUT');
  });
});

describe('createSession', () => {
  const squad = [...planned, selected('p1', 'p2')];
  const withPeriods = [...squad, periodCreated('P1', 0, 45), periodCreated('P2', null, null)];

  it('refuses a player out of the squad, and a window without an end', () => {
    spec
      .given([
        ...squad,
        { type: 'SelectionSelected', data: { eventId, selectionId: sel('p1'), selected: false } },
      ])
      .when(createSession(sel('p1'), null, 10, 30))
      .thenThrows('BAD_USER_INPUT');
    spec
      .given(squad)
      .when(
        command('CreateSession', {
          selectionId: sel('p1'),
          periodId: null,
          startDate: at(10),
          endDate: null as never,
        }),
      )
      .thenThrows('INVALID_DATE_RANGE');
  });

  it('enters a session inside the event when it has no periods', () => {
    spec
      .given(squad)
      .when(createSession(sel('p1'), null, 10, 30))
      .then([sessionCreated(S('CreateSession'), 'p1', null, 10, 30)]);
  });

  it('inside its period when the event has periods', () => {
    spec
      .given(withPeriods)
      .when(createSession(sel('p1'), 'P1', 0, 45))
      .then([sessionCreated(S('CreateSession'), 'p1', 'P1', 0, 45)]);
    spec
      .given(withPeriods)
      .when(createSession(sel('p1'), 'P1', 30, 50))
      .thenThrows('INVALID_DATE_RANGE');
    spec
      .given(withPeriods)
      .when(createSession(sel('p1'), 'P2', 50, 60))
      .thenThrows('MISSING_START_DATE');
    spec
      .given(withPeriods)
      .when(createSession(sel('p1'), 'P9', 10, 20))
      .thenThrows('PERIOD_NOT_FOUND');
    spec
      .given(withPeriods)
      .when(createSession(sel('p1'), null, 50, 60))
      .thenThrows('BAD_USER_INPUT');
  });

  it('inside the event: INVALID_DATE_RANGE outside it, MISSING_START_DATE when it has no dates', () => {
    spec
      .given(squad)
      .when(createSession(sel('p1'), null, -5, 10))
      .thenThrows('INVALID_DATE_RANGE');
    spec
      .given(squad)
      .when(createSession(sel('p1'), null, 80, 95))
      .thenThrows('INVALID_DATE_RANGE');
    spec
      .given([created(), selected('p1')])
      .when(createSession(sel('p1'), null, 0, 10))
      .thenThrows('MISSING_START_DATE');
    spec
      .given([...live, selected('p1')])
      .when(createSession(sel('p1'), null, 150, H3))
      .then([sessionCreated(S('CreateSession'), 'p1', null, 150, H3)]);
    spec
      .given([...live, selected('p1')])
      .when(createSession(sel('p1'), null, 150, H3 + 1))
      .thenThrows('INVALID_DATE_RANGE');
  });

  it('overlapping no session of the same selection: PERIOD_OVERLAP (touching is fine)', () => {
    const withS1 = [...squad, sessionCreated('S1', 'p1', null, 10, 30)];
    spec
      .given(withS1)
      .when(createSession(sel('p1'), null, 20, 40))
      .thenThrows('PERIOD_OVERLAP');
    spec
      .given(withS1)
      .when(createSession(sel('p1'), null, 0, 90))
      .thenThrows('PERIOD_OVERLAP');
    spec
      .given(withS1)
      .when(createSession(sel('p1'), null, 30, 40))
      .then([sessionCreated(S('CreateSession'), 'p1', null, 30, 40)]);
    spec
      .given(withS1)
      .when(createSession(sel('p2'), null, 20, 40))
      .then([sessionCreated(S('CreateSession'), 'p2', null, 20, 40)]);
  });

  it('refuses an empty or reversed window, an invalid date, an unknown selection, too many sessions', () => {
    spec
      .given(squad)
      .when(createSession(sel('p1'), null, 10, 10))
      .thenThrows('INVALID_DATE_RANGE');
    spec
      .given(squad)
      .when(createSession(sel('p1'), null, 20, 10))
      .thenThrows('INVALID_DATE_RANGE');
    spec
      .given(squad)
      .when(
        command('CreateSession', {
          selectionId: sel('p1'),
          periodId: null,
          startDate: at(10),
          endDate: new Date(Number.NaN),
        }),
      )
      .thenThrows('BAD_USER_INPUT');
    spec
      .given(squad)
      .when(createSession(sel('p9'), null, 10, 20))
      .thenThrows('SELECTION_NOT_FOUND');
    const full = Array.from({ length: MAX_SESSIONS_PER_SELECTION }, (_, i) =>
      sessionCreated(`S${i}`, 'p1', null, i, i + 1),
    );
    spec
      .given([...squad, ...full])
      .when(createSession(sel('p1'), null, 60, 70))
      .thenThrows('BAD_USER_INPUT');
  });
});

describe('updateSession', () => {
  const given = [
    ...planned,
    selected('p1'),
    periodCreated('P1', 0, 45),
    sessionCreated('S1', 'p1', 'P1', 0, 20),
    sessionCreated('S2', 'p1', 'P1', 30, 45),
  ];

  it('moves a session under the same rules as createSession', () => {
    spec
      .given(given)
      .when(updateSession('S1', 5, 30))
      .then([sessionUpdated('S1', 'p1', 5, 30)]);
    spec
      .given(given)
      .when(updateSession('S1', 5, 31))
      .thenThrows('PERIOD_OVERLAP');
    spec
      .given(given)
      .when(updateSession('S2', 30, 50))
      .thenThrows('INVALID_DATE_RANGE');
    spec
      .given(given)
      .when(updateSession('S2', 40, 40))
      .thenThrows('INVALID_DATE_RANGE');
  });

  it('says SELECTION_NOT_FOUND for an unknown session', () => {
    expect(detailsOf(given, updateSession('S9', 0, 10), 'SELECTION_NOT_FOUND')).toEqual({ sessionId: 'S9' });
  });
});

describe('deleteSession', () => {
  it('deletes a session, running or not; SELECTION_NOT_FOUND for an unknown one', () => {
    const given = [
      ...live,
      selected('p1'),
      sessionCreated('S1', 'p1', null, 0, 20),
      sessionStarted('S2', 'p1', null, 25),
    ];
    spec
      .given(given)
      .when(deleteSession('S1'))
      .then([sessionDeleted('S1', 'p1')]);
    spec
      .given(given)
      .when(deleteSession('S2'))
      .then([sessionDeleted('S2', 'p1')]);
    spec.given(given).when(deleteSession('S9')).thenThrows('SELECTION_NOT_FOUND');
  });
});

describe('setPeriodSessions and deletePeriodSessions', () => {
  const given = [
    ...planned,
    selected('p1', 'p2', 'p3'),
    deselected('p3'),
    periodCreated('P1', 0, 45),
    periodCreated('P2', null, null),
    sessionCreated('S1', 'p1', 'P1', 10, 20),
  ];
  const id = (playerId: string) => idOf('SetPeriodSessions', `session:${sel(playerId)}`);

  it('gives every selected player one session over the period, replacing theirs', () => {
    const set = periodSessionsSet('P1', [
      window(id('p1'), 'p1', 'P1', 0, 45),
      window(id('p2'), 'p2', 'P1', 0, 45),
    ]);
    spec
      .given(given)
      .when(setPeriodSessions('P1', null, null))
      .then([set]);
    const sessions = stateAfter([...given, set]).selections.get(sel('p1'))!.sessions;
    expect([...sessions.keys()]).toEqual([id('p1')]);
  });

  it('over a part of the period, inside it and in order', () => {
    spec
      .given(given)
      .when(setPeriodSessions('P1', 5, null))
      .then([
        periodSessionsSet('P1', [window(id('p1'), 'p1', 'P1', 5, 45), window(id('p2'), 'p2', 'P1', 5, 45)]),
      ]);
    spec
      .given(given)
      .when(setPeriodSessions('P1', -1, 30))
      .thenThrows('INVALID_DATE_RANGE');
    spec
      .given(given)
      .when(setPeriodSessions('P1', 10, 46))
      .thenThrows('INVALID_DATE_RANGE');
    spec
      .given(given)
      .when(setPeriodSessions('P1', 30, 30))
      .thenThrows('INVALID_DATE_RANGE');
  });

  it('says MISSING_START_DATE for a period without dates, PERIOD_NOT_FOUND for an unknown one', () => {
    spec
      .given(given)
      .when(setPeriodSessions('P2', null, null))
      .thenThrows('MISSING_START_DATE');
    spec
      .given(given)
      .when(setPeriodSessions('P9', null, null))
      .thenThrows('PERIOD_NOT_FOUND');
  });

  it('says PERIOD_OVERLAP over a player’s session of no period', () => {
    spec
      .given([...given, sessionCreated('S0', 'p2', null, 40, 50)])
      .when(setPeriodSessions('P1', null, null))
      .thenThrows('PERIOD_OVERLAP');
  });

  it('in a running period: running sessions, starting within the event’s 3 hours', () => {
    const running = [...live, selected('p1'), periodCreated('P1', null, null), periodStarted('P1', 5)];
    spec
      .given(running)
      .when(setPeriodSessions('P1', null, null, 20))
      .then([periodSessionsSet('P1', [window(id('p1'), 'p1', 'P1', 5, null)])]);
    spec
      .given(running)
      .when(setPeriodSessions('P1', H3 + 10, null, 20))
      .thenThrows('INVALID_DATE_RANGE');
    spec
      .given(running)
      .when(setPeriodSessions('P1', 10, H3 + 10, 20))
      .thenThrows('INVALID_DATE_RANGE');
  });

  it('deletePeriodSessions removes every session of the period', () => {
    spec
      .given(given)
      .when(deletePeriodSessions('P1'))
      .then([periodSessionsSet('P1', [])]);
    spec.given(given).when(deletePeriodSessions('P9')).thenThrows('PERIOD_NOT_FOUND');
    expect(stateAfter([...given, periodSessionsSet('P1', [])]).selections.get(sel('p1'))!.sessions.size).toBe(
      0,
    );
  });
});

/* ---------- ranges ---------- */

describe('event ranges', () => {
  const withRange = [created(null, { ranges: [range('R1')] })];

  it('createEventRange adds a range, trimmed, with an id derived from the command', () => {
    spec
      .given(planned)
      .when(createRange({ name: ' Sprint ', min: 25, max: 50 }))
      .then([rangeCreated(range(idOf('CreateEventRange', 'range'), { max: 50 }))]);
    spec
      .given(planned)
      .when(createRange({ rangeType: 'ACCELERATION', name: 'Braking', min: null, max: -3 }))
      .then([
        rangeCreated(
          range(idOf('CreateEventRange', 'range'), {
            type: 'ACCELERATION',
            name: 'Braking',
            min: null,
            max: -3,
          }),
        ),
      ]);
  });

  it('says INVALID_RANGE_TYPE for an unknown type', () => {
    spec
      .given(planned)
      .when(createRange({ rangeType: 'HEART_RATE' }))
      .thenThrows('INVALID_RANGE_TYPE');
    spec
      .given(withRange)
      .when(updateRange('R1', { rangeType: 'speed' }))
      .thenThrows('INVALID_RANGE_TYPE');
  });

  it('says BAD_USER_INPUT for bad bounds or names', () => {
    const bad = [
      { min: null, max: null },
      { min: 30, max: 30 },
      { min: 30, max: 20 },
      { min: -1 },
      { min: 51 },
      { min: Number.NaN },
      { min: 0, max: Number.POSITIVE_INFINITY },
      { name: '  ' },
      { name: 'x'.repeat(61) },
    ];
    for (const over of bad) {
      spec.given(planned).when(createRange(over)).thenThrows('BAD_USER_INPUT');
      spec.given(withRange).when(updateRange('R1', over)).thenThrows('BAD_USER_INPUT');
    }
  });

  it('says RANGE_LIMIT_REACHED at the plan’s limit, the team’s copied ranges included', () => {
    spec
      .given(withRange)
      .when(createRange({ limit: 1 }))
      .thenThrows('RANGE_LIMIT_REACHED');
    spec
      .given(planned)
      .when(createRange({ limit: 0 }))
      .thenThrows('RANGE_LIMIT_REACHED');
    spec
      .given(withRange)
      .when(createRange({ limit: 2 }))
      .then([rangeCreated(range(idOf('CreateEventRange', 'range')))]);
  });

  it('updateEventRange and deleteEventRange change a known range; BAD_USER_INPUT for an unknown id', () => {
    spec
      .given(withRange)
      .when(updateRange('R1', { name: 'Top speed', min: 28 }))
      .then([
        { type: 'EventRangeUpdated', data: { eventId, range: range('R1', { name: 'Top speed', min: 28 }) } },
      ]);
    spec
      .given(withRange)
      .when(deleteRange('R1'))
      .then([{ type: 'EventRangeDeleted', data: { eventId, rangeId: 'R1' } }]);
    spec.given(withRange).when(updateRange('R9')).thenThrows('BAD_USER_INPUT');
    spec.given(withRange).when(deleteRange('R9')).thenThrows('BAD_USER_INPUT');
    expect(
      stateAfter([...withRange, { type: 'EventRangeDeleted', data: { eventId, rangeId: 'R1' } }]).ranges,
    ).toEqual([]);
  });
});

describe('decide', () => {
  it('is deterministic: the same command on the same state decides the same events', () => {
    const given = [...live, selected('p1', 'p2'), periodCreated('P1', null, null)];
    const state = stateAfter(given);
    const c = startPeriod('P1', 5, true);
    expect(eventDecider.decide(c, state)).toEqual(eventDecider.decide(c, stateAfter(given)));
    const other = { ...c, commandId: 'command-2' };
    expect(eventDecider.decide(other, state)).not.toEqual(eventDecider.decide(c, state));
  });
});

describe('computeRecords', () => {
  const computeRecords = () => command('ComputeRecords', {});
  it('asks for the records to be computed again, before, during and after the event', () => {
    for (const given of [planned, [created(), started(0)], finished])
      spec
        .given(given)
        .when(computeRecords())
        .then([{ type: 'RecordsComputeRequested', data: { eventId } }]);
  });
  it('says EVENT_NOT_FOUND without an event or for a deleted one, EVENT_LOCKED for a locked one', () => {
    spec.given([]).when(computeRecords()).thenThrows('EVENT_NOT_FOUND');
    spec
      .given([...planned, deleted])
      .when(computeRecords())
      .thenThrows('EVENT_NOT_FOUND');
    spec
      .given([...finished, locked])
      .when(computeRecords())
      .thenThrows('EVENT_LOCKED');
  });
});
