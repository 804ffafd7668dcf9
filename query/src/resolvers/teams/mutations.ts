/** `createTeam`, `updateTeam` and `createSeason`. */
import { authorize } from '../../auth/authorize.ts';
import { commandContextFor } from '../../context.ts';
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { findTeam, listSeasons } from '../../read-model/catalog.ts';
import { catalogCommand } from '../command-then-read.ts';
import { idOf } from '../ids.ts';
import { teamTarget } from './target.ts';

export const teamMutations = {
  createTeam: (_p, args, context, info) => {
    const clubId = idOf(args.clubId, 'CLUB_NOT_FOUND');
    authorize(context, 'team.create', { clubId });
    return catalogCommand(
      context,
      'createTeam',
      () =>
        context.deps.clubs.createTeam(
          clubId,
          { name: args.name, logoUrl: args.logoUrl ?? null },
          commandContextFor(context, info),
        ),
      (written) => findTeam(context.deps.db, written.teamId),
    );
  },

  updateTeam: async (_p, args, context, info) => {
    const target = await teamTarget(context, args.teamId);
    authorize(context, 'team.update', target);
    return catalogCommand(
      context,
      'updateTeam',
      () =>
        context.deps.clubs.updateTeam(
          target.team.clubId,
          target.team.id,
          { name: args.name, logoUrl: args.logoUrl ?? null },
          commandContextFor(context, info),
        ),
      () => findTeam(context.deps.db, target.team.id),
    );
  },

  createSeason: async (_p, args, context, info) => {
    const target = await teamTarget(context, args.teamId);
    authorize(context, 'team.update', target);
    return catalogCommand(
      context,
      'createSeason',
      () =>
        context.deps.clubs.createSeason(
          target.team.clubId,
          target.team.id,
          { name: args.name, league: args.league ?? null, startDate: args.startDate, endDate: args.endDate },
          commandContextFor(context, info),
        ),
      async (written) =>
        (await listSeasons(context.deps.db, [target.team.id])).find((s) => s.id === written.seasonId) ?? null,
    );
  },
} satisfies MutationResolvers;
