/**
 * Specifications of the `event-<id>` decider, the tags of the event and its periods (issue 19):
 * given events, when a command, then events or an error code. Fixtures: ../testing.ts.
 */
import { describe, expect, it } from 'vitest';
import { MAX_TAGS, TAG_MAX_LENGTH } from '@stride/contracts/event-tags';
import type { EventStreamEvent } from '@stride/contracts/events/event';
import {
  command,
  deleted,
  detailsOf,
  eventId,
  locked,
  periodCreated,
  periodUpdated,
  planned,
  spec,
  stateAfter,
} from '../testing.ts';

const setTags = (tags: readonly string[], tagManagement = true) =>
  command('SetEventTags', { tags, tagManagement });
const setPeriodTags = (periodId: string, tags: readonly string[], tagManagement = true) =>
  command('SetPeriodTags', { periodId, tags, tagManagement });
const tagsSet = (tags: readonly string[]): EventStreamEvent => ({
  type: 'EventTagsSet',
  data: { eventId, tags },
});

describe('SetEventTags', () => {
  it('sets the list whole: trimmed, inner spaces made one, a tag given twice in any case once', () => {
    spec
      .given(planned)
      .when(setTags([' MD-1 ', 'high   intensity', 'md-1', 'Recovery']))
      .then([tagsSet(['MD-1', 'high intensity', 'Recovery'])]);
    spec
      .given([...planned, tagsSet(['MD-1'])])
      .when(setTags([]))
      .then([tagsSet([])]);
  });

  it('appends nothing for the list the event has, and folds the list into the state', () => {
    spec
      .given([...planned, tagsSet(['MD-1', 'Recovery'])])
      .when(setTags(['MD-1', ' Recovery']))
      .then([]);
    // Another order is another list.
    spec
      .given([...planned, tagsSet(['MD-1', 'Recovery'])])
      .when(setTags(['Recovery', 'MD-1']))
      .then([tagsSet(['Recovery', 'MD-1'])]);
    expect(stateAfter([...planned, tagsSet(['A'])]).tags).toEqual(['A']);
  });

  it('refuses blank tags, tags over 40 characters and more than 20 tags (BAD_USER_INPUT)', () => {
    expect(detailsOf(planned, setTags(['ok', '  ']), 'BAD_USER_INPUT')).toMatchObject({
      field: 'tags',
      reason: 'required',
      index: 1,
    });
    expect(detailsOf(planned, setTags(['x'.repeat(TAG_MAX_LENGTH + 1)]), 'BAD_USER_INPUT')).toMatchObject({
      reason: 'maxLength',
      maxLength: 40,
    });
    spec
      .given(planned)
      .when(setTags(['é'.repeat(TAG_MAX_LENGTH)]))
      .then([tagsSet(['é'.repeat(TAG_MAX_LENGTH)])]);
    const many = Array.from({ length: MAX_TAGS + 1 }, (_, i) => `T${i}`);
    expect(detailsOf(planned, setTags(many), 'BAD_USER_INPUT')).toMatchObject({ reason: 'tooMany', max: 20 });
    // Twenty-one given, twenty once the repeat is dropped: accepted.
    spec
      .given(planned)
      .when(setTags([...many.slice(0, MAX_TAGS), 't0']))
      .then([tagsSet(many.slice(0, MAX_TAGS))]);
  });

  it('says TAG_MANAGEMENT_NOT_IN_PLAN when the club plan lacks tag management', () => {
    spec
      .given(planned)
      .when(setTags(['MD-1'], false))
      .thenThrows('TAG_MANAGEMENT_NOT_IN_PLAN');
  });

  it('tags a locked event (its figures do not change) but not a deleted or unknown one', () => {
    spec
      .given([...planned, locked])
      .when(setTags(['MD-1']))
      .then([tagsSet(['MD-1'])]);
    spec
      .given([...planned, deleted])
      .when(setTags(['MD-1']))
      .thenThrows('EVENT_NOT_FOUND');
    spec
      .given([])
      .when(setTags(['MD-1']))
      .thenThrows('EVENT_NOT_FOUND');
  });
});

describe('SetPeriodTags', () => {
  const withPeriod = [...planned, periodCreated('P1', null, null, 'Rondo')];

  it("sets one period's tags, kept when the period is renamed", () => {
    spec
      .given(withPeriod)
      .when(setPeriodTags('P1', ['4v4 rondo', 'Pressing']))
      .then([{ type: 'PeriodTagsSet', data: { eventId, periodId: 'P1', tags: ['4v4 rondo', 'Pressing'] } }]);
    const tagged: EventStreamEvent = {
      type: 'PeriodTagsSet',
      data: { eventId, periodId: 'P1', tags: ['4v4 rondo'] },
    };
    const renamed = stateAfter([...withPeriod, tagged, periodUpdated('P1', null, null, 'Rondo 2')]);
    expect(renamed.periods.get('P1')?.tags).toEqual(['4v4 rondo']);
    spec
      .given([...withPeriod, tagged])
      .when(setPeriodTags('P1', ['4v4 Rondo ']))
      .then([{ type: 'PeriodTagsSet', data: { eventId, periodId: 'P1', tags: ['4v4 Rondo'] } }]);
  });

  it('says PERIOD_NOT_FOUND, TAG_MANAGEMENT_NOT_IN_PLAN', () => {
    spec
      .given(withPeriod)
      .when(setPeriodTags('P9', ['x']))
      .thenThrows('PERIOD_NOT_FOUND');
    spec
      .given(withPeriod)
      .when(setPeriodTags('P1', ['x'], false))
      .thenThrows('TAG_MANAGEMENT_NOT_IN_PLAN');
  });
});
