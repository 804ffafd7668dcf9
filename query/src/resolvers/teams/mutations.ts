/** `createTeam`, `updateTeam` and `createSeason`. */
import { authorize } from '../../auth/authorize.ts';
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { findTeam, listSeasons } from '../../read-model/catalog.ts';
import { catalogCommand } from '../command-then-read.ts';
import { idOf } from '../ids.ts';
import { onTeam } from './target.ts';

export const teamMutations = {
  createTeam: (_p, args, context, info) => {
    const clubId = idOf(args.clubId, 'CLUB_NOT_FOUND');
    authorize(context, 'team.create', { clubId });
    return catalogCommand(
      context,
      info,
      'createTeam',
      (command) =>
        context.deps.clubs.createTeam(clubId, { name: args.name, logoUrl: args.logoUrl ?? null }, command),
      (written) => findTeam(context.deps.db, written.teamId),
    );
  },

  updateTeam: (_p, args, context, info) =>
    onTeam(context, info, args.teamId, 'team.update', 'updateTeam', (team, command) =>
      context.deps.clubs.updateTeam(
        team.clubId,
        team.id,
        { name: args.name, logoUrl: args.logoUrl ?? null },
        command,
      ),
    ),

  createSeason: (_p, args, context, info) =>
    onTeam(
      context,
      info,
      args.teamId,
      'team.update',
      'createSeason',
      (team, command) =>
        context.deps.clubs.createSeason(
          team.clubId,
          team.id,
          { name: args.name, league: args.league ?? null, startDate: args.startDate, endDate: args.endDate },
          command,
        ),
      async (written, team) =>
        (await listSeasons(context.deps.db, [team.id])).find((s) => s.id === written.seasonId) ?? null,
    ),
} satisfies MutationResolvers;
