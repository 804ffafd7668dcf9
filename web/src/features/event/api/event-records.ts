/**
 * Every selection of an event with its record (`eventSelections { record }`): the figures of the
 * metrics table and the charts, over the whole event and per period. Kept current while shown:
 * the records change when an upload is computed or the event's periods and sessions change.
 * `liveRecordUpdated` sends every selection first, then only the changed ones: merged by id.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSubscription } from '../../../api/use-subscription.ts';
import { graphql } from '../../../gql/gql.ts';
import type { EventRecordsQuery } from '../../../gql/graphql.ts';
import { api, queryClient } from '../../../services.ts';
import { mergeById, partChanged } from '../live-merge.ts';
import { eventKeys } from './keys.ts';

export type { RecordMetrics } from '../../../metrics/columns.ts';

const EVENT_RECORDS = graphql(/* GraphQL */ `
  query EventRecords($eventId: ID!) {
    eventSelections(eventId: $eventId) {
      id
      player {
        id
        firstName
        lastName
      }
      number
      device {
        id
        name
      }
      selected
      recordSource
      liveDistanceDifference
      record {
        samples
        globalMetrics {
          ...RecordMetricsFields
        }
        periodRecords {
          periodId
          metrics {
            ...RecordMetricsFields
          }
        }
      }
    }
  }
`);
const RECORD_CHANGES = graphql(/* GraphQL */ `
  subscription EventRecordChanges($eventId: ID!) {
    liveRecordUpdated(eventId: $eventId) {
      id
      player {
        id
        firstName
        lastName
      }
      number
      device {
        id
        name
      }
      selected
      recordSource
      liveDistanceDifference
      record {
        samples
        globalMetrics {
          ...RecordMetricsFields
        }
        periodRecords {
          periodId
          metrics {
            ...RecordMetricsFields
          }
        }
      }
    }
  }
`);

/**
 * Every selection with its record. The selection is written out in the query and in the
 * subscription, not as a fragment: the API's depth limit (10) counts each fragment as a level.
 */
export type SelectionRecord = EventRecordsQuery['eventSelections'][number];

export const eventRecordsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: [...eventKeys.selections(eventId), 'records'] as const,
    queryFn: async ({ signal }) =>
      (await api.request(EVENT_RECORDS, { eventId }, { signal })).eventSelections,
  });

/** Start loading the event's records (a screen about to show them, while its frame loads). */
export function prefetchEventRecords(eventId: string): void {
  void queryClient.prefetchQuery(eventRecordsQueryOptions(eventId));
}

/** The event's records: the pushed selections merged in each time records of the event change. */
export function useEventRecords(eventId: string, enabled: boolean) {
  const query = useQuery({ ...eventRecordsQueryOptions(eventId), enabled });
  useSubscription(
    RECORD_CHANGES,
    { eventId },
    ({ liveRecordUpdated }) => {
      const key = eventRecordsQueryOptions(eventId).queryKey;
      // A computation ended: the event's `computing` may have turned. Live figures arrive every
      // second while the event runs: the event is read again only when a record changed or a
      // computation was running (whose records may come out the same).
      const changed = partChanged(queryClient.getQueryData(key), liveRecordUpdated, (s) => s.record);
      const computing = queryClient.getQueryData<{ computing: boolean } | null>(
        eventKeys.all(eventId),
      )?.computing;
      queryClient.setQueryData(key, (current) => mergeById(current, liveRecordUpdated));
      if (changed || computing !== false)
        void queryClient.invalidateQueries({ queryKey: eventKeys.all(eventId), exact: true });
    },
    enabled,
  );
  return query;
}
