import { authorizeTeam } from '../../auth/event-access.ts';
import { commandContextFor } from '../../context.ts';
import { idOf } from '../ids.ts';
import type { MutationResolvers } from '../types.ts';
import { commandThenRead } from './command-then-read.ts';

/** `createEvent`: the `CreateEvent` command; the new event's id derives from the command id. */
export const createEvent: MutationResolvers['createEvent'] = async (_parent, args, context, info) => {
  const teamId = idOf(args.teamId, 'TEAM_NOT_FOUND');
  const team = await authorizeTeam(context, teamId, 'event.manage');
  return commandThenRead(context, 'createEvent', () =>
    context.deps.commands.createEvent(
      {
        clubId: team.clubId,
        teamId,
        name: args.name,
        eventType: args.type,
        daysToMatch: args.daysToMatch ?? null,
        startDate: args.startDate ?? null,
        endDate: args.endDate ?? null,
        playerIds: (args.playerIds ?? []).map((id) => idOf(id, 'PLAYER_NOT_FOUND')),
      },
      commandContextFor(context, info),
    ),
  );
};
