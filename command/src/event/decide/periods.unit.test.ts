/**
 * Specifications of the `event-<id>` decider, periods: given events, when a command, then
 * events or an error code. Fixtures, and the times they use: ../testing.ts.
 */
import { describe, expect, it } from 'vitest';
import type { EventStreamEvent } from '@stride/contracts/events/event';
import { MAX_PERIODS } from '../rules.ts';
import {
  spec,
  eventId,
  H3,
  at,
  idOf,
  sel,
  stateAfter,
  command,
  createPeriod,
  updatePeriod,
  removePeriod,
  startPeriod,
  stopPeriod,
  created,
  periodCreated,
  periodUpdated,
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
