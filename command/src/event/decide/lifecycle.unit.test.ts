/**
 * Specifications of the `event-<id>` decider, the event itself (creation, details, dates, start,
 * stop, deletion, locking, records computed again): given events, when a command, then events or
 * an error code. Fixtures, and the times they use: ../testing.ts.
 */
import { describe, expect, it } from 'vitest';
import type { EventStreamEvent } from '@stride/contracts/events/event';
import { eventDecider } from '../event.ts';
import {
  spec,
  eventId,
  teamId,
  BASE,
  MINUTE,
  H3,
  at,
  idOf,
  sel,
  stateAfter,
  command,
  none,
  players,
  devices,
  createEvent,
  updateEvent,
  updateDates,
  startEvent,
  stopEvent,
  deleteEvent,
  lockEvent,
  unlockEvent,
  startPeriod,
  selectPlayers,
  startSession,
  created,
  started,
  stopped,
  locked,
  deleted,
  datesUpdated,
  periodCreated,
  periodStarted,
  periodStopped,
  selection,
  selected,
  window,
  sessionCreated,
  sessionStarted,
  sessionStopped,
  periodSessionsSet,
  range,
  planned,
  live,
  finished,
  everyChange,
} from '../testing.ts';

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
