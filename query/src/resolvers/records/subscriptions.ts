/** `liveRecordUpdated`: an event's selections with their records, after each computation. */
import { RECORDS_READ_MODEL } from '@stride/contracts/read-models';
import type { SubscriptionResolvers } from '../../generated/resolvers.ts';
import type { SelectionResult } from '../events/selections.ts';
import { watchSelections } from '../events/subscriptions.ts';
import { eventTarget } from '../events/target.ts';
import { valueOf, type Update } from '../watch.ts';

export const recordSubscriptions = {
  liveRecordUpdated: {
    async subscribe(_p, args, context) {
      const { eventId } = await eventTarget(context, args.eventId, 'event.read');
      // One notice per computation: each is news (the records are read with the selections).
      return watchSelections(context, eventId, RECORDS_READ_MODEL, () => true);
    },
    resolve: (update: Update<SelectionResult[]>) => valueOf(update),
  },
} satisfies SubscriptionResolvers;
