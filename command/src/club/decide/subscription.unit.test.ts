/**
 * Specifications of the `club-<id>` decider, the club's subscription: given events, when a command, then events
 * or an error code. Fixtures: ../testing.ts.
 */
import { describe, expect, it } from 'vitest';
import { LIMIT_MAX, plans } from '@stride/contracts/plans';
import type { ClubCommand, SubscriptionInput } from '../commands.ts';
import { spec, badInput, clubId, club } from '../testing.ts';

describe('UpdateSubscription', () => {
  const update = (subscription: Partial<SubscriptionInput> = {}): ClubCommand => ({
    type: 'UpdateSubscription',
    data: { subscription: { plan: 'PRO', active: true, expiresAt: null, ...subscription } },
  });

  it("takes the plan's limits and options unless overridden", () => {
    spec
      .given(club)
      .when(update())
      .then([
        {
          type: 'ClubSubscriptionUpdated',
          data: {
            clubId,
            subscription: {
              plan: 'PRO',
              active: true,
              expiresAt: null,
              limits: plans.PRO.limits,
              options: { tagManagement: true },
            },
          },
        },
      ]);
    spec
      .given(club)
      .when(
        update({
          plan: 'STARTER',
          active: false,
          expiresAt: new Date('2027-01-01T00:00:00Z'),
          limits: { members: 0, players: LIMIT_MAX },
          tagManagement: true,
        }),
      )
      .then([
        {
          type: 'ClubSubscriptionUpdated',
          data: {
            clubId,
            subscription: {
              plan: 'STARTER',
              active: false,
              expiresAt: '2027-01-01T00:00:00.000Z',
              limits: { ...plans.STARTER.limits, members: 0, players: LIMIT_MAX },
              options: { tagManagement: true },
            },
          },
        },
      ]);
  });

  it('refuses an unknown plan, a bad date and limits that are not integers in 0..LIMIT_MAX', () => {
    expect(badInput(club, update({ plan: 'GOLD' }))).toMatchObject({ field: 'plan' });
    expect(badInput(club, update({ expiresAt: new Date('nope') }))).toMatchObject({ field: 'expiresAt' });
    expect(badInput(club, update({ limits: { teams: -1 } }))).toMatchObject({ field: 'limits.teams' });
    expect(badInput(club, update({ limits: { players: 1.5 } }))).toMatchObject({ field: 'limits.players' });
    expect(badInput(club, update({ limits: { devices: LIMIT_MAX + 1 } }))).toMatchObject({
      field: 'limits.devices',
    });
  });

  it('says CLUB_NOT_FOUND for no club', () => {
    spec.given([]).when(update()).thenThrows('CLUB_NOT_FOUND');
  });
});
