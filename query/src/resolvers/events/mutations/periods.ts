/** `createPeriod`, `updatePeriod`, `removePeriod`, `startPeriod` and `stopPeriod`. */
import type { MutationResolvers } from '../../../generated/resolvers.ts';
import { date, eventMutation, periodIdOf } from './run.ts';

export const periodMutations = {
  createPeriod: eventMutation('createPeriod', (commands, args, t, command) =>
    commands.createPeriod(
      t.eventId,
      {
        name: args.name,
        startDate: date(args.startDate),
        endDate: date(args.endDate),
        force: args.force ?? false,
      },
      command,
    ),
  ),

  updatePeriod: eventMutation('updatePeriod', (commands, args, t, command) =>
    commands.updatePeriod(
      t.eventId,
      periodIdOf(args.periodId),
      { name: args.name, startDate: date(args.startDate), endDate: date(args.endDate) },
      command,
    ),
  ),

  removePeriod: eventMutation('removePeriod', (commands, args, t, command) =>
    commands.removePeriod(t.eventId, periodIdOf(args.periodId), command),
  ),

  startPeriod: eventMutation('startPeriod', (commands, args, t, command) =>
    commands.startPeriod(t.eventId, periodIdOf(args.periodId), args.force ?? true, command),
  ),

  stopPeriod: eventMutation('stopPeriod', (commands, args, t, command) =>
    commands.stopPeriod(t.eventId, periodIdOf(args.periodId), command),
  ),
} satisfies MutationResolvers;
