/** `clubPlayers`. */
import { authorize } from '../../auth/authorize.ts';
import type { ApiContext } from '../../context.ts';
import type { QueryResolvers } from '../../generated/resolvers.ts';
import { listClubPlayers, type PlayerModel } from '../../read-model/catalog.ts';
import { visibleTeams } from '../clubs/access.ts';
import { idOf } from '../ids.ts';

export async function readClubPlayers(
  context: ApiContext,
  clubId: string,
  archived: boolean,
): Promise<PlayerModel[]> {
  const principal = authorize(context, 'club.read', { clubId });
  const visible = visibleTeams(principal);
  return (await listClubPlayers(context.deps.db, clubId, archived)).filter((player) =>
    visible(player.teamId),
  );
}

export const playerQueries = {
  clubPlayers: (_p, args, context) =>
    readClubPlayers(context, idOf(args.clubId, 'CLUB_NOT_FOUND'), args.archived ?? false),
} satisfies QueryResolvers;
