/**
 * Specifications of the `event-<id>` decider, session RPE: given events, when a command, then
 * events or an error code. Fixtures: ../testing.ts.
 */
import { describe, it } from 'vitest';
import type { EventStreamEvent } from '@stride/contracts/events/event';
import {
  eventId,
  finished,
  live,
  locked,
  planned,
  sel,
  selected,
  setSessionRpe,
  spec,
  deleted,
} from '../testing.ts';

const rpeSet = (
  playerId: string,
  rating: number | null,
  minutes: number | null = null,
): EventStreamEvent => ({
  type: 'SessionRpeSet',
  data: { eventId, selectionId: sel(playerId), rating, minutes },
});

describe('setSessionRpe', () => {
  it("records a selected player's rating of a finished event, with or without minutes", () => {
    spec
      .given([...finished, selected('p1')])
      .when(setSessionRpe(sel('p1'), 7))
      .then([rpeSet('p1', 7)]);
    spec
      .given([...finished, selected('p1')])
      .when(setSessionRpe(sel('p1'), 6.5, 75))
      .then([rpeSet('p1', 6.5, 75)]);
  });

  it('takes ratings on a locked event (the lock is about records)', () => {
    spec
      .given([...finished, selected('p1'), locked])
      .when(setSessionRpe(sel('p1'), 0))
      .then([rpeSet('p1', 0)]);
  });

  it('changes a rating, does nothing when it is the same, and removes it with null', () => {
    const rated = [...finished, selected('p1'), rpeSet('p1', 7)];
    spec
      .given(rated)
      .when(setSessionRpe(sel('p1'), 8))
      .then([rpeSet('p1', 8)]);
    spec
      .given(rated)
      .when(setSessionRpe(sel('p1'), 7))
      .then([]);
    spec
      .given(rated)
      .when(setSessionRpe(sel('p1'), null))
      .then([rpeSet('p1', null)]);
    spec
      .given([...rated, rpeSet('p1', null)])
      .when(setSessionRpe(sel('p1'), null))
      .then([]);
  });

  it('refuses an event not finished (EVENT_NOT_FINISHED), an unknown selection, a deleted event', () => {
    spec
      .given([...planned, selected('p1')])
      .when(setSessionRpe(sel('p1'), 5))
      .thenThrows('EVENT_NOT_FINISHED');
    spec
      .given([...live, selected('p1')])
      .when(setSessionRpe(sel('p1'), 5))
      .thenThrows('EVENT_NOT_FINISHED');
    spec
      .given([...finished, selected('p1')])
      .when(setSessionRpe(sel('p2'), 5))
      .thenThrows('SELECTION_NOT_FOUND');
    spec
      .given([...finished, selected('p1'), deleted])
      .when(setSessionRpe(sel('p1'), 5))
      .thenThrows('EVENT_NOT_FOUND');
  });

  it('refuses a rating outside 0–10 and minutes outside 1–600 (BAD_USER_INPUT)', () => {
    const given = [...finished, selected('p1')];
    for (const rating of [-0.5, 10.5, Number.NaN])
      spec
        .given(given)
        .when(setSessionRpe(sel('p1'), rating))
        .thenThrows('BAD_USER_INPUT');
    for (const minutes of [0, 601, 12.5])
      spec
        .given(given)
        .when(setSessionRpe(sel('p1'), 5, minutes))
        .thenThrows('BAD_USER_INPUT');
  });
});
