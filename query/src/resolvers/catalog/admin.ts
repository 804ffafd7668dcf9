/** Admin resolvers: every user and club, impersonation, subscriptions. */
import { DomainError } from '@stride/contracts/errors';
import { planIds, plans, type PlanId, type PlanLimits } from '@stride/contracts/plans';
import { commandContextFor } from '../../context.ts';
import { authorize, clubIsActive } from '../../auth/authorize.ts';
import {
  findClub,
  findPrincipal,
  listClubs,
  listUsers,
  type ClubModel,
  type UserModel,
} from '../../read-model/catalog.ts';
import { catalogCommand } from '../mutation/command-then-read.ts';
import { idOf } from '../ids.ts';
import type { Resolver } from '../types.ts';
import type { SessionModel } from './account.ts';

/** Most rows an admin list returns (newest users, clubs by name). */
export const ADMIN_LIST_LIMIT = 5000;

export const users: Resolver<object, UserModel[]> = (_p, _a, context) => {
  authorize(context, 'admin.users');
  return listUsers(context.deps.db, ADMIN_LIST_LIMIT);
};

export const clubs: Resolver<{ active?: boolean | null }, ClubModel[]> = async (_p, args, context) => {
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
};

export const subscriptionPlans: Resolver<object, unknown[]> = () =>
  planIds.map((id) => ({
    id,
    limits: plans[id].limits,
    tagManagement: plans[id].tagManagement,
    days: plans[id].days,
  }));

export const impersonate: Resolver<{ userId: string }, SessionModel> = async (_p, args, context) => {
  const admin = authorize(context, 'admin.impersonate');
  const target = await findPrincipal(context.deps.db, idOf(args.userId, 'USER_NOT_FOUND'));
  if (target === null) throw new DomainError('USER_NOT_FOUND');
  const { token, expiresAt } = await context.deps.tokens.issueImpersonation(
    admin.userId,
    target.userId,
    context.deps.now(),
  );
  context.deps.log.info(
    { adminId: admin.userId, userId: target.userId },
    'admin: impersonation token issued',
  );
  return { user: target.user, token, expiresAt };
};

interface SubscriptionInput {
  readonly plan: PlanId;
  readonly active: boolean;
  readonly expiresAt?: Date | null;
  readonly limits?: Partial<Record<keyof PlanLimits, number | null>> | null;
  readonly tagManagement?: boolean | null;
}

export const updateClubSubscription: Resolver<
  { clubId: string; subscription: SubscriptionInput },
  ClubModel
> = async (_p, args, context, info) => {
  const clubId = idOf(args.clubId, 'CLUB_NOT_FOUND');
  authorize(context, 'admin.subscription', { clubId });
  if ((await findClub(context.deps.db, clubId)) === null) throw new DomainError('CLUB_NOT_FOUND');
  const s = args.subscription;
  const limits: Partial<Record<keyof PlanLimits, number>> = {};
  for (const [name, value] of Object.entries(s.limits ?? {})) {
    if (value !== null && value !== undefined) limits[name as keyof PlanLimits] = value;
  }
  return catalogCommand(
    context,
    'updateClubSubscription',
    () =>
      context.deps.clubs.updateSubscription(
        clubId,
        {
          plan: s.plan,
          active: s.active,
          expiresAt: s.expiresAt ?? null,
          limits,
          tagManagement: s.tagManagement ?? null,
        },
        commandContextFor(context, info),
      ),
    () => findClub(context.deps.db, clubId),
  );
};
