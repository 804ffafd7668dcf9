/** An event's selections, kept current by the `eventSelections` subscription while shown. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSubscription } from '../../../api/use-subscription.ts';
import { graphql } from '../../../gql/gql.ts';
import { api, queryClient } from '../../../services.ts';
import type { Selection } from './fragments.ts';
import { eventKeys } from './keys.ts';

const EVENT_SELECTIONS = graphql(/* GraphQL */ `
  query EventSelections($eventId: ID!) {
    eventSelections(eventId: $eventId) {
      ...SelectionFields
    }
  }
`);
const EVENT_SELECTIONS_CHANGES = graphql(/* GraphQL */ `
  subscription EventSelectionsChanges($eventId: ID!) {
    eventSelections(eventId: $eventId) {
      ...SelectionFields
    }
  }
`);

export const eventSelectionsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.selections(eventId),
    queryFn: async ({ signal }) =>
      (await api.request(EVENT_SELECTIONS, { eventId }, { signal })).eventSelections,
  });

/** Put one changed selection into the cached list (a mutation's answer). */
export function storeSelection(selection: Selection): void {
  queryClient.setQueryData(eventSelectionsQueryOptions(selection.eventId).queryKey, (current) =>
    current?.map((item) => (item.id === selection.id ? selection : item)),
  );
}

/** The selections; `enabled` waits until the event is known to exist (one error, not two). */
export function useEventSelections(eventId: string, enabled: boolean) {
  const query = useQuery({ ...eventSelectionsQueryOptions(eventId), enabled });
  useSubscription(
    EVENT_SELECTIONS_CHANGES,
    { eventId },
    ({ eventSelections }) =>
      queryClient.setQueryData(eventSelectionsQueryOptions(eventId).queryKey, eventSelections),
    enabled,
  );
  return query;
}
