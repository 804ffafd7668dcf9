/**
 * Specifications of the `club-<id>` decider, the club's drill list (issue 19): given events, when
 * a command, then events or an error code. Fixtures: ../testing.ts.
 */
import { describe, expect, it } from 'vitest';
import type { ClubEvent } from '@stride/contracts/events/club';
import { plans, trialSubscription } from '@stride/contracts/plans';
import type { ClubCommand } from '../commands.ts';
import { badInput, club, clubId, now, spec } from '../testing.ts';

/** The club on the PRO plan, which has tag management. */
const pro: ClubEvent[] = [
  ...club,
  {
    type: 'ClubSubscriptionUpdated',
    data: {
      clubId,
      subscription: {
        ...trialSubscription(now),
        plan: 'PRO',
        limits: plans.PRO.limits,
        options: { tagManagement: true },
      },
    },
  },
];
const createDrill = (drillId: string, name: string): ClubCommand => ({
  type: 'CreateDrill',
  data: { drillId, name },
});
const drill = (drillId: string, name: string): ClubEvent => ({
  type: 'DrillCreated',
  data: { clubId, drillId, name },
});
const withRondo = [...pro, drill('drill-1', '4v4 rondo')];

describe('CreateDrill, RenameDrill and DeleteDrill', () => {
  it('adds a drill with a tidy name, unique in the club without case', () => {
    spec
      .given(pro)
      .when(createDrill('drill-1', ' 4v4   rondo '))
      .then([drill('drill-1', '4v4 rondo')]);
    expect(badInput(withRondo, createDrill('drill-2', '4V4 RONDO'))).toMatchObject({
      field: 'name',
      reason: 'duplicate',
    });
    expect(badInput(pro, createDrill('drill-1', ' '))).toMatchObject({ reason: 'required' });
    expect(badInput(pro, createDrill('drill-1', 'x'.repeat(41)))).toMatchObject({ reason: 'maxLength' });
  });

  it('renames a drill (its own name in another case is fine) and deletes it', () => {
    spec
      .given(withRondo)
      .when({ type: 'RenameDrill', data: { drillId: 'drill-1', name: '4V4 Rondo' } })
      .then([{ type: 'DrillRenamed', data: { clubId, drillId: 'drill-1', name: '4V4 Rondo' } }]);
    spec
      .given(withRondo)
      .when({ type: 'RenameDrill', data: { drillId: 'drill-1', name: '4v4 rondo' } })
      .then([]);
    spec
      .given(withRondo)
      .when({ type: 'DeleteDrill', data: { drillId: 'drill-1' } })
      .then([{ type: 'DrillDeleted', data: { clubId, drillId: 'drill-1' } }]);
    // Its name is free once it is gone.
    spec
      .given([...withRondo, { type: 'DrillDeleted', data: { clubId, drillId: 'drill-1' } }])
      .when(createDrill('drill-2', '4v4 rondo'))
      .then([drill('drill-2', '4v4 rondo')]);
  });

  it('says DRILL_NOT_FOUND for a drill the club does not have', () => {
    spec
      .given(withRondo)
      .when({ type: 'RenameDrill', data: { drillId: 'drill-9', name: 'x' } })
      .thenThrows('DRILL_NOT_FOUND');
    spec
      .given(withRondo)
      .when({ type: 'DeleteDrill', data: { drillId: 'drill-9' } })
      .thenThrows('DRILL_NOT_FOUND');
  });

  it('says TAG_MANAGEMENT_NOT_IN_PLAN on a plan without tag management (the trial)', () => {
    spec.given(club).when(createDrill('drill-1', 'Rondo')).thenThrows('TAG_MANAGEMENT_NOT_IN_PLAN');
    spec.given([]).when(createDrill('drill-1', 'Rondo')).thenThrows('CLUB_NOT_FOUND');
  });
});
