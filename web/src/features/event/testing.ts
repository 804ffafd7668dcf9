/** Test data of the event area, as the API answers it. */
import type { EventView } from './api/fragments.ts';

/** A match not started yet, with no periods, no ranges and no details, changed by `patch`. */
export function anEvent(patch: Partial<EventView> = {}): EventView {
  return {
    id: 'e1',
    teamId: 't1',
    name: 'Derby',
    type: 'MATCH',
    status: 'NOT_STARTED',
    locked: false,
    startDate: null,
    endDate: null,
    duration: null,
    plannedStartDate: null,
    plannedEndDate: null,
    daysToMatch: null,
    place: null,
    theme: null,
    competition: null,
    score: null,
    matchSystem: null,
    periods: [],
    tags: [],
    ranges: { speed: [], accel: [] },
    selectedCount: 0,
    updatedAt: '2026-05-01T10:00:00.000Z',
    computing: false,
    ...patch,
  };
}
