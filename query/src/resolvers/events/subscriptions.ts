/**
 * The `event` and `eventSelections` subscriptions: the current state first (when it exists), then
 * again after each change notice the events projector sends for the event. The caller is
 * authorized again before every push: access may end while the stream is open.
 */
import { EVENTS_READ_MODEL, EVENT_SELECTIONS_READ_MODEL } from '@stride/contracts/read-models';
import { authorizeEvent } from '../../auth/event-access.ts';
import { currentContext } from '../../auth/live-viewer.ts';
import type { ApiContext, ApiDependencies } from '../../context.ts';
import type { SubscriptionResolvers } from '../../generated/resolvers.ts';
import { findEvent, listSelections, type EventModel } from '../../read-model/events.ts';
import { eventIdOf } from '../ids.ts';
import { valueOf, watchReadModel, type Update } from '../watch.ts';
import { withPlayers, type SelectionResult } from './selections.ts';
import { eventTarget } from './target.ts';

/** The event's row after each notice; a row is pushed only when its stream revision moved. */
export function watchEvent(
  deps: ApiDependencies,
  eventId: string,
  stillAllowed: () => Promise<void> = () => Promise.resolve(),
): AsyncIterable<Update<EventModel>> {
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

/**
 * An event's selections, pushed after each notice on the read model's subject for the event;
 * `fresh` says which reads are news.
 */
export function watchSelections(
  context: ApiContext,
  eventId: string,
  readModel: string,
  fresh: (selections: SelectionResult[]) => boolean,
): AsyncIterable<Update<SelectionResult[]>> {
  const { deps } = context;
  return watchReadModel<SelectionResult[]>(
    deps,
    deps.names.changeSubject(readModel, eventId),
    async () => {
      await eventTarget(await currentContext(context), eventId, 'event.read');
      return withPlayers(deps.db, await listSelections(deps.db, eventId));
    },
    fresh,
  );
}

export const eventSubscriptions = {
  event: {
    async subscribe(_p, { eventId }, context) {
      const id = eventIdOf(eventId);
      await authorizeEvent(context, id, 'event.read');
      return watchEvent(context.deps, id, async () => {
        await authorizeEvent(await currentContext(context), id, 'event.read');
      });
    },
    resolve: (update: Update<EventModel>) => valueOf(update),
  },

  eventSelections: {
    async subscribe(_p, args, context) {
      const { eventId } = await eventTarget(context, args.eventId, 'event.read');
      let last = '';
      return watchSelections(context, eventId, EVENT_SELECTIONS_READ_MODEL, (selections) => {
        // Several notices for one change push one list.
        const key = JSON.stringify(selections);
        if (key === last) return false;
        last = key;
        return true;
      });
    },
    resolve: (update: Update<SelectionResult[]>) => valueOf(update),
  },
} satisfies SubscriptionResolvers;
