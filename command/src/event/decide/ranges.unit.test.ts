/**
 * Specifications of the `event-<id>` decider, the event's data ranges: given events, when a
 * command, then events or an error code. Fixtures, and the times they use: ../testing.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  spec,
  eventId,
  idOf,
  stateAfter,
  createRange,
  updateRange,
  deleteRange,
  created,
  range,
  rangeCreated,
  planned,
} from '../testing.ts';

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
