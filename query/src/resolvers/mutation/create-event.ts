import { commandContextFor } from '../../context.ts';
import type { MutationResolvers } from '../types.ts';
import { commandThenRead } from './command-then-read.ts';

/** `createEvent`: the `CreateEvent` command; the new event's id derives from the command id. */
export const createEvent: MutationResolvers['createEvent'] = (_parent, args, context, info) =>
  commandThenRead(context, 'createEvent', () =>
    context.deps.commands.createEvent(
      {
        teamId: args.teamId,
        name: args.name,
        eventType: args.type,
        daysToMatch: args.daysToMatch ?? null,
        startDate: args.startDate ?? null,
        endDate: args.endDate ?? null,
        playerIds: args.playerIds ?? null,
      },
      commandContextFor(context, info),
    ),
  );
