/**
 * The event's charts (`event.charts`): per player, distance by speed zone, distance per minute,
 * sprints and high-intensity runs, accelerations and decelerations, and heart rate, over the
 * whole event or one period. Numbers people compare side by side, drawn with plotly.
 */
import { defaultMetricsConfig } from '@stride/contracts/metrics';
import { useState } from 'react';
import { Chart } from '../../../charts/Chart.tsx';
import { Card } from '../../../components/Card.tsx';
import { SelectField } from '../../../components/Field.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { formatNumber } from '../../../i18n/format.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useEventRecords, type RecordMetrics } from '../api/event-records.ts';
import { playerName } from '../player-name.ts';
import { metricsOf } from '../metrics-table.ts';
import { eventScreen, type EventPage } from './EventFrame.tsx';

const ZONES = ['z0', 'z1', 'z2', 'z3', 'z4', 'z5', 'z6'] as const;

/** The engine's zone edges (METRICS.md's defaults). */
const ZONE_EDGES_KMH = defaultMetricsConfig().speedZoneEdgesKmh;

/** Cool to hot, readable on both themes. */
const ZONE_COLOURS = ['#9fb3c8', '#6c8ebf', '#3f7cc4', '#2aa198', '#e0a800', '#e06c00', '#c81d35'];

/** A speed zone's bounds in the reader's number format (`7,2–14,4 km/h`, `≥ 30 km/h`). */
function zoneLabel(locale: Locale, zone: number): string {
  const edges = ZONE_EDGES_KMH;
  const n = (value: number) => formatNumber(locale, value, 1);
  if (zone === 0) return `${n(0)}–${n(edges[0]!)} km/h`;
  if (zone >= edges.length) return `≥ ${n(edges[edges.length - 1]!)} km/h`;
  return `${n(edges[zone - 1]!)}–${n(edges[zone]!)} km/h`;
}

function Charts({ event }: EventPage) {
  const { t, locale } = useI18n();
  const records = useEventRecords(event.id, true);
  const [periodId, setPeriodId] = useState('');
  if (records.isPending) return <Loading />;
  if (records.isError) return <LoadError onRetry={() => void records.refetch()} />;
  const period = periodId === '' ? null : periodId;
  const rows = records.data
    .filter((s) => s.selected)
    .map((s) => ({ name: playerName(s.player), metrics: metricsOf(s, period) }))
    .filter((r): r is { name: string; metrics: RecordMetrics } => r.metrics !== null)
    .sort((a, b) => b.metrics.distance - a.metrics.distance);
  const names = rows.map((r) => r.name);
  const bar = (name: string, values: (number | null)[], color?: string) => ({
    type: 'bar' as const,
    name,
    x: names,
    y: values,
    ...(color === undefined ? {} : { marker: { color } }),
  });
  return (
    <>
      <Card
        title={t('metrics.chartsTitle')}
        actions={
          <SelectField
            label={t('metrics.window')}
            value={periodId}
            onValueChange={setPeriodId}
            emptyLabel={t('metrics.wholeEvent')}
            options={event.periods
              .filter((p) => p.startDate !== null)
              .map((p) => ({ value: p.id, label: p.name }))}
          />
        }
      >
        {rows.length === 0 ? <p className="muted">{t('metrics.noData')}</p> : null}
      </Card>
      {rows.length === 0 ? null : (
        <div className="charts">
          <Chart
            title={t('metrics.charts.zones')}
            data={ZONES.map((zone, i) =>
              bar(
                zoneLabel(locale, i),
                rows.map((r) => r.metrics.zones[zone].distance),
                ZONE_COLOURS[i],
              ),
            )}
            layout={{ barmode: 'stack', yaxis: { title: { text: t('metrics.units.metres') } } }}
          />
          <Chart
            title={t('metrics.charts.distancePerMinute')}
            data={[
              bar(
                t('metrics.columns.distancePerMinute'),
                rows.map((r) => r.metrics.distancePerMinute),
                '#1a5fc2',
              ),
            ]}
            layout={{ showlegend: false, yaxis: { title: { text: t('metrics.units.metresPerMinute') } } }}
          />
          <Chart
            title={t('metrics.charts.efforts')}
            data={[
              bar(
                t('metrics.columns.hir'),
                rows.map((r) => r.metrics.hir.count),
                '#e0a800',
              ),
              bar(
                t('metrics.columns.sprints'),
                rows.map((r) => r.metrics.sprint.count),
                '#c81d35',
              ),
            ]}
            layout={{ barmode: 'group', yaxis: { title: { text: t('metrics.units.count') } } }}
          />
          <Chart
            title={t('metrics.charts.accelerations')}
            data={[
              bar(
                t('metrics.columns.accelerations'),
                rows.map((r) => r.metrics.accelerations.a2.count),
                '#2aa198',
              ),
              bar(
                t('metrics.columns.decelerations'),
                rows.map((r) => r.metrics.decelerations.d2.count),
                '#6c8ebf',
              ),
            ]}
            layout={{ barmode: 'group', yaxis: { title: { text: t('metrics.units.count') } } }}
          />
          <Chart
            title={t('metrics.charts.heartRate')}
            data={[
              bar(
                t('metrics.columns.hrAvg'),
                rows.map((r) => r.metrics.heartRate?.avg ?? null),
                '#e06c00',
              ),
              bar(
                t('metrics.columns.hrMax'),
                rows.map((r) => r.metrics.heartRate?.max ?? null),
                '#c81d35',
              ),
            ]}
            layout={{ barmode: 'group', yaxis: { title: { text: t('metrics.units.bpm') } } }}
          />
        </div>
      )}
    </>
  );
}

export default eventScreen(Charts, 'nav.charts');
