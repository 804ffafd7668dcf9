/**
 * A player's metrics in one event (`player.metrics`): the record's main figures, the speed and
 * heart-rate series over the event (plotly, sprints marked), and a heat map on a drawn pitch.
 */
import { useEffect } from 'react';
import { Link } from 'wouter';
import { Chart } from '../../../charts/Chart.tsx';
import { preloadCharts } from '../../../charts/preload.ts';
import { LoadError } from '../../../components/Loaded.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatDateTime } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { ScreenProps } from '../../../routing/screen-props.ts';
import { usePlayerEventMetrics } from '../api/player-metrics.ts';
import { Figures } from './Figures.tsx';
import { Heatmap } from './Heatmap.tsx';

export default function PlayerMetricsScreen({ params }: ScreenProps) {
  const playerId = params['playerId'] ?? '';
  const eventId = params['eventId'] ?? '';
  const { t, locale } = useI18n();
  const query = usePlayerEventMetrics(playerId, eventId);
  // Plotly downloads while the player's figures are on their way.
  useEffect(preloadCharts, []);
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  const { event, selection, playerSelectionExtendedMetrics: extended } = query.data;
  const name = selection === null ? '' : `${selection.player.firstName} ${selection.player.lastName}`;
  const series = extended ?? {
    speed_serie: [],
    hr_serie: [],
    sprint_history: [],
    heatmap: [],
    heatmapCellSize: 2,
  };
  const at = (ts: number) => new Date(ts);
  return (
    <div className="stack">
      <PageHeader
        title={selection === null ? t('metrics.playerTitle') : t('metrics.playerTitleFor', { player: name })}
        text={
          event === null
            ? ''
            : `${event.name}${event.startDate === null ? '' : ` · ${formatDateTime(locale, event.startDate)}`}`
        }
        actions={
          event === null ? undefined : (
            <Link href={`/event/${encodeURIComponent(event.id)}/metrics`} className="button">
              {t('metrics.backToEvent')}
            </Link>
          )
        }
      />
      {selection === null ? (
        <p className="card card--empty">{t('metrics.notSelected')}</p>
      ) : selection.record === null ? (
        <p className="card card--empty">
          {selection.device === null
            ? t('metrics.noDevice')
            : t('metrics.deviceNoData', { device: selection.device.name })}
        </p>
      ) : (
        <>
          <Figures
            metrics={selection.record.globalMetrics}
            ranges={event === null ? [] : [...event.ranges.speed, ...event.ranges.accel]}
          />
          <Chart
            title={t('metrics.charts.speed')}
            height={360}
            data={[
              {
                type: 'scatter',
                mode: 'lines',
                name: t('metrics.columns.speed'),
                x: series.speed_serie.map((p) => at(p.ts)),
                y: series.speed_serie.map((p) => p.value * 3.6),
                line: { color: '#1a5fc2', width: 1 },
              },
              {
                type: 'scatter',
                mode: 'markers',
                name: t('metrics.columns.sprints'),
                x: series.sprint_history.map((s) => at(s.start)),
                y: series.sprint_history.map((s) => s.max * 3.6),
                marker: { color: '#c81d35', size: 8, symbol: 'triangle-up' },
              },
              ...(series.hr_serie.length === 0
                ? []
                : [
                    {
                      type: 'scatter' as const,
                      mode: 'lines' as const,
                      name: t('metrics.columns.heartRate'),
                      x: series.hr_serie.map((p) => at(p.ts)),
                      y: series.hr_serie.map((p) => p.value),
                      yaxis: 'y2',
                      line: { color: '#e06c00', width: 1 },
                    },
                  ]),
            ]}
            layout={{
              margin: { l: 56, r: 64, t: 40, b: 16 },
              xaxis: { showgrid: true },
              yaxis: { title: { text: t('metrics.units.kmh') } },
              // A heart-rate axis only with heart-rate data: without, plotly would draw one from −1 to 4.
              ...(series.hr_serie.length === 0
                ? {}
                : {
                    yaxis2: {
                      title: { text: t('metrics.units.bpm') },
                      overlaying: 'y' as const,
                      side: 'right' as const,
                      showgrid: false,
                    },
                  }),
            }}
          />
          {series.hr_serie.length === 0 ? (
            <p className="muted" data-testid="no-heart-rate">
              {t('figures.noPlayerHeartRate')}
            </p>
          ) : null}
          <Heatmap cells={series.heatmap} cellSize={series.heatmapCellSize} />
        </>
      )}
    </div>
  );
}
