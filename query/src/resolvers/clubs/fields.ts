/** The `Staff` and `Club` types' fields the models do not hold. */
import { subscriptionIsActive } from '@stride/contracts/plans';
import type { ClubResolvers, StaffResolvers } from '../../generated/resolvers.ts';
import { findClub, findTeams } from '../../read-model/catalog.ts';

export const Staff = {
  user: (staff) => ({ id: staff.userId, email: staff.email }),

  club: (staff, _a, context) => findClub(context.deps.db, staff.clubId),

  coach: async (staff, _a, context) => {
    // A manager, and the member themself, see every coached team; other members only the teams
    // they coach too (as in the club's team list).
    const viewer = context.viewer.principal;
    const self = viewer?.userId === staff.userId;
    const manager = viewer?.staff?.clubId === staff.clubId && viewer.staff.isManager;
    const mine = new Set(viewer?.staff?.coachTeamIds ?? []);
    const visible = self || manager ? staff.coachTeamIds : staff.coachTeamIds.filter((id) => mine.has(id));
    return (await findTeams(context.deps.db, visible)).map((team) => ({
      id: `${staff.id}:${team.id}`,
      team: { id: team.id, name: team.name },
    }));
  },
} satisfies StaffResolvers;

export const Club = {
  services: () => ({ asi: { email: null, connected: false } }),

  subscription: (club, _a, context) => ({
    ...club.subscription,
    expiresAt: club.subscription.expiresAt === null ? null : new Date(club.subscription.expiresAt),
    active: subscriptionIsActive(club.subscription, context.deps.now()),
    devices: club.devicesCount,
  }),
} satisfies ClubResolvers;
