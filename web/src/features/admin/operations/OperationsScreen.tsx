/**
 * Operations (admin only, docs/operations.md): each projection's version, position, lag behind
 * the store, parked events and state (a rebuild's progress); the parked events with their errors
 * and a Retry; Rebuild per projection, after a confirmation. Retries and rebuilds are requests the
 * projector running the projection carries out: the page polls and shows them land.
 */
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { Loaded } from '../../../components/Loaded.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RowAction } from '../../../components/RowAction.tsx';
import { formatDateTime, formatNumber } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { notifySuccess } from '../../../notifications/notifications.ts';
import { useOperations, useRebuildProjection, useRetryParkedEvent, type ProjectionRow } from './api.ts';

const ERROR_STYLE = { display: 'block', whiteSpace: 'normal', minWidth: '14rem', maxWidth: '28rem' } as const;

export default function OperationsScreen() {
  const { t, locale } = useI18n();
  const operations = useOperations();
  const retry = useRetryParkedEvent();
  const rebuild = useRebuildProjection();
  const [confirming, setConfirming] = useState<ProjectionRow | null>(null);
  const projections = operations.data?.projections ?? [];
  const parked = operations.data?.parked ?? [];

  const lag = (row: ProjectionRow): string =>
    row.lagEvents === null
      ? t('operations.unknown')
      : t('operations.lagValue', {
          events: formatNumber(locale, row.lagEvents, 0),
          seconds: formatNumber(locale, row.lagSeconds ?? 0, 1),
        });
  const state = (row: ProjectionRow): string =>
    row.state === 'REBUILDING'
      ? t('operations.states.REBUILDING', {
          percent: formatNumber(locale, (row.rebuildProgress ?? 0) * 100, 0),
        })
      : t(`operations.states.${row.state}`);

  return (
    <div className="stack">
      <PageHeader title={t('operations.title')} text={t('operations.intro')} />
      <Loaded query={operations}>
        {() => (
          <>
            <h2 className="section-title">{t('operations.projections')}</h2>
            <DataTable
              label={t('operations.projections')}
              rows={projections}
              rowProps={(row) => ({ 'data-testid': `projection-${row.name}` })}
              columns={[
                { key: 'name', kind: 'main', header: t('operations.projection'), cell: (row) => row.name },
                {
                  key: 'version',
                  kind: 'number',
                  header: t('operations.version'),
                  cell: (row) => row.version,
                },
                {
                  key: 'position',
                  kind: 'code',
                  header: t('operations.position'),
                  cell: (row) => row.position ?? t('operations.none'),
                },
                { key: 'lag', kind: 'number', header: t('operations.lag'), cell: lag },
                { key: 'parked', kind: 'number', header: t('operations.parked'), cell: (row) => row.parked },
                {
                  key: 'state',
                  header: t('operations.state'),
                  cell: (row) =>
                    row.lastRebuildError !== null && row.state === 'RUNNING'
                      ? `${state(row)} · ${t('operations.rebuildFailed', { error: row.lastRebuildError })}`
                      : state(row),
                },
                {
                  key: 'actions',
                  kind: 'actions',
                  header: t('common.actions'),
                  cell: (row) => (
                    <RowAction
                      label={t('operations.rebuild')}
                      ariaLabel={t('operations.rebuildFor', { name: row.name })}
                      variant="danger-text"
                      disabled={row.state !== 'RUNNING'}
                      onClick={() => setConfirming(row)}
                    />
                  ),
                },
              ]}
            />
            <h2 className="section-title">{t('operations.parkedEvents')}</h2>
            {parked.length === 0 ? (
              <p className="muted">{t('operations.noParked')}</p>
            ) : (
              <DataTable
                label={t('operations.parkedEvents')}
                rows={parked}
                rowProps={(row) => ({ 'data-testid': `parked-${row.eventId}` })}
                columns={[
                  {
                    key: 'type',
                    kind: 'main',
                    header: t('operations.eventType'),
                    cell: (row) => row.eventType,
                  },
                  { key: 'projection', header: t('operations.projection'), cell: (row) => row.projection },
                  {
                    key: 'position',
                    kind: 'code',
                    header: t('operations.position'),
                    cell: (row) => row.position,
                  },
                  {
                    key: 'stream',
                    kind: 'code',
                    header: t('operations.stream'),
                    cell: (row) => row.streamName,
                  },
                  {
                    key: 'error',
                    header: t('operations.error'),
                    // Errors are sentences: they wrap in a readable column instead of widening the table.
                    cell: (row) => <span style={ERROR_STYLE}>{row.error}</span>,
                  },
                  {
                    key: 'attempts',
                    kind: 'number',
                    header: t('operations.attempts'),
                    cell: (row) => row.attempts,
                  },
                  {
                    key: 'parkedAt',
                    header: t('operations.parkedAt'),
                    cell: (row) => formatDateTime(locale, row.parkedAt),
                  },
                  {
                    key: 'actions',
                    kind: 'actions',
                    header: t('common.actions'),
                    cell: (row) => (
                      <RowAction
                        label={row.retryRequested ? t('operations.retrying') : t('operations.retry')}
                        ariaLabel={t('operations.retryFor', { type: row.eventType, position: row.position })}
                        variant="primary"
                        disabled={row.retryRequested}
                        pending={retry.isPending && retry.variables.eventId === row.eventId}
                        onClick={() =>
                          retry.mutate(
                            { projection: row.projection, eventId: row.eventId },
                            { onSuccess: () => notifySuccess(t('operations.retryAsked')) },
                          )
                        }
                      />
                    ),
                  },
                ]}
              />
            )}
          </>
        )}
      </Loaded>
      <ConfirmDialog
        open={confirming !== null}
        title={t('operations.rebuildTitle', { name: confirming?.name ?? '' })}
        question={t('operations.rebuildQuestion', { name: confirming?.name ?? '' })}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('operations.rebuild')}
        danger
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming === null) return;
          const name = confirming.name;
          setConfirming(null);
          rebuild.mutate(name, { onSuccess: () => notifySuccess(t('operations.rebuildAsked', { name })) });
        }}
      />
    </div>
  );
}
