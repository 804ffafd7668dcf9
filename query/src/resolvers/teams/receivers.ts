/**
 * A team's receiver tokens (issue 18): `teamReceivers`, `issueReceiverToken` (answers the secret,
 * once), `revokeReceiverToken`. All three are `team.receivers`: the club's managers.
 */
import { DomainError } from '@stride/contracts/errors';
import type { ApiContext } from '../../context.ts';
import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers.ts';
import { newReceiverToken, receiverTokenHash } from '../../live/token.ts';
import { findReceiver, listTeamReceivers } from '../../read-model/receivers.ts';
import { idOf } from '../ids.ts';
import { onTeam, teamTarget } from './target.ts';

const read = (context: ApiContext, teamId: string, receiverId: string) =>
  findReceiver(context.deps.db, teamId, receiverId);

export const receiverQueries = {
  teamReceivers: async (_p, args, context) => {
    const team = await teamTarget(context, args.teamId, 'team.receivers');
    return listTeamReceivers(context.deps.db, team.id);
  },
} satisfies QueryResolvers;

export const receiverMutations = {
  issueReceiverToken: async (_p, args, context, info) => {
    const token = newReceiverToken();
    const receiver = await onTeam(
      context,
      info,
      args.teamId,
      'team.receivers',
      'issueReceiverToken',
      (team, command) =>
        context.deps.clubs.issueReceiverToken(
          team.clubId,
          team.id,
          args.name,
          receiverTokenHash(token),
          command,
        ),
      (written, team) => read(context, team.id, written.receiverId),
    );
    return { receiver, token };
  },

  revokeReceiverToken: (_p, args, context, info) => {
    const receiverId = idOf(args.receiverId, 'RECEIVER_NOT_FOUND');
    return onTeam(
      context,
      info,
      args.teamId,
      'team.receivers',
      'revokeReceiverToken',
      (team, command) => context.deps.clubs.revokeReceiverToken(team.clubId, team.id, receiverId, command),
      async (_written, team) => {
        const receiver = await read(context, team.id, receiverId);
        if (receiver === null) throw new DomainError('RECEIVER_NOT_FOUND');
        return receiver;
      },
    );
  },
} satisfies MutationResolvers;
