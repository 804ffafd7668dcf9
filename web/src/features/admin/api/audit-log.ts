/** A page of the audit log (admin: every club), newest first, after a keyset cursor. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { AuditFilter, AuditLogQuery } from '../../../gql/graphql.ts';
import { api } from '../../../services.ts';

const AUDIT_LOG = graphql(/* GraphQL */ `
  query AuditLog($filter: AuditFilter, $first: Int, $after: ID) {
    auditLog(filter: $filter, first: $first, after: $after) {
      entries {
        position
        occurredAt
        clubId
        clubName
        actorId
        actorName
        impersonatorId
        impersonatorName
        commandType
        entityType
        entityId
        eventType
        changes
      }
      endCursor
      hasMore
    }
  }
`);

export type AuditEntry = AuditLogQuery['auditLog']['entries'][number];

/** Entries a page: a screenful on a desktop, a few scrolls on a phone. */
export const AUDIT_PAGE_SIZE = 50;

export const auditLogQueryOptions = (filter: AuditFilter, after: string | null) =>
  queryOptions({
    queryKey: ['admin', 'audit', filter, after] as const,
    queryFn: async ({ signal }) =>
      (await api.request(AUDIT_LOG, { filter, first: AUDIT_PAGE_SIZE, after }, { signal })).auditLog,
  });

export function useAuditLog(filter: AuditFilter, after: string | null) {
  // Paging keeps the current page on screen until the next arrives.
  return useQuery({ ...auditLogQueryOptions(filter, after), placeholderData: keepPreviousData });
}
