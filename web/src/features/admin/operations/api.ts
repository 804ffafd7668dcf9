/**
 * The admin area's operations page (docs/operations.md): projections with their lag and state,
 * parked events, and the retry and rebuild requests the projectors run. Both lists are polled
 * every two seconds while the page is open: a rebuild's progress and a retry's outcome show up.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { invalidate, sendCommand } from '../../../api/command.ts';
import { graphql } from '../../../gql/gql.ts';
import type { OperationsPageQuery } from '../../../gql/graphql.ts';
import { api } from '../../../services.ts';

const OPERATIONS_PAGE = graphql(/* GraphQL */ `
  query OperationsPage {
    projections {
      name
      version
      position
      lagEvents
      lagSeconds
      parked
      state
      rebuildProgress
      lastRebuildAt
      lastRebuildError
    }
    parkedEvents {
      projection
      eventId
      position
      streamName
      eventType
      error
      attempts
      parkedAt
      retryRequested
    }
  }
`);

const RETRY_PARKED_EVENT = graphql(/* GraphQL */ `
  mutation RetryParkedEvent($projection: String!, $eventId: ID!) {
    retryParkedEvent(projection: $projection, eventId: $eventId) {
      id
    }
  }
`);

const REBUILD_PROJECTION = graphql(/* GraphQL */ `
  mutation RebuildProjection($projection: String!) {
    rebuildProjection(projection: $projection) {
      id
    }
  }
`);

export type ProjectionRow = OperationsPageQuery['projections'][number] & { readonly id: string };
export type ParkedRow = OperationsPageQuery['parkedEvents'][number] & { readonly id: string };

const key = ['admin', 'operations'] as const;
/** How often the page asks again while it is open. */
export const POLL_MS = 2000;

export const operationsQueryOptions = () =>
  queryOptions({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const page = await api.request(OPERATIONS_PAGE, {}, { signal });
      return {
        projections: page.projections.map((p): ProjectionRow => ({ ...p, id: p.name })),
        parked: page.parkedEvents.map((p): ParkedRow => ({ ...p, id: `${p.projection}/${p.eventId}` })),
      };
    },
    refetchInterval: POLL_MS,
  });

export function useOperations() {
  return useQuery(operationsQueryOptions());
}

export function useRetryParkedEvent() {
  return useMutation({
    mutationFn: (row: { projection: string; eventId: string }) =>
      sendCommand(RETRY_PARKED_EVENT, { projection: row.projection, eventId: row.eventId }),
    onSuccess: () => invalidate(key),
  });
}

export function useRebuildProjection() {
  return useMutation({
    mutationFn: (projection: string) => sendCommand(REBUILD_PROJECTION, { projection }),
    onSuccess: () => invalidate(key),
  });
}
