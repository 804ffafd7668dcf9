import { describe, it } from 'vitest';
import type { EventCreated, EventStarted, EventStopped } from '@stride/contracts/events/event';
import { deciderSpecification } from '../testing/decider-specification.ts';
import { eventDecider, type CreateEvent } from './event.ts';

const spec = deciderSpecification(eventDecider);
const now = new Date('2026-03-01T15:00:00.000Z');
const eventId = '11111111-1111-4111-8111-111111111111';

const create = (data: Partial<CreateEvent['data']> = {}): CreateEvent => ({
  type: 'CreateEvent',
  now,
  data: { eventId, teamId: 'team-a', name: 'League match', eventType: 'MATCH', daysToMatch: 0, ...data },
});
const created: EventCreated = {
  type: 'EventCreated',
  data: {
    eventId,
    teamId: 'team-a',
    name: 'League match',
    type: 'MATCH',
    daysToMatch: 0,
    startDate: null,
    endDate: null,
    playerIds: [],
  },
};
const started: EventStarted = {
  type: 'EventStarted',
  data: { eventId, startedAt: '2026-03-01T14:00:00.000Z' },
};
const stopped: EventStopped = {
  type: 'EventStopped',
  data: { eventId, stoppedAt: '2026-03-01T15:30:00.000Z' },
};
const start = { type: 'StartEvent', data: { eventId }, now } as const;
const stop = { type: 'StopEvent', data: { eventId }, now } as const;

describe('createEvent', () => {
  it('creates a live event with no planned window', () => {
    spec.given([]).when(create()).then([created]);
  });

  it('trims the name and keeps a planned window of 90 minutes', () => {
    spec
      .given([])
      .when(
        create({
          name: '  Cup final ',
          startDate: new Date('2026-03-01T15:00:00Z'),
          endDate: new Date('2026-03-01T16:30:00Z'),
          playerIds: ['p1', 'p2'],
        }),
      )
      .then([
        {
          type: 'EventCreated',
          data: {
            ...created.data,
            name: 'Cup final',
            startDate: '2026-03-01T15:00:00.000Z',
            endDate: '2026-03-01T16:30:00.000Z',
            playerIds: ['p1', 'p2'],
          },
        },
      ]);
  });

  it('accepts exactly 1 minute and exactly 3 hours', () => {
    const s = new Date('2026-03-01T15:00:00Z');
    spec
      .given([])
      .when(create({ startDate: s, endDate: new Date(s.getTime() + 60_000) }))
      .then([
        {
          type: 'EventCreated',
          data: { ...created.data, startDate: s.toISOString(), endDate: '2026-03-01T15:01:00.000Z' },
        },
      ]);
    spec
      .given([])
      .when(create({ startDate: s, endDate: new Date(s.getTime() + 3 * 3_600_000) }))
      .then([
        {
          type: 'EventCreated',
          data: { ...created.data, startDate: s.toISOString(), endDate: '2026-03-01T18:00:00.000Z' },
        },
      ]);
  });

  it('rejects a window shorter than 1 minute, longer than 3 hours, or reversed', () => {
    const s = new Date('2026-03-01T15:00:00Z');
    spec
      .given([])
      .when(create({ startDate: s, endDate: new Date(s.getTime() + 59_999) }))
      .thenThrows('INVALID_DATE_RANGE');
    spec
      .given([])
      .when(create({ startDate: s, endDate: new Date(s.getTime() + 3 * 3_600_000 + 1) }))
      .thenThrows('INVALID_DATE_RANGE');
    spec
      .given([])
      .when(create({ startDate: s, endDate: new Date(s.getTime() - 60_000) }))
      .thenThrows('INVALID_DATE_RANGE');
    spec
      .given([])
      .when(create({ startDate: s }))
      .thenThrows('INVALID_DATE_RANGE');
  });

  it('needs a start date when an end date is given', () => {
    spec
      .given([])
      .when(create({ endDate: new Date() }))
      .thenThrows('MISSING_START_DATE');
  });

  it('rejects bad input', () => {
    spec
      .given([])
      .when(create({ name: '   ' }))
      .thenThrows('BAD_USER_INPUT');
    spec
      .given([])
      .when(create({ name: 'x'.repeat(121) }))
      .thenThrows('BAD_USER_INPUT');
    spec
      .given([])
      .when(create({ teamId: '' }))
      .thenThrows('BAD_USER_INPUT');
    spec
      .given([])
      .when(create({ eventType: 'FRIENDLY' }))
      .thenThrows('BAD_USER_INPUT');
    spec
      .given([])
      .when(create({ daysToMatch: 1.5 }))
      .thenThrows('BAD_USER_INPUT');
    spec
      .given([])
      .when(create({ daysToMatch: 400 }))
      .thenThrows('BAD_USER_INPUT');
    spec
      .given([])
      .when(create({ playerIds: ['p1', 'p1'] }))
      .thenThrows('ALREADY_SELECTED');
    spec
      .given([])
      .when(create({ playerIds: [''] }))
      .thenThrows('BAD_USER_INPUT');
  });

  it('refuses to create an event twice', () => {
    spec.given([created]).when(create()).thenThrows('BAD_USER_INPUT');
  });
});

describe('startEvent', () => {
  it('starts a created event at the command time', () => {
    spec
      .given([created])
      .when(start)
      .then([{ type: 'EventStarted', data: { eventId, startedAt: now.toISOString() } }]);
  });
  it('says EVENT_STARTED, EVENT_FINISHED or EVENT_NOT_FOUND otherwise', () => {
    spec.given([created, started]).when(start).thenThrows('EVENT_STARTED');
    spec.given([created, started, stopped]).when(start).thenThrows('EVENT_FINISHED');
    spec.given([]).when(start).thenThrows('EVENT_NOT_FOUND');
  });
});

describe('stopEvent', () => {
  it('stops a started event at the command time', () => {
    spec
      .given([created, started])
      .when(stop)
      .then([{ type: 'EventStopped', data: { eventId, stoppedAt: now.toISOString() } }]);
  });
  it('says EVENT_NOT_STARTED, EVENT_FINISHED or EVENT_NOT_FOUND otherwise', () => {
    spec.given([created]).when(stop).thenThrows('EVENT_NOT_STARTED');
    spec.given([created, started, stopped]).when(stop).thenThrows('EVENT_FINISHED');
    spec.given([]).when(stop).thenThrows('EVENT_NOT_FOUND');
  });
});
