/**
 * Specifications of events that were played before they reached the platform: created from
 * device files (`createEvent` with `recorded`: a quick import) they are finished at once; a
 * not-started event whose planned window is over can be marked as played (`finishEvent`).
 */
import { describe, expect, it } from 'vitest';
import {
  at,
  created,
  createEvent,
  devices,
  finished,
  finishEvent,
  live,
  locked,
  periodCreated,
  planned,
  players,
  selected,
  selection,
  spec,
  started,
  stateAfter,
  stopped,
  eventId,
  startEvent,
} from '../testing.ts';

describe('createEvent, recorded (a quick import)', () => {
  it('creates the event finished over its window (never planned), its players selected, in one append', () => {
    const events = [
      created(),
      {
        type: 'PlayersSelected' as const,
        data: {
          eventId,
          selections: [selection('p1', { deviceId: 'd1', number: 9, position: 'FORWARD', profile: 'SPEED' })],
        },
      },
      started(0),
      stopped(38),
    ];
    spec
      .given([])
      .when(
        createEvent(
          { startDate: at(0), endDate: at(38), recorded: true, playerIds: ['p1'], players, devices },
          60,
        ),
      )
      .then(events);
    const state = stateAfter(events);
    expect(state.status).toBe('finished');
    expect(state.startedAt).toBe(at(0).getTime());
    expect(state.stoppedAt).toBe(at(38).getTime());
  });

  it('needs its window: MISSING_START_DATE without one', () => {
    spec
      .given([])
      .when(createEvent({ recorded: true }))
      .thenThrows('MISSING_START_DATE');
  });

  it('keeps the window rules: 1 minute to 3 hours', () => {
    spec
      .given([])
      .when(createEvent({ startDate: at(0), endDate: at(0.5), recorded: true }, 60))
      .thenThrows('INVALID_DATE_RANGE');
  });

  it('refuses a window starting after now: INVALID_DATE_RANGE (future)', () => {
    const details = spec
      .given([])
      .when(createEvent({ startDate: at(10), endDate: at(40), recorded: true }, 5))
      .thenThrows('INVALID_DATE_RANGE');
    expect(details).toMatchObject({ reason: 'future' });
  });

  it('without `recorded` an event with a window is planned, as before', () => {
    spec
      .given([])
      .when(createEvent({ startDate: at(0), endDate: at(38), recorded: false }, 60))
      .then([created([0, 38])]);
  });
});

describe('finishEvent (mark as played)', () => {
  it('finishes a not-started event over its planned window once that window is over', () => {
    spec
      .given(planned)
      .when(finishEvent(90))
      .then([started(0), stopped(90)]);
    spec
      .given([...planned, selected('p5'), periodCreated('P1', 0, 45)])
      .when(finishEvent(600))
      .then([started(0), stopped(90)]);
  });

  it('refuses an event whose planned window is not over: INVALID_DATE_RANGE (notOver)', () => {
    const details = spec.given(planned).when(finishEvent(89)).thenThrows('INVALID_DATE_RANGE');
    expect(details).toMatchObject({ reason: 'notOver' });
  });

  it('refuses an event without a planned window: MISSING_START_DATE', () => {
    spec.given([created()]).when(finishEvent(600)).thenThrows('MISSING_START_DATE');
  });

  it('refuses a started, a finished and a locked event', () => {
    spec.given(live).when(finishEvent(600)).thenThrows('EVENT_STARTED');
    spec.given(finished).when(finishEvent(600)).thenThrows('EVENT_FINISHED');
    spec
      .given([...finished, locked])
      .when(finishEvent(600))
      .thenThrows('EVENT_LOCKED');
  });

  it('leaves an event finished: starting it again is EVENT_FINISHED', () => {
    spec
      .given([...planned, started(0), stopped(90)])
      .when(startEvent(600))
      .thenThrows('EVENT_FINISHED');
  });
});
