/**
 * `event(eventId)` subscription: the current row first (when it exists), then the row again after
 * each change notice the projector sends on `changeSubject('events', eventId)`; rows are pushed
 * only when their stream revision moved (watch.ts).
 */
import { authorizeEvent } from '../../auth/event-access.ts';
import { currentContext } from '../../auth/live-viewer.ts';
import { EVENTS_READ_MODEL } from '@stride/projector/projections/events';
import type { ApiDependencies } from '../../context.ts';
import { findEvent, type EventModel } from '../../read-model/events.ts';
import { eventIdOf } from '../ids.ts';
import type { EventUpdate, SubscriptionResolvers } from '../types.ts';
import { watchReadModel } from './watch.ts';

export const event: SubscriptionResolvers['event'] = {
  async subscribe(_parent, { eventId }, context) {
    const id = eventIdOf(eventId);
    await authorizeEvent(context, id, 'event.read');
    // Asked again before every push: access may end while the stream is open.
    return watchEvent(context.deps, id, async () => {
      await authorizeEvent(await currentContext(context), id, 'event.read');
    });
  },
  resolve(update) {
    // A failed read ends the stream with an error result the client can act on (resubscribe).
    if ('error' in update) throw update.error;
    return update.value;
  },
};

export function watchEvent(
  deps: ApiDependencies,
  eventId: string,
  stillAllowed: () => Promise<void> = () => Promise.resolve(),
): AsyncIterable<EventUpdate> {
  let lastRevision = -1n;
  return watchReadModel<EventModel>(
    deps,
    deps.names.changeSubject(EVENTS_READ_MODEL, eventId),
    async () => {
      await stillAllowed();
      return findEvent(deps.db, eventId);
    },
    (row) => {
      if (row.revision <= lastRevision) return false;
      lastRevision = row.revision;
      return true;
    },
  );
}
