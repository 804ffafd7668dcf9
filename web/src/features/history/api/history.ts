/**
 * An entity's history (`entityHistory`, newest first, a page at a time) and its state at an
 * instant (`entityAsOf`), read from the event store (docs/history.md). Both are read-only: no
 * command invalidates them, but a screen's own change shows at the next look (they go stale at
 * once, so opening the panel again reads afresh).
 */
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { HistoryEntityType, HistoryEntryFieldsFragment } from '../../../gql/graphql.ts';
import { api } from '../../../services.ts';

export type HistoryEntry = HistoryEntryFieldsFragment;
export type { HistoryEntityType };

export const HISTORY_PAGE_SIZE = 20;

graphql(/* GraphQL */ `
  fragment HistoryEntryFields on HistoryEntry {
    id
    occurredAt
    actor {
      id
      email
    }
    impersonator {
      id
      email
    }
    commandType
    eventType
    schemaVersion
    upcast
    changes {
      path
      before
      after
    }
  }
`);

const ENTITY_HISTORY = graphql(/* GraphQL */ `
  query EntityHistory($entityType: HistoryEntityType!, $entityId: ID!, $first: Int, $after: ID) {
    entityHistory(entityType: $entityType, entityId: $entityId, first: $first, after: $after) {
      entries {
        ...HistoryEntryFields
      }
      total
      hasMore
    }
  }
`);

const ENTITY_AS_OF = graphql(/* GraphQL */ `
  query EntityAsOf($entityType: HistoryEntityType!, $entityId: ID!, $at: DateTime!) {
    entityAsOf(entityType: $entityType, entityId: $entityId, at: $at) {
      at
      exists
      fields {
        path
        value
      }
      lastChange {
        ...HistoryEntryFields
      }
    }
  }
`);

export const historyKeys = {
  all: ['history'] as const,
  entity: (entityType: HistoryEntityType, entityId: string) => ['history', entityType, entityId] as const,
  asOf: (entityType: HistoryEntityType, entityId: string, at: string) =>
    ['history', entityType, entityId, { at }] as const,
};

/** The entity's history, a page of 20 at a time (`fetchNextPage` for older entries). */
export function useEntityHistory(entityType: HistoryEntityType, entityId: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: historyKeys.entity(entityType, entityId),
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.request(
          ENTITY_HISTORY,
          { entityType, entityId, first: HISTORY_PAGE_SIZE, after: pageParam },
          { signal },
        )
      ).entityHistory,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.hasMore ? (page.entries.at(-1)?.id ?? null) : null),
    enabled: enabled && entityId !== '',
    staleTime: 0,
  });
}

export const entityAsOfOptions = (entityType: HistoryEntityType, entityId: string, at: string) =>
  queryOptions({
    queryKey: historyKeys.asOf(entityType, entityId, at),
    queryFn: async ({ signal }) =>
      (await api.request(ENTITY_AS_OF, { entityType, entityId, at }, { signal })).entityAsOf,
  });

/** The entity as it was at `at` (an ISO instant); nothing is asked while `at` is null. */
export function useEntityAsOf(entityType: HistoryEntityType, entityId: string, at: string | null) {
  return useQuery({ ...entityAsOfOptions(entityType, entityId, at ?? ''), enabled: at !== null });
}
