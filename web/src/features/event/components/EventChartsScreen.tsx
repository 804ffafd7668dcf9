/**
 * The event's charts (`event.charts`): per player, distance by speed zone, distance per minute,
 * sprints and high-intensity runs, accelerations and decelerations, and heart rate, over the
 * whole event or one period. Numbers people compare side by side, drawn with plotly.
 */
import { defaultMetricsConfig } from '@stride/contracts/metrics';
import { useState } from 'react';
import { Chart } from '../../../charts/Chart.tsx';
import { Card } from '../../../components/Card.tsx';
import { LoadError } from '../../../components/Loaded.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { formatNumber } from '../../../i18n/format.ts';
import type { MessageKey } from '../../../i18n/i18n.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { prefetchEventRecords, useEventRecords, type RecordMetrics } from '../api/event-records.ts';
import { playerName } from '../player-name.ts';
import { metricsOf } from '../metrics-table.ts';
import { eventScreen, type EventPage } from './EventFrame.tsx';
import { MetricsWindowField } from './MetricsWindowField.tsx';

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

/** A bar chart of one figure or more per player: a bar a figure, grouped (or stacked) by player. */
interface BarChart {
  readonly title: MessageKey;
  /** The vertical axis's unit. */
  readonly unit: MessageKey;
  readonly stacked?: boolean;
  /** What the chart says when no player has any of its figures. */
  readonly empty: MessageKey;
  readonly bars: readonly {
    readonly name: string;
    readonly value: (metrics: RecordMetrics) => number | null;
    readonly colour: string | undefined;
  }[];
}

function Charts({ event }: EventPage) {
  const { t, locale } = useI18n();
  const records = useEventRecords(event.id, true);
  const [periodId, setPeriodId] = useState('');
  // Charts drawn so far: each is drawn once the one before it is, so the first appears as soon
  // as it can rather than when all five are ready.
  const [drawn, setDrawn] = useState(0);
  if (records.isPending) return <Loading />;
  if (records.isError) return <LoadError onRetry={() => void records.refetch()} />;
  const period = periodId === '' ? null : periodId;
  const rows = records.data
    .filter((s) => s.selected)
    .map((s) => ({ name: playerName(s.player), metrics: metricsOf(s, period) }))
    .filter((r): r is { name: string; metrics: RecordMetrics } => r.metrics !== null)
    .sort((a, b) => b.metrics.distance - a.metrics.distance);
  const names = rows.map((r) => r.name);
  const charts: readonly BarChart[] = [
    {
      title: 'metrics.charts.zones',
      empty: 'figures.notApplicable',
      unit: 'metrics.units.metres',
      stacked: true,
      bars: ZONES.map((zone, i) => ({
        name: zoneLabel(locale, i),
        value: (m) => m.zones?.[zone].distance ?? null,
        colour: ZONE_COLOURS[i],
      })),
    },
    {
      title: 'metrics.charts.distancePerMinute',
      empty: 'figures.notApplicable',
      unit: 'metrics.units.metresPerMinute',
      bars: [
        {
          name: t('metrics.columns.distancePerMinute'),
          value: (m) => m.distancePerMinute,
          colour: '#1a5fc2',
        },
      ],
    },
    {
      title: 'metrics.charts.efforts',
      empty: 'figures.notApplicable',
      unit: 'metrics.units.count',
      bars: [
        { name: t('metrics.columns.hir'), value: (m) => m.hir?.count ?? null, colour: '#e0a800' },
        { name: t('metrics.columns.sprints'), value: (m) => m.sprint?.count ?? null, colour: '#c81d35' },
      ],
    },
    {
      title: 'metrics.charts.accelerations',
      empty: 'figures.notApplicable',
      unit: 'metrics.units.count',
      bars: [
        {
          name: t('metrics.columns.accelerations'),
          value: (m) => m.accelerations?.a2.count ?? null,
          colour: '#2aa198',
        },
        {
          name: t('metrics.columns.decelerations'),
          value: (m) => m.decelerations?.d2.count ?? null,
          colour: '#6c8ebf',
        },
      ],
    },
    {
      title: 'metrics.charts.heartRate',
      unit: 'metrics.units.bpm',
      empty: 'figures.noHeartRate',
      bars: [
        { name: t('metrics.columns.hrAvg'), value: (m) => m.heartRate?.avg ?? null, colour: '#e06c00' },
        { name: t('metrics.columns.hrMax'), value: (m) => m.heartRate?.max ?? null, colour: '#c81d35' },
      ],
    },
  ];
  // Each chart's series, and its place among the charts that have something to draw (null: none).
  const withSeries = charts.map((chart) => {
    const series = chart.bars.map((bar) => rows.map((r) => bar.value(r.metrics)));
    return { chart, series, empty: series.every((values) => values.every((v) => v === null)) };
  });
  const plotted = withSeries.map((item, i) => ({
    ...item,
    order: item.empty ? null : withSeries.slice(0, i).filter((before) => !before.empty).length,
  }));
  return (
    <>
      <Card
        title={t('metrics.chartsTitle')}
        actions={
          <MetricsWindowField periods={event.periods} periodId={periodId} onPeriodIdChange={setPeriodId} />
        }
      >
        {rows.length === 0 ? <p className="muted">{t('metrics.noData')}</p> : null}
      </Card>
      {rows.length === 0 ? null : (
        <div className="charts">
          {plotted.map(({ chart, series, order }) => {
            // No player has a figure (no heart-rate strap, a ride's football figures): say so
            // rather than draw an empty axis.
            if (order === null)
              return (
                <figure key={chart.title} className="chart card--empty" aria-label={t(chart.title)}>
                  <figcaption className="section-title">{t(chart.title)}</figcaption>
                  <p className="muted" data-testid="chart-empty">
                    {t(chart.empty)}
                  </p>
                </figure>
              );
            if (order > drawn)
              return (
                <figure key={chart.title} className="chart" aria-label={t(chart.title)} aria-busy="true">
                  <Loading />
                </figure>
              );
            return (
              <Chart
                key={chart.title}
                title={t(chart.title)}
                onDrawn={() => setDrawn((d) => Math.max(d, order + 1))}
                data={chart.bars.map((bar, i) => ({
                  type: 'bar' as const,
                  name: bar.name,
                  x: names,
                  y: series[i]!,
                  // The player, the figure in the language's numbers, the series.
                  hovertemplate: '%{x}<br>%{y:,.1~f}<extra>%{fullData.name}</extra>',
                  ...(bar.colour === undefined ? {} : { marker: { color: bar.colour } }),
                }))}
                layout={{
                  ...(chart.bars.length === 1
                    ? { showlegend: false }
                    : { barmode: chart.stacked === true ? 'stack' : 'group' }),
                  yaxis: { title: { text: t(chart.unit) } },
                }}
              />
            );
          })}
        </div>
      )}
    </>
  );
}

export default eventScreen(Charts, 'nav.charts', prefetchEventRecords);
