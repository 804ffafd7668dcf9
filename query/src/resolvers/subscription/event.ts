/**
 * `event(eventId)` subscription: the current row first (when it exists), then the row again after
 * each change notice the projector sends on `changeSubject('events', eventId)`.
 *
 * The notice subscription opens before the first read, so no change between the two is lost;
 * notices that arrive while a read is running fold into one more read; rows are pushed only when
 * their stream revision moved, so a notice for a change already seen pushes nothing.
 */
import { Repeater } from 'graphql-yoga';
import { authorizeEvent } from '../../auth/event-access.ts';
import { EVENTS_READ_MODEL } from '@stride/projector/projections/events';
import type { ApiDependencies } from '../../context.ts';
import { findEvent } from '../../read-model/events.ts';
import { eventIdOf } from '../ids.ts';
import type { EventUpdate, SubscriptionResolvers } from '../types.ts';

export const event: SubscriptionResolvers['event'] = {
  async subscribe(_parent, { eventId }, context) {
    const id = eventIdOf(eventId);
    await authorizeEvent(context, id, 'event.read');
    return watchEvent(context.deps, id);
  },
  resolve(update) {
    // A failed read ends the stream with an error result the client can act on (resubscribe).
    if ('error' in update) throw update.error;
    return update.event;
  },
};

/**
 * A Repeater rather than an async generator: when the client goes away, `return()` must end the
 * stream at once even while it waits for the next notice (a generator would wait for it).
 */
export function watchEvent(deps: ApiDependencies, eventId: string): Repeater<EventUpdate> {
  return new Repeater<EventUpdate>(async (push, stop) => {
    let lastRevision = -1n;
    let reading = false;
    let again = false;
    let ended = false;

    const refresh = async (): Promise<void> => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        do {
          again = false;
          const current = await findEvent(deps.db, eventId);
          if (ended) return;
          if (current !== null && current.revision > lastRevision) {
            lastRevision = current.revision;
            await push({ event: current });
          }
        } while (again && !ended);
      } catch (error) {
        if (!ended) {
          await push({ error });
          stop();
        }
      } finally {
        reading = false;
      }
    };

    const watcher = deps.changes.watch(
      deps.names.changeSubject(EVENTS_READ_MODEL, eventId),
      () => void refresh(),
    );
    const onShutdown = (): void => stop();
    deps.shutdown.addEventListener('abort', onShutdown, { once: true });
    if (deps.shutdown.aborted) stop();
    void refresh();

    await stop;
    ended = true;
    watcher.close();
    deps.shutdown.removeEventListener('abort', onShutdown);
  });
}
