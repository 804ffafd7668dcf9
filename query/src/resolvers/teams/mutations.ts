/** `createTeam`, `updateTeam` and `createSeason`. */
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { findTeam, listSeasons } from '../../read-model/catalog.ts';
import { clubTarget } from '../clubs/access.ts';
import { catalogCommand } from '../command-then-read.ts';
import { onTeam } from './target.ts';

export const teamMutations = {
  createTeam: (_p, args, context, info) => {
    const clubId = clubTarget(context, args.clubId, 'team.create');
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
