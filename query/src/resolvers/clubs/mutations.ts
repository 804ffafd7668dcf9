/** `createClub`, `updateClub` and the admin's `updateClubSubscription`. */
import { DomainError } from '@stride/contracts/errors';
import type { PlanLimits } from '@stride/contracts/plans';
import { authorize } from '../../auth/authorize.ts';
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { findClub } from '../../read-model/catalog.ts';
import { catalogCommand } from '../command-then-read.ts';
import { clubTarget } from './access.ts';

export const clubMutations = {
  createClub: (_p, args, context, info) => {
    const principal = authorize(context, 'club.create');
    return catalogCommand(
      context,
      info,
      'createClub',
      (command) =>
        context.deps.clubs.createClub(
          {
            userId: principal.userId,
            email: principal.user.email,
            name: args.name,
            sport: args.sport ?? null,
            timeZone: args.timeZone ?? null,
          },
          command,
        ),
      (written) => findClub(context.deps.db, written.clubId),
    );
  },

  updateClub: (_p, args, context, info) => {
    const clubId = clubTarget(context, args.clubId, 'club.update');
    return catalogCommand(
      context,
      info,
      'updateClub',
      (command) =>
        context.deps.clubs.updateClub(
          clubId,
          { name: args.name, sport: args.sport, timeZone: args.timeZone },
          command,
        ),
      () => findClub(context.deps.db, clubId),
    );
  },

  updateClubSubscription: async (_p, args, context, info) => {
    const clubId = clubTarget(context, args.clubId, 'admin.subscription');
    if ((await findClub(context.deps.db, clubId)) === null) throw new DomainError('CLUB_NOT_FOUND');
    const s = args.subscription;
    const limits: Partial<Record<keyof PlanLimits, number>> = {};
    for (const [name, value] of Object.entries(s.limits ?? {})) {
      if (value !== null && value !== undefined) limits[name as keyof PlanLimits] = value;
    }
    return catalogCommand(
      context,
      info,
      'updateClubSubscription',
      (command) =>
        context.deps.clubs.updateSubscription(
          clubId,
          {
            plan: s.plan,
            active: s.active,
            expiresAt: s.expiresAt ?? null,
            limits,
            tagManagement: s.tagManagement ?? null,
          },
          command,
        ),
      () => findClub(context.deps.db, clubId),
    );
  },
} satisfies MutationResolvers;
