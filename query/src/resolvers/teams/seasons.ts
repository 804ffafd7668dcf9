/**
 * A team's seasons beyond `createSeason` (issue 19): `updateSeason`, `deleteSeason`,
 * `setCurrentSeason`, the `teamSeason` query a season filter reads, and the `Team` fields
 * `currentSeason` and `currentSeasonChosen`. The rules are the decider's
 * (command/src/club/decide/seasons.ts).
 */
import { DomainError } from '@stride/contracts/errors';
import type { MutationResolvers, QueryResolvers, TeamResolvers } from '../../generated/resolvers.ts';
import { authorize } from '../../auth/authorize.ts';
import type { ApiContext } from '../../context.ts';
import { listSeasons } from '../../read-model/catalog.ts';
import {
  currentSeasonChosen,
  currentSeasons,
  findSeason,
  seasonOrCurrent,
  type SeasonRow,
} from '../../read-model/seasons.ts';
import { idOf } from '../ids.ts';
import { onTeam, teamTarget } from './target.ts';

const seasonIdOf = (raw: string): string => idOf(raw, 'SEASON_NOT_FOUND');

/** The season an argument names; refused before saying it does not exist unless signed in. */
async function seasonTarget(context: ApiContext, rawSeasonId: string): Promise<SeasonRow> {
  const season = await findSeason(context.deps.db, seasonIdOf(rawSeasonId));
  if (season === null) {
    authorize(context, 'account.read');
    throw new DomainError('SEASON_NOT_FOUND');
  }
  return season;
}

export const seasonMutations = {
  updateSeason: async (_p, args, context, info) => {
    const season = await seasonTarget(context, args.seasonId);
    return onTeam(
      context,
      info,
      season.teamId,
      'team.update',
      'updateSeason',
      (team, command) =>
        context.deps.clubs.updateSeason(
          team.clubId,
          team.id,
          season.id,
          { name: args.name, league: args.league ?? null, startDate: args.startDate, endDate: args.endDate },
          command,
        ),
      async (_written, team) =>
        (await listSeasons(context.deps.db, [team.id])).find((s) => s.id === season.id) ?? null,
    );
  },

  deleteSeason: async (_p, args, context, info) => {
    const season = await seasonTarget(context, args.seasonId);
    return onTeam(context, info, season.teamId, 'team.update', 'deleteSeason', (team, command) =>
      context.deps.clubs.deleteSeason(team.clubId, team.id, season.id, command),
    );
  },

  setCurrentSeason: (_p, args, context, info) =>
    onTeam(context, info, args.teamId, 'team.update', 'setCurrentSeason', (team, command) =>
      context.deps.clubs.chooseCurrentSeason(
        team.clubId,
        team.id,
        args.seasonId == null ? null : seasonIdOf(args.seasonId),
        command,
      ),
    ),
} satisfies MutationResolvers;

export const seasonQueries = {
  teamSeason: async (_p, args, context) => {
    const team = await teamTarget(context, args.teamId, 'team.read');
    const seasonId = args.seasonId == null ? null : seasonIdOf(args.seasonId);
    return seasonOrCurrent(context.deps.db, team.id, seasonId, context.deps.now());
  },
} satisfies QueryResolvers;

export const TeamSeasonFields = {
  currentSeason: async (team, _a, context) =>
    (await currentSeasons(context.deps.db, [team.id], context.deps.now())).get(team.id) ?? null,
  currentSeasonChosen: (team, _a, context) => currentSeasonChosen(context.deps.db, team.id),
} satisfies TeamResolvers;
