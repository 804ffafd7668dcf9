/** `clubTeams` and `team`. */
import { authorize } from '../../auth/authorize.ts';
import type { ApiContext } from '../../context.ts';
import type { QueryResolvers } from '../../generated/resolvers.ts';
import { listClubTeams, type TeamModel } from '../../read-model/catalog.ts';
import { visibleTeams } from '../clubs/access.ts';
import { idOf } from '../ids.ts';
import { teamTarget } from './target.ts';

export async function readClubTeams(context: ApiContext, clubId: string): Promise<TeamModel[]> {
  const principal = authorize(context, 'club.read', { clubId });
  const visible = visibleTeams(principal);
  return (await listClubTeams(context.deps.db, clubId)).filter((team) => visible(team.id));
}

export const teamQueries = {
  clubTeams: (_p, args, context) => readClubTeams(context, idOf(args.clubId, 'CLUB_NOT_FOUND')),

  team: (_p, args, context) => teamTarget(context, args.teamId, 'team.read'),
} satisfies QueryResolvers;
