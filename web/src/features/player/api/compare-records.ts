/**
 * The compare page's figures: every selection's record in each chosen event (`eventSelections`),
 * so any player of those events, and the team's average, can be set beside the player.
 */
import { queryOptions, useQueries } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { CompareEventRecordsQuery } from '../../../gql/graphql.ts';
import { api } from '../../../services.ts';
import { playerKeys } from './keys.ts';

const COMPARE_EVENT_RECORDS = graphql(/* GraphQL */ `
  query CompareEventRecords($eventId: ID!) {
    eventSelections(eventId: $eventId) {
      id
      player {
        id
        firstName
        lastName
      }
      record {
        globalMetrics {
          ...RecordMetricsFields
        }
      }
    }
  }
`);

export type CompareSelection = CompareEventRecordsQuery['eventSelections'][number];

export const compareRecordsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: playerKeys.eventRecords(eventId),
    queryFn: async ({ signal }) =>
      (await api.request(COMPARE_EVENT_RECORDS, { eventId }, { signal })).eventSelections,
  });

/** The records of every chosen event, by event id; `pending` until all have answered. */
export function useCompareRecords(eventIds: readonly string[]) {
  return useQueries({
    queries: eventIds.map((eventId) => compareRecordsQueryOptions(eventId)),
    combine: (results) => ({
      byEvent: new Map(eventIds.map((eventId, i) => [eventId, results[i]?.data ?? []] as const)),
      pending: results.some((result) => result.isPending),
      failed: results.some((result) => result.isError),
      refetch: () => Promise.all(results.map((result) => result.refetch())),
    }),
  });
}
