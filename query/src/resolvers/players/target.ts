/** The player an argument names, and the shape of a command on one player. */
import type { CommandContext } from '@stride/command/handler';
import { DomainError } from '@stride/contracts/errors';
import type { Action } from '@stride/contracts/permissions';
import type { GraphQLResolveInfo } from 'graphql';
import { authorize, signedIn } from '../../auth/authorize.ts';
import type { ApiContext } from '../../context.ts';
import { findPlayer, type PlayerModel } from '../../read-model/catalog.ts';
import { catalogCommand, type Written } from '../command-then-read.ts';
import { idOf } from '../ids.ts';

/** The player an argument names, once the caller may do `action` on its team. */
export async function playerTarget(
  context: ApiContext,
  rawPlayerId: string,
  action: Action,
): Promise<PlayerModel> {
  // Anonymous callers learn nothing, not even whether an id exists.
  signedIn(context);
  const player = await findPlayer(context.deps.db, idOf(rawPlayerId, 'PLAYER_NOT_FOUND'));
  if (player === null) throw new DomainError('PLAYER_NOT_FOUND');
  authorize(context, action, { clubId: player.clubId, teamId: player.teamId });
  return player;
}

/**
 * A command on one player: find it (its club and team), check the caller may `action` there, run
 * the command, answer from the read model.
 */
export async function onPlayer(
  context: ApiContext,
  info: GraphQLResolveInfo,
  rawPlayerId: string,
  action: Action,
  mutation: string,
  run: (player: PlayerModel, command: CommandContext) => Promise<Written>,
): Promise<PlayerModel> {
  const player = await playerTarget(context, rawPlayerId, action);
  return catalogCommand(
    context,
    info,
    mutation,
    (command) => run(player, command),
    () => findPlayer(context.deps.db, player.id),
  );
}
