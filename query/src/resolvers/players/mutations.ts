/** `createPlayer`, `updatePlayer` and `archivePlayer`. */
import { authorize } from '../../auth/authorize.ts';
import { commandContextFor } from '../../context.ts';
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { findPlayer } from '../../read-model/catalog.ts';
import { catalogCommand } from '../command-then-read.ts';
import { teamTarget } from '../teams/target.ts';
import { onPlayer } from './target.ts';

export const playerMutations = {
  createPlayer: async (_p, args, context, info) => {
    const target = await teamTarget(context, args.teamId);
    authorize(context, 'player.manage', target);
    return catalogCommand(
      context,
      'createPlayer',
      () =>
        context.deps.clubs.createPlayer(
          target.team.clubId,
          target.team.id,
          args.player,
          commandContextFor(context, info),
        ),
      (written) => findPlayer(context.deps.db, written.playerId),
    );
  },

  updatePlayer: (_p, args, context, info) =>
    onPlayer(context, info, args.playerId, 'player.manage', 'updatePlayer', (player, command) =>
      context.deps.clubs.updatePlayer(player.clubId, player.id, args.player, command),
    ),

  archivePlayer: (_p, args, context, info) =>
    onPlayer(context, info, args.playerId, 'player.manage', 'archivePlayer', (player, command) =>
      context.deps.clubs.archivePlayer(player.clubId, player.id, command),
    ),
} satisfies MutationResolvers;
