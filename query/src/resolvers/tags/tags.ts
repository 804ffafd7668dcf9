/**
 * `teamTagMappings`, `mapTag` and `unmapTag`: a team's names of files mapped to its players or
 * devices (issue 16). Who may: the team's manager and coaches (`data.upload`, as for the uploads
 * the mappings serve).
 */
import { tagKey } from '@stride/contracts/events/tags';
import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers.ts';
import { findTagMapping, listTeamTagMappings } from '../../read-model/tags.ts';
import { catalogCommand } from '../command-then-read.ts';
import { idOf } from '../ids.ts';
import { teamTarget } from '../teams/target.ts';

export const tagQueries = {
  teamTagMappings: async (_p, args, context) => {
    const team = await teamTarget(context, args.teamId, 'data.upload');
    return listTeamTagMappings(context.deps.db, team.id);
  },
} satisfies QueryResolvers;

export const tagMutations = {
  mapTag: async (_p, args, context, info) => {
    const team = await teamTarget(context, args.teamId, 'data.upload');
    return catalogCommand(
      context,
      info,
      'mapTag',
      (command) =>
        context.deps.tags.mapTag(
          team.clubId,
          team.id,
          {
            name: args.name,
            playerId: args.playerId ? idOf(args.playerId, 'PLAYER_NOT_FOUND') : null,
            deviceId: args.deviceId ? idOf(args.deviceId, 'DEVICE_NOT_FOUND') : null,
          },
          command,
        ),
      () => findTagMapping(context.deps.db, team.id, tagKey(args.name)),
    );
  },

  unmapTag: async (_p, args, context, info) => {
    const team = await teamTarget(context, args.teamId, 'data.upload');
    await catalogCommand(
      context,
      info,
      'unmapTag',
      (command) => context.deps.tags.unmapTag(team.clubId, team.id, args.name, command),
      () => Promise.resolve(true),
    );
    return true;
  },
} satisfies MutationResolvers;
