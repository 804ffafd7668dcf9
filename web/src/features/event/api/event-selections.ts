/** An event's selections, kept current by the `eventSelections` subscription while shown. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, live, queryClient, reportError } from '../../../services.ts';
import { eventKeys, SELECTION_FIELDS, type Selection } from './types.ts';

const EVENT_SELECTIONS = /* GraphQL */ `query EventSelections($eventId: ID!) { eventSelections(eventId: $eventId) { ${SELECTION_FIELDS} } }`;
const EVENT_SELECTIONS_CHANGES = /* GraphQL */ `subscription EventSelectionsChanges($eventId: ID!) { eventSelections(eventId: $eventId) { ${SELECTION_FIELDS} } }`;

export const eventSelectionsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.selections(eventId),
    queryFn: async ({ signal }) =>
      (await api.request<{ eventSelections: Selection[] }>(EVENT_SELECTIONS, { eventId }, { signal }))
        .eventSelections,
  });

/** Put one changed selection into the cached list (a mutation's answer). */
export function storeSelection(selection: Selection): void {
  queryClient.setQueryData<Selection[]>(eventSelectionsQueryOptions(selection.eventId).queryKey, (current) =>
    current?.map((item) => (item.id === selection.id ? selection : item)),
  );
}

/** The selections; `enabled` waits until the event is known to exist (one error, not two). */
export function useEventSelections(eventId: string, enabled: boolean) {
  const query = useQuery({ ...eventSelectionsQueryOptions(eventId), enabled });
  useEffect(
    () =>
      !enabled
        ? undefined
        : live.subscribe<{ eventSelections: Selection[] }>(
            EVENT_SELECTIONS_CHANGES,
            { eventId },
            {
              next: ({ eventSelections }) =>
                queryClient.setQueryData(eventSelectionsQueryOptions(eventId).queryKey, eventSelections),
              error: reportError,
            },
          ),
    [eventId, enabled],
  );
  return query;
}
