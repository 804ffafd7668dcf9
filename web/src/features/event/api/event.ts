/**
 * One event, kept current by the `event` subscription once it is known to exist: the API refuses a
 * live stream for an event the caller cannot see, and the query has already said so (one
 * notification, not two).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, live, queryClient, reportError } from '../../../services.ts';
import { EVENT_FIELDS, eventKeys, newer, type EventView } from './types.ts';

const EVENT = /* GraphQL */ `query Event($eventId: ID!) { event(eventId: $eventId) { ${EVENT_FIELDS} } }`;
const EVENT_CHANGES = /* GraphQL */ `subscription EventChanges($eventId: ID!) { event(eventId: $eventId) { ${EVENT_FIELDS} } }`;

export const eventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.all(eventId),
    queryFn: async ({ signal }) =>
      (await api.request<{ event: EventView | null }>(EVENT, { eventId }, { signal })).event,
  });

/** Put a newer view of the event into the cache (a mutation's answer or a live push). */
export function storeEvent(event: EventView): void {
  queryClient.setQueryData<EventView | null>(eventQueryOptions(event.id).queryKey, (current) =>
    newer(current, event),
  );
}

export function useEvent(eventId: string) {
  const query = useQuery(eventQueryOptions(eventId));
  const exists = query.data !== undefined && query.data !== null;
  useEffect(
    () =>
      !exists
        ? undefined
        : live.subscribe<{ event: EventView | null }>(
            EVENT_CHANGES,
            { eventId },
            {
              next: ({ event }) => {
                if (event !== null) storeEvent(event);
              },
              error: reportError,
            },
          ),
    [eventId, exists],
  );
  return query;
}
