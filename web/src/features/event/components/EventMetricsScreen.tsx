/**
 * The event's metrics (`event.metrics`): every player's figures over the whole event or one
 * period, in a table sorted by any column (a click on its header; again to turn it). A player
 * whose device sent no data yet says so; the table follows new records live.
 */
import { useState } from 'react';
import { Link } from 'wouter';
import { Card } from '../../../components/Card.tsx';
import { LoadError } from '../../../components/Loaded.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { ScrollTable } from '../../../components/Table.tsx';
import { formatNumber } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useComputeRecords } from '../api/event-mutations.ts';
import { useEventRecords } from '../api/event-records.ts';
import { playerName } from '../player-name.ts';
import { METRIC_COLUMNS, metricsOf, nextSort, rangeColumns, sortRows, type Sort } from '../metrics-table.ts';
import { eventScreen, type EventPage } from './EventFrame.tsx';
import { MetricsWindowField } from './MetricsWindowField.tsx';

function MetricsTable({ event, editable }: EventPage) {
  const { t, locale } = useI18n();
  const records = useEventRecords(event.id, true);
  const compute = useComputeRecords(event.id);
  const computing = event.computing || compute.isPending;
  const [periodId, setPeriodId] = useState('');
  const [sort, setSort] = useState<Sort>({ by: 'distance', descending: true });
  const period = periodId === '' ? null : periodId;
  if (records.isPending) return <Loading />;
  if (records.isError) return <LoadError onRetry={() => void records.refetch()} />;
  const columns = [...METRIC_COLUMNS, ...rangeColumns([...event.ranges.speed, ...event.ranges.accel])];
  const rows = sortRows(
    records.data.filter((s) => s.selected),
    sort,
    period,
    columns,
  );
  const withData = rows.filter((s) => s.record !== null).length;
  const header = (by: string, label: string, numeric: boolean) => (
    <th
      scope="col"
      className={numeric ? 'table__number' : undefined}
      aria-sort={sort.by === by ? (sort.descending ? 'descending' : 'ascending') : 'none'}
    >
      <button type="button" className="table__sort" onClick={() => setSort((s) => nextSort(s, by))}>
        {label}
      </button>
    </th>
  );
  return (
    <>
      <Card
        title={t('metrics.title')}
        summary={t('metrics.counts', {
          players: formatNumber(locale, rows.length, 0),
          data: formatNumber(locale, withData, 0),
        })}
        actions={
          <div className="actions">
            <MetricsWindowField periods={event.periods} periodId={periodId} onPeriodIdChange={setPeriodId} />
            {editable && withData > 0 ? (
              <button
                type="button"
                className="button"
                disabled={computing}
                title={t('metrics.computeHint')}
                onClick={() => compute.mutate()}
              >
                {computing ? t('metrics.computing') : t('metrics.compute')}
              </button>
            ) : null}
          </div>
        }
      >
        {computing ? (
          <p className="muted" role="status">
            {t('metrics.computing')}
          </p>
        ) : null}
        {withData === 0 ? (
          <p className="muted">
            {t('metrics.noData')}{' '}
            <Link href={`/event/${encodeURIComponent(event.id)}/import`} className="link">
              {t('metrics.importLink')}
            </Link>
          </p>
        ) : null}
      </Card>
      {rows.length === 0 ? (
        <p className="card card--empty">{t('event.players.empty')}</p>
      ) : (
        <ScrollTable label={t('metrics.table')} layout="scroll">
          <thead>
            <tr>
              {header('name', t('metrics.columns.player'), false)}
              {columns.map((column) =>
                header(
                  column.id,
                  typeof column.label === 'string' ? t(column.label) : column.label.text,
                  true,
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((selection) => {
              const metrics = metricsOf(selection, period);
              return (
                <tr key={selection.id} data-testid="metrics-row">
                  <th scope="row" className="table__main">
                    <Link
                      href={`/player/${encodeURIComponent(selection.player.id)}/metrics/${encodeURIComponent(event.id)}`}
                      className="link"
                    >
                      {playerName(selection.player)}
                    </Link>
                  </th>
                  {metrics === null ? (
                    <td colSpan={columns.length} className="muted">
                      {selection.device === null
                        ? t('metrics.noDevice')
                        : selection.record === null
                          ? t('metrics.deviceNoData', { device: selection.device.name })
                          : t('metrics.notInPeriod')}
                    </td>
                  ) : (
                    columns.map((column) => {
                      const value = column.value(metrics);
                      return (
                        <td key={column.id} className="table__number">
                          {value === null ? t('common.none') : formatNumber(locale, value, column.digits)}
                        </td>
                      );
                    })
                  )}
                </tr>
              );
            })}
          </tbody>
        </ScrollTable>
      )}
    </>
  );
}

export default eventScreen(MetricsTable, 'nav.metrics');
