/**
 * Specifications of the `event-<id>` decider, sessions: given events, when a command, then
 * events or an error code. Fixtures, and the times they use: ../testing.ts.
 */
import { describe, expect, it } from 'vitest';
import { MAX_SESSIONS_PER_SELECTION } from '../rules.ts';
import type { EventCommand } from '../commands.ts';
import {
  spec,
  eventId,
  H3,
  at,
  idOf,
  sel,
  stateAfter,
  detailsOf,
  command,
  startSession,
  stopSession,
  createSession,
  updateSession,
  deleteSession,
  setPeriodSessions,
  deletePeriodSessions,
  created,
  periodCreated,
  periodStarted,
  periodStopped,
  selected,
  deselected,
  window,
  sessionCreated,
  sessionStarted,
  sessionStopped,
  sessionUpdated,
  sessionDeleted,
  periodSessionsSet,
  planned,
  live,
  finished,
} from '../testing.ts';

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
