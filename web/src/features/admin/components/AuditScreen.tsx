/**
 * The audit log (admin only, docs/audit.md): every domain event of every club, newest first,
 * filtered by club, user, entity, event type and days, paged by cursor (Next, Previous: the
 * cursors of the pages passed are kept), each entry's changes summed up and expandable as JSON.
 * "Export CSV" downloads the filter's entries. Entries cannot be changed: nothing here writes.
 */
import { auditEntityTypes } from '@stride/contracts/audit';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../components/DataTable.tsx';
import { Loaded } from '../../../components/Loaded.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatDateTime } from '../../../i18n/format.ts';
import { eventTypeLabel } from '../../../i18n/event-labels.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useAuditLog, type AuditEntry } from '../api/audit-log.ts';
import { downloadAuditCsv } from '../audit-export.ts';
import {
  auditFilterOf,
  changesJson,
  changesSummary,
  EMPTY_AUDIT_FILTER,
  type AuditFilterDraft,
} from '../audit-filter.ts';
import { AuditFilters } from './AuditFilters.tsx';
import '../audit.css';

const KNOWN_TYPES: ReadonlySet<string> = new Set(auditEntityTypes);

export default function AuditScreen() {
  const { t, locale } = useI18n();
  const [draft, setDraft] = useState<AuditFilterDraft>(EMPTY_AUDIT_FILTER);
  // The cursors of the pages before this one: Previous goes back to the last.
  const [cursors, setCursors] = useState<readonly (string | null)[]>([null]);
  const filter = useMemo(() => auditFilterOf(draft), [draft]);
  const after = cursors.at(-1) ?? null;
  const page = useAuditLog(filter, after);
  const apply = (next: AuditFilterDraft) => {
    setDraft(next);
    setCursors([null]);
  };
  const entityLabel = (type: string) =>
    KNOWN_TYPES.has(type) ? t(`audit.entityTypes.${type as (typeof auditEntityTypes)[number]}`) : type;
  const entries = page.data?.entries ?? [];
  const rows = entries.map((entry) => ({ ...entry, id: entry.position }));

  return (
    <div className="stack">
      <PageHeader
        title={t('audit.title')}
        text={t('audit.intro')}
        actions={
          <button type="button" className="button" onClick={() => downloadAuditCsv(filter)}>
            {t('audit.export')}
          </button>
        }
      />
      <AuditFilters key={JSON.stringify(draft)} applied={draft} onApply={apply} />
      <Loaded query={page} empty={entries.length === 0 && after === null ? t('audit.empty') : null}>
        {() => (
          <DataTable<AuditEntry & { id: string }>
            label={t('audit.table')}
            rows={rows}
            busy={page.isPlaceholderData}
            columns={[
              {
                key: 'time',
                kind: 'main',
                header: t('audit.time'),
                cell: (e) => <time dateTime={e.occurredAt}>{formatDateTime(locale, e.occurredAt)}</time>,
              },
              {
                key: 'who',
                header: t('audit.who'),
                cell: (e) => (
                  <span className="audit-who">
                    <span>{e.actorName ?? e.actorId ?? '—'}</span>
                    {e.impersonatorId === null ? null : (
                      <span className="audit-who__as">
                        {t('audit.impersonatedBy', { name: e.impersonatorName ?? e.impersonatorId })}
                      </span>
                    )}
                  </span>
                ),
              },
              { key: 'club', header: t('audit.club'), cell: (e) => e.clubName ?? e.clubId ?? '—' },
              {
                key: 'entity',
                header: t('audit.entity'),
                cell: (e) => (
                  <button
                    type="button"
                    className="audit-entity"
                    title={t('audit.showEntity')}
                    onClick={() =>
                      // The entity's whole history (of the club shown), whoever wrote it.
                      apply({
                        ...EMPTY_AUDIT_FILTER,
                        clubId: draft.clubId,
                        entityType: e.entityType,
                        entityId: e.entityId,
                      })
                    }
                  >
                    {entityLabel(e.entityType)} <code>{e.entityId.slice(0, 8)}</code>
                  </button>
                ),
              },
              {
                key: 'event',
                header: t('audit.event'),
                // The label in the user's language; the stored type under it for the filter's field.
                cell: (e) => (
                  <span className="audit-event">
                    {eventTypeLabel(locale, e.eventType)}
                    <code className="audit-event__raw">{e.eventType}</code>
                  </span>
                ),
              },
              { key: 'command', kind: 'code', header: t('audit.command'), cell: (e) => e.commandType ?? '—' },
              {
                key: 'changes',
                header: t('audit.changes'),
                cell: (e) =>
                  e.changes === null ? (
                    '—'
                  ) : (
                    <details className="audit-changes">
                      <summary>{changesSummary(e.changes) || t('audit.showChanges')}</summary>
                      <pre>{changesJson(e.changes)}</pre>
                    </details>
                  ),
              },
            ]}
          />
        )}
      </Loaded>
      <nav className="pagination" aria-label={t('audit.pages')}>
        <span className="pagination__status" aria-live="polite">
          {t('audit.page', { page: cursors.length })}
        </span>
        <button
          type="button"
          className="button button--flat button--small"
          disabled={cursors.length === 1 || page.isFetching}
          onClick={() => setCursors((c) => c.slice(0, -1))}
        >
          {t('pagination.previous')}
        </button>
        <button
          type="button"
          className="button button--flat button--small"
          disabled={page.data?.hasMore !== true || page.isFetching}
          onClick={() => {
            const end = page.data?.endCursor;
            if (end !== undefined && end !== null) setCursors((c) => [...c, end]);
          }}
        >
          {t('pagination.next')}
        </button>
      </nav>
    </div>
  );
}
