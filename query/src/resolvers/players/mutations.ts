/** `createPlayer`, `updatePlayer` and `archivePlayer`. */
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { findPlayer } from '../../read-model/catalog.ts';
import { onTeam } from '../teams/target.ts';
import { onPlayer } from './target.ts';

export const playerMutations = {
  createPlayer: (_p, args, context, info) =>
    onTeam(
      context,
      info,
      args.teamId,
      'player.manage',
      'createPlayer',
      (team, command) => context.deps.clubs.createPlayer(team.clubId, team.id, args.player, command),
      (written) => findPlayer(context.deps.db, written.playerId),
    ),

  updatePlayer: (_p, args, context, info) =>
    onPlayer(context, info, args.playerId, 'player.manage', 'updatePlayer', (player, command) =>
      context.deps.clubs.updatePlayer(player.clubId, player.id, args.player, command),
    ),

  archivePlayer: (_p, args, context, info) =>
    onPlayer(context, info, args.playerId, 'player.manage', 'archivePlayer', (player, command) =>
      context.deps.clubs.archivePlayer(player.clubId, player.id, command),
    ),
} satisfies MutationResolvers;
