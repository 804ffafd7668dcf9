/** `eventReplay`: an event's records as replay columns. Same access as `eventPlayerAnalyses`. */
import type { QueryResolvers } from '../../generated/resolvers.ts';
import { eventReplay } from '../../read-model/replay.ts';
import { eventTarget } from '../events/target.ts';

export const replayQueries = {
  eventReplay: async (_p, args, context) => {
    const { eventId } = await eventTarget(context, args.eventId, 'event.read');
    return eventReplay(context.deps.db, eventId);
  },
} satisfies QueryResolvers;
