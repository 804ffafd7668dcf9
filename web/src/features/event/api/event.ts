/**
 * One event, kept current by the `event` subscription once it is known to exist: the API refuses a
 * live stream for an event the caller cannot see, and the query has already said so (one
 * notification, not two).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSubscription } from '../../../api/use-subscription.ts';
import { graphql } from '../../../gql/gql.ts';
import { api, queryClient } from '../../../services.ts';
import type { EventView } from './fragments.ts';
import { eventKeys } from './keys.ts';

const EVENT = graphql(/* GraphQL */ `
  query Event($eventId: ID!) {
    event(eventId: $eventId) {
      ...EventFields
    }
  }
`);
const EVENT_CHANGES = graphql(/* GraphQL */ `
  subscription EventChanges($eventId: ID!) {
    event(eventId: $eventId) {
      ...EventFields
    }
  }
`);

export const eventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.all(eventId),
    queryFn: async ({ signal }) => (await api.request(EVENT, { eventId }, { signal })).event,
  });

/** The newer of two views of one event (a subscription push may arrive before or after a mutation's answer). */
export function newer(a: EventView | null | undefined, b: EventView): EventView {
  if (a === null || a === undefined) return b;
  return Date.parse(b.updatedAt) >= Date.parse(a.updatedAt) ? b : a;
}

/** Put a newer view of the event into the cache (a mutation's answer or a live push). */
export function storeEvent(event: EventView): void {
  queryClient.setQueryData(eventQueryOptions(event.id).queryKey, (current) => newer(current, event));
}

export function useEvent(eventId: string) {
  const query = useQuery(eventQueryOptions(eventId));
  const exists = query.data !== undefined && query.data !== null;
  useSubscription(
    EVENT_CHANGES,
    { eventId },
    ({ event }) => {
      if (event !== null) storeEvent(event);
    },
    exists,
  );
  return query;
}
