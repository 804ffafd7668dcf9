/**
 * The event's metrics (`event.metrics`): every player's figures over the whole event or one
 * period, one group of columns at a time (running, speed zones, accelerations, heart rate,
 * metabolic power, the team's ranges, individual bands; `src/metrics/columns.ts`), with the
 * team's total and average. A legend says whose thresholds the group uses, and opens on what each
 * column means (a header's tooltip says the same, but touch screens have no hover). A player whose device
 * sent no data yet says so; the table follows new records live.
 */
import { useState } from 'react';
import { Link } from 'wouter';
import { Card } from '../../../components/Card.tsx';
import { LoadError } from '../../../components/Loaded.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { formatNumber } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { extrapolated } from '../../../metrics/cells.ts';
import { metricGroups, type GroupId } from '../../../metrics/columns.ts';
import { useComputeRecords } from '../api/event-mutations.ts';
import { prefetchEventRecords, useEventRecords } from '../api/event-records.ts';
import { metricsOf, nextSort, sortRows, type Sort } from '../metrics-table.ts';
import { eventScreen, type EventPage } from './EventFrame.tsx';
import { MetricsGroupTable } from './MetricsGroupTable.tsx';
import { MetricsWindowField } from './MetricsWindowField.tsx';

function MetricsTable({ event, editable }: EventPage) {
  const { t, tn, locale } = useI18n();
  const records = useEventRecords(event.id, true);
  const compute = useComputeRecords(event.id);
  const computing = event.computing || compute.isPending;
  const [periodId, setPeriodId] = useState('');
  const [sort, setSort] = useState<Sort>({ by: 'distance', descending: true });
  const [groupId, setGroupId] = useState<GroupId>('running');
  const period = periodId === '' ? null : periodId;
  if (records.isPending) return <Loading />;
  if (records.isError) return <LoadError onRetry={() => void records.refetch()} />;
  const groups = metricGroups({ t, locale }, [...event.ranges.speed, ...event.ranges.accel]).filter(
    (g) => g.columns.length > 0,
  );
  const group = groups.find((g) => g.id === groupId) ?? groups[0]!;
  const columns = groups.flatMap((g) => g.columns);
  const rows = sortRows(
    records.data.filter((s) => s.selected),
    sort,
    period,
    columns,
  );
  const figures = rows.map((s) => metricsOf(s, period));
  const withData = rows.filter((s) => s.record !== null).length;
  const anyExtrapolated = figures.some((m) => m !== null && group.columns.some((c) => extrapolated(c, m)));
  const anyRide = figures.some((m) => m?.activity === 'CYCLING');
  return (
    <>
      <Card
        title={t('metrics.title')}
        summary={t('metrics.counts', {
          players: tn('metrics.squadCount', rows.length),
          data: formatNumber(locale, withData, 0),
        })}
        actions={
          <div className="actions">
            <MetricsWindowField periods={event.periods} periodId={periodId} onPeriodIdChange={setPeriodId} />
            {/* Ours (issue 20): an event with figures that is not running can be played back. */}
            {event.status !== 'STARTED' && withData > 0 ? (
              <Link
                href={`/event/${encodeURIComponent(event.id)}/replay`}
                className="button"
                title={t('replay.openHint')}
              >
                {t('replay.open')}
              </Link>
            ) : null}
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
        <>
          <div className="toolbar" role="group" aria-label={t('figures.groupsLabel')}>
            {groups.map((g) => (
              <button
                key={g.id}
                type="button"
                className={`button button--small${g.id === group.id ? ' button--primary' : ''}`}
                aria-pressed={g.id === group.id}
                onClick={() => setGroupId(g.id)}
              >
                {g.label}
              </button>
            ))}
          </div>
          <div data-testid="metrics-legend">
            <p className="muted">{t(`figures.sources.${group.source}`)}</p>
            {anyExtrapolated ? <p className="muted">{t('figures.extrapolatedNote')}</p> : null}
            {anyRide ? <p className="muted">{t('figures.rideNote')}</p> : null}
            <details className="definitions">
              <summary>{t('figures.definitions')}</summary>
              <dl>
                {group.columns.map((column) => (
                  <div key={column.id}>
                    <dt>{column.label}</dt>
                    <dd>{column.hint}</dd>
                  </div>
                ))}
              </dl>
            </details>
          </div>
          <MetricsGroupTable
            eventId={event.id}
            group={group}
            rows={rows}
            periodId={period}
            sort={sort}
            onSort={(by) => setSort((s) => nextSort(s, by))}
          />
        </>
      )}
    </>
  );
}

export default eventScreen(MetricsTable, 'nav.metrics', prefetchEventRecords);
