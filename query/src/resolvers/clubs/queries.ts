/** `staff`, `clubStaff`, and the admin's `clubs` and `subscriptionPlans`. */
import { planIds, plans } from '@stride/contracts/plans';
import { authorize, clubIsActive } from '../../auth/authorize.ts';
import type { ApiContext } from '../../context.ts';
import type { QueryResolvers } from '../../generated/resolvers.ts';
import { findStaff, listClubStaff, listClubs, type StaffModel } from '../../read-model/catalog.ts';
import { ADMIN_LIST_LIMIT } from '../accounts/queries.ts';
import { idOf } from '../ids.ts';

export async function readClubStaff(context: ApiContext, clubId: string): Promise<StaffModel[]> {
  authorize(context, 'club.read', { clubId });
  return listClubStaff(context.deps.db, clubId);
}

export const clubQueries = {
  staff: async (_p, _a, context) => {
    const staffId = context.viewer.principal?.staffId ?? null;
    return staffId === null ? null : findStaff(context.deps.db, staffId);
  },

  clubStaff: (_p, args, context) => readClubStaff(context, idOf(args.clubId, 'CLUB_NOT_FOUND')),

  clubs: async (_p, args, context) => {
    authorize(context, 'admin.clubs');
    const all = await listClubs(context.deps.db, ADMIN_LIST_LIMIT);
    if (args.active === undefined || args.active === null) return all;
    const now = context.deps.now();
    return all.filter(
      (club) =>
        clubIsActive(
          {
            active: club.subscription.active,
            expiresAt: club.subscription.expiresAt === null ? null : new Date(club.subscription.expiresAt),
          },
          now,
        ) === args.active,
    );
  },

  subscriptionPlans: () =>
    planIds.map((id) => ({
      id,
      limits: plans[id].limits,
      tagManagement: plans[id].tagManagement,
      days: plans[id].days,
    })),
} satisfies QueryResolvers;
