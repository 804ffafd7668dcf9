/** `setEventTags` and `setPeriodTags` (issue 19): the decider's rules, command/src/event/decide/tags.ts. */
import type { MutationResolvers } from '../../../generated/resolvers.ts';
import { eventMutation, periodIdOf } from './run.ts';

export const tagMutations = {
  setEventTags: eventMutation('setEventTags', (commands, args, t, command) =>
    commands.setEventTags(t.eventId, t.clubId, args.tags, command),
  ),

  setPeriodTags: eventMutation('setPeriodTags', (commands, args, t, command) =>
    commands.setPeriodTags(t.eventId, t.clubId, periodIdOf(args.periodId), args.tags, command),
  ),
} satisfies MutationResolvers;
