/**
 * The audit log's read path (docs/audit.md): who may read which entries (`scopedFilter`), and a
 * page of entries after a keyset cursor (`auditPage`). The GraphQL query and the CSV export both
 * go through these two.
 */
import { DomainError } from '@stride/contracts/errors';
import { authorize, signedIn } from '../auth/authorize.ts';
import type { ApiContext } from '../context.ts';
import type { AuditEntry, AuditFilter } from '../generated/resolvers.ts';
import { typedSql, type Queryable } from '../read-model/connection.ts';
import * as sql from './audit.queries.ts';

/** The filter as read: every field present, null when it does not narrow. */
export interface AuditQuery {
  readonly clubId: string | null;
  readonly actorId: string | null;
  readonly entityType: string | null;
  readonly entityId: string | null;
  readonly eventType: string | null;
  readonly from: Date | null;
  readonly to: Date | null;
}

export const MAX_AUDIT_PAGE = 200;

/** `first` as the API takes it: 1 to `MAX_AUDIT_PAGE`, else `BAD_USER_INPUT`. */
export function pageSize(first: number): number {
  if (!Number.isInteger(first) || first < 1 || first > MAX_AUDIT_PAGE) {
    throw new DomainError('BAD_USER_INPUT', { field: 'first' });
  }
  return first;
}

const given = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === '' ? null : value.trim();

function instant(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const at = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : new Date(NaN);
  if (Number.isNaN(at.getTime())) throw new DomainError('BAD_USER_INPUT', { field: 'filter' });
  return at;
}

/** An `AuditFilter` (or the export's query string) as an `AuditQuery`. */
export function auditQueryOf(
  filter: Partial<Record<keyof AuditFilter, unknown>> | null | undefined,
): AuditQuery {
  const f = filter ?? {};
  const str = (v: unknown): string | null => given(typeof v === 'string' ? v : null);
  return {
    clubId: str(f.clubId),
    actorId: str(f.actorId),
    entityType: str(f.entityType),
    entityId: str(f.entityId),
    eventType: str(f.eventType),
    from: instant(f.from),
    to: instant(f.to),
  };
}

/**
 * The entries the caller may read of `query`: an admin any (`admin.audit`); a club's manager
 * only their club's (`audit.read`; the club is forced to theirs, another club is `FORBIDDEN`);
 * anyone else `MANAGER_ONLY` (`UNAUTHENTICATED` without a session).
 */
export function scopedFilter(context: Pick<ApiContext, 'viewer' | 'deps'>, query: AuditQuery): AuditQuery {
  const principal = signedIn(context);
  if (principal.admin) {
    authorize(context, 'admin.audit');
    return query;
  }
  const clubId = query.clubId ?? principal.staff?.clubId;
  if (clubId === undefined) throw new DomainError('MANAGER_ONLY');
  authorize(context, 'audit.read', { clubId });
  return { ...query, clubId };
}

/** `<commit>:<prepare>`, the entry's position: its id and the cursor after it. */
function parseCursor(cursor: string | null | undefined): { position: string; prepare: string } | null {
  if (cursor === null || cursor === undefined || cursor === '') return null;
  const match = /^(\d{1,19}):(\d{1,19})$/.exec(cursor);
  if (match === null) throw new DomainError('BAD_USER_INPUT', { field: 'after' });
  return { position: match[1]!, prepare: match[2]! };
}

export interface AuditEntries {
  readonly entries: AuditEntry[];
  readonly endCursor: string | null;
  readonly hasMore: boolean;
}

const toEntry = (r: sql.IAuditPageResult): AuditEntry => ({
  position: `${r.position}:${r.prepare}`,
  eventId: r.event_id,
  occurredAt: r.occurred_at,
  clubId: r.club_id,
  // LEFT JOINed: null when the id names no user or club (pgtyped infers non-null; GraphQL allows null).
  clubName: r.club_name,
  actorId: r.actor_id,
  actorName: r.actor_email,
  impersonatorId: r.impersonator_id,
  impersonatorName: r.impersonator_email,
  commandType: r.command_type,
  commandId: r.command_id,
  streamName: r.stream_name,
  entityType: r.entity_type,
  entityId: r.entity_id,
  eventType: r.event_type,
  schemaVersion: r.schema_version,
  changes: r.changes,
});

/**
 * `first` entries of `query` after `after`, newest first; one more is read to tell `hasMore`.
 * `first` is trusted: the API bounds it with `pageSize`.
 */
export async function auditPage(
  db: Queryable,
  query: AuditQuery,
  first: number,
  after: string | null | undefined,
): Promise<AuditEntries> {
  const cursor = parseCursor(after);
  const rows = await sql.auditPage.run(
    {
      ...query,
      afterPosition: cursor?.position ?? null,
      afterPrepare: cursor?.prepare ?? null,
      limit: first + 1,
    },
    typedSql(db),
  );
  const entries = rows.slice(0, first).map(toEntry);
  const last = entries.at(-1);
  return { entries, endCursor: last?.position ?? null, hasMore: rows.length > first };
}
