/**
 * Specifications of the `event-<id>` decider, marks and cut intervals (issue 20): given events,
 * when a command, then events or an error code. Fixtures: ../testing.ts.
 */
import { describe, expect, it } from 'vitest';
import type { EventStreamEvent } from '@stride/contracts/events/event';
import {
  BASE,
  MINUTE,
  command,
  deleted,
  detailsOf,
  eventId,
  finished,
  idOf,
  iso,
  live,
  locked,
  planned,
  spec,
  stateAfter,
} from '../testing.ts';

const mark = (atMs: number, label: string, now = 200) =>
  command('MarkEventMoment', { at: new Date(atMs), label }, now);
const cut = (start: number, end: number, label: string, now = 200) =>
  command('CutEventInterval', { startDate: new Date(start), endDate: new Date(end), label }, now);
const markId = idOf('MarkEventMoment', 'mark');
const intervalId = idOf('CutEventInterval', 'interval');
const cutEvent = (start: string, end: string, label: string): EventStreamEvent => ({
  type: 'EventIntervalCut',
  data: { eventId, intervalId, startDate: start, endDate: end, label },
});
const ms = (minutes: number) => BASE + minutes * MINUTE;

describe('CutEventInterval', () => {
  it('cuts a span of a finished event, trimmed down to whole seconds, with its label trimmed', () => {
    spec
      .given(finished)
      .when(cut(ms(10) + 999, ms(20) + 1500, '  Pressing phase '))
      .then([cutEvent(iso(10), new Date(ms(20) + 1000).toISOString(), 'Pressing phase')]);
  });

  it('takes a locked event and a running one (up to now)', () => {
    spec
      .given([...finished, locked])
      .when(cut(ms(0), ms(100), 'Whole'))
      .then([cutEvent(iso(0), iso(100), 'Whole')]);
    spec
      .given(live)
      .when(cut(ms(5), ms(30), 'Rondo', 30))
      .then([cutEvent(iso(5), iso(30), 'Rondo')]);
    expect(detailsOf(live, cut(ms(5), ms(31), 'Rondo', 30), 'INVALID_DATE_RANGE')).toMatchObject({
      reason: 'outsideEvent',
    });
  });

  it('refuses a span outside the event, an empty or reversed span once trimmed, and a not-started event', () => {
    expect(detailsOf(finished, cut(ms(-1), ms(10), 'x'), 'INVALID_DATE_RANGE')).toMatchObject({
      reason: 'outsideEvent',
    });
    expect(detailsOf(finished, cut(ms(90), ms(101), 'x'), 'INVALID_DATE_RANGE')).toMatchObject({
      reason: 'outsideEvent',
    });
    expect(detailsOf(finished, cut(ms(10) + 100, ms(10) + 900, 'x'), 'INVALID_DATE_RANGE')).toMatchObject({
      reason: 'order',
    });
    detailsOf(finished, cut(ms(20), ms(10), 'x'), 'INVALID_DATE_RANGE');
    detailsOf(planned, cut(ms(10), ms(20), 'x'), 'EVENT_NOT_STARTED');
    detailsOf([...finished, deleted], cut(ms(10), ms(20), 'x'), 'EVENT_NOT_FOUND');
  });

  it('refuses a blank label and one over 40 characters', () => {
    expect(detailsOf(finished, cut(ms(1), ms(2), '   '), 'BAD_USER_INPUT')).toMatchObject({
      field: 'label',
      reason: 'required',
    });
    expect(detailsOf(finished, cut(ms(1), ms(2), 'x'.repeat(41)), 'BAD_USER_INPUT')).toMatchObject({
      field: 'label',
      reason: 'maxLength',
    });
    spec
      .given(finished)
      .when(cut(ms(1), ms(2), 'x'.repeat(40)))
      .then([cutEvent(iso(1), iso(2), 'x'.repeat(40))]);
  });

  it('folds into the state: cut, renamed, removed', () => {
    const renamed: EventStreamEvent = {
      type: 'EventIntervalRenamed',
      data: { eventId, intervalId, label: 'Drill 2' },
    };
    const removed: EventStreamEvent = { type: 'EventIntervalRemoved', data: { eventId, intervalId } };
    const after = stateAfter([...finished, cutEvent(iso(1), iso(2), 'Drill'), renamed]);
    expect([...after.intervals!.values()]).toEqual([
      { intervalId, start: ms(1), end: ms(2), label: 'Drill 2' },
    ]);
    expect(
      stateAfter([...finished, cutEvent(iso(1), iso(2), 'Drill'), renamed, removed]).intervals!.size,
    ).toBe(0);
  });
});

describe('RenameEventInterval and RemoveEventInterval', () => {
  const given = [...finished, cutEvent(iso(1), iso(2), 'Drill')];
  it('renames (the same label appends nothing) and removes by a new event', () => {
    spec
      .given(given)
      .when(command('RenameEventInterval', { intervalId, label: ' Drill 2 ' }))
      .then([{ type: 'EventIntervalRenamed', data: { eventId, intervalId, label: 'Drill 2' } }]);
    spec
      .given(given)
      .when(command('RenameEventInterval', { intervalId, label: 'Drill' }))
      .then([]);
    spec
      .given([...given, locked])
      .when(command('RemoveEventInterval', { intervalId }))
      .then([{ type: 'EventIntervalRemoved', data: { eventId, intervalId } }]);
  });

  it('refuses an unknown or removed interval (INTERVAL_NOT_FOUND)', () => {
    detailsOf(
      finished,
      command('RenameEventInterval', { intervalId: 'nope', label: 'x' }),
      'INTERVAL_NOT_FOUND',
    );
    const removed: EventStreamEvent = { type: 'EventIntervalRemoved', data: { eventId, intervalId } };
    detailsOf([...given, removed], command('RemoveEventInterval', { intervalId }), 'INTERVAL_NOT_FOUND');
  });
});

describe('MarkEventMoment and RemoveEventMark', () => {
  const marked: EventStreamEvent = {
    type: 'EventMomentMarked',
    data: { eventId, markId, at: iso(45), label: 'Goal' },
  };
  it('marks a moment inside the event, trimmed to the second', () => {
    spec
      .given(finished)
      .when(mark(ms(45) + 700, ' Goal'))
      .then([marked]);
    spec
      .given(finished)
      .when(mark(ms(100), 'End'))
      .then([{ type: 'EventMomentMarked', data: { eventId, markId, at: iso(100), label: 'End' } }]);
    detailsOf(finished, mark(ms(100) + 1000, 'x'), 'INVALID_DATE_RANGE');
    detailsOf(planned, mark(ms(1), 'x'), 'EVENT_NOT_STARTED');
    detailsOf(finished, mark(ms(1), ''), 'BAD_USER_INPUT');
  });

  it('removes a mark by a new event; an unknown one is MARK_NOT_FOUND', () => {
    spec
      .given([...finished, marked])
      .when(command('RemoveEventMark', { markId }))
      .then([{ type: 'EventMarkRemoved', data: { eventId, markId } }]);
    detailsOf(finished, command('RemoveEventMark', { markId }), 'MARK_NOT_FOUND');
    expect(stateAfter([...finished, marked]).marks!.get(markId)).toEqual({
      markId,
      at: ms(45),
      label: 'Goal',
    });
  });
});
